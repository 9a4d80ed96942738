import type { Product } from '@store/contract/products';
import { DetailsList } from '../../components/DetailsList.tsx';
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
  // spec 000 §8: a detail load failure is only logged (useProduct); the list's row is shown.
  const { data } = useProduct(product);
  const shown = data ?? product;
  return (
    <DetailsModal open onClose={onClose} title="Product Details" size="lg">
      <DetailsList
        layout="grid"
        rows={[
          ['Name', shown.name],
          ['Price', formatCents(shown.price_usd)],
          ['Description', shown.description || '—', 'wide'],
          ['Access Duration', accessDurationText(shown)],
          ['Internal Key', shown.internal_key],
          ['Physical', shown.is_physical ? 'Yes' : 'No'],
          ['Downloadable', shown.is_downloadable ? 'Yes' : 'No'],
          ['Created At', formatDate(shown.created_at, DATE_TIME_PATTERN)],
        ]}
      />
    </DetailsModal>
  );
}
