import type { Product } from '@store/contract/products';
import { useEffect } from 'react';
import { DetailsModal } from '../../components/DetailsModal.tsx';
import { DATE_TIME_PATTERN, formatDate } from '../../lib/dates.ts';
import { formatCents } from '../../lib/money.ts';
import { accessDurationText } from './productFormat.ts';
import { useProduct } from './useProducts.ts';

/**
 * spec 000 §2 "Product Details": name, description, price, access duration with months, physical
 * yes/no, downloadable yes/no, created at.
 */
export function ProductDetailsModal({ product, onClose }: { product: Product; onClose: () => void }) {
  const { data, error } = useProduct(product);
  // spec 000 §8: a detail load failure is only logged; the list's row is shown.
  useEffect(() => {
    if (error) console.error('Failed to load product', error);
  }, [error]);
  const shown = data ?? product;
  return (
    <DetailsModal open onClose={onClose} title="Product Details" size="lg">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
        <Item label="Name" value={shown.name} />
        <Item label="Price" value={formatCents(shown.price_usd)} />
        <Item label="Description" value={shown.description || '—'} wide />
        <Item label="Access Duration" value={accessDurationText(shown)} />
        <Item label="Internal Key" value={shown.internal_key} />
        <Item label="Physical" value={shown.is_physical ? 'Yes' : 'No'} />
        <Item label="Downloadable" value={shown.is_downloadable ? 'Yes' : 'No'} />
        <Item label="Created At" value={formatDate(shown.created_at, DATE_TIME_PATTERN)} />
      </dl>
    </DetailsModal>
  );
}

function Item({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line break-words text-slate-900">{value}</dd>
    </div>
  );
}
