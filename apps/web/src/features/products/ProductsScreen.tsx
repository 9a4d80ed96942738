import {
  PRODUCT_MESSAGES,
  PRODUCT_PATHS,
  PRODUCT_SORTS,
  type Product,
  ProductBulkBodySchema,
} from '@store/contract/products';
import { Plus } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { queryKeys } from '../../api/queryKeys.ts';
import { buttonClass } from '../../components/buttonClass.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { BulkActions } from '../../components/BulkActions.tsx';
import { useRefresh } from '../../api/refresh.ts';
import { useSelection } from '../../lib/useSelection.ts';
import { readAllMatching, sortQuery } from '../../api/records.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { ExportButton } from '../../components/ExportButton.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { RecordLink } from '../../components/RecordLink.tsx';
import { RoutedRecord } from '../../components/RoutedRecord.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { SearchInput } from '../../components/SearchInput.tsx';
import { formatCents } from '../../lib/money.ts';
import { useListView } from '../../lib/useListView.ts';
import { useNewRecordParam } from '../../lib/useNewRecordParam.ts';
import { useRecordRoute } from '../../lib/useRecordRoute.ts';
import { errorToast } from '../../lib/toast.ts';
import { ProductDetailsModal } from './ProductDetailsModal.tsx';
import { ProductFormModal } from './ProductFormModal.tsx';
import { accessDurationText } from './productFormat.ts';
import { useDeleteProduct, useProductList } from './useProducts.ts';

type Open = { kind: 'create' } | { kind: 'edit'; product: Product } | { kind: 'delete'; product: Product } | null;

/** The table shows the start of the description; the details modal shows all of it. */
const SHORT_DESCRIPTION = 80;
function shortDescription(text: string): string {
  if (text.length <= SHORT_DESCRIPTION) return text;
  const cut = text.slice(0, SHORT_DESCRIPTION);
  const lastSpace = cut.lastIndexOf(' ');
  // End on a whole word when there is one to end on.
  return `${(lastSpace > SHORT_DESCRIPTION / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/**
 * spec 000 §2 "Products screen": search, the table, paging, and the create/edit/details/delete
 * modals. The view (search, page, sort) is in the address; `/products/{id}` is a product's details.
 */
export function ProductsScreen() {
  const selection = useSelection();
  const refreshBulk = useRefresh(queryKeys.products.all);
  const view = useListView({ sorts: PRODUCT_SORTS });
  const { page, search, sort } = view;
  const route = useRecordRoute('/products');
  const [open, setOpen] = useState<Open>(null);
  // `/products?new=1` (the command palette's "Create product") opens the create form.
  useNewRecordParam(useCallback(() => setOpen({ kind: 'create' }), []));
  const { data, error, isPending } = useProductList({ page, search, sort });
  const remove = useDeleteProduct();

  // spec 000 §8: list load failures are only logged; the list then appears empty.
  useEffect(() => {
    if (error) console.error('Failed to load products', error);
  }, [error]);

  const close = () => setOpen(null);
  const products = error ? [] : (data?.products ?? []);

  const columns: Column<Product>[] = [
    {
      header: 'Product',
      card: 'title',
      sort: 'name',
      cell: (p) => (
        <div className="max-w-md min-w-0">
          <p className="font-medium">
            <RecordLink route={route} recordKey={p.id}>
              {p.name}
            </RecordLink>
          </p>
          {p.description ? <p className="text-slate-600">{shortDescription(p.description)}</p> : null}
        </div>
      ),
    },
    {
      header: 'Pricing',
      sort: 'price',
      cell: (p) => <span className="whitespace-nowrap font-medium tabular-nums">{formatCents(p.price_usd)}</span>,
    },
    { header: 'Access', cell: (p) => <span className="whitespace-nowrap">{accessDurationText(p)}</span> },
    {
      header: 'Characteristics',
      cell: (p) => (
        <div className="flex flex-wrap gap-1">
          {p.is_physical ? <Badge tone="sky">Physical</Badge> : null}
          {p.is_downloadable ? <Badge tone="violet">Downloadable</Badge> : null}
          {!p.is_physical && !p.is_downloadable ? <span className="text-slate-600">—</span> : null}
        </div>
      ),
    },
    {
      header: 'Actions',
      card: 'actions',
      className: 'text-right',
      cell: (p) => (
        <RowActions
          look="compact"
          view={{ label: `View details of ${p.name}`, onClick: () => route.open(p.id) }}
          edit={{ label: `Edit ${p.name}`, onClick: () => setOpen({ kind: 'edit', product: p }) }}
          remove={{ label: `Delete ${p.name}`, onClick: () => setOpen({ kind: 'delete', product: p }) }}
        />
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title="Products"
        description="Manage the catalogue: shipped goods and downloadable software."
        actions={
          <>
            <ExportButton resource="products" query={{ search, sort: sortQuery(sort) }} />
            <button type="button" className={buttonClass('primary')} onClick={() => setOpen({ kind: 'create' })}>
              <Plus aria-hidden="true" className="size-4" />
              Add Product
            </button>
          </>
        }
      />
      <div className="mb-4">
        <SearchInput label="Search products" placeholder="Search by name..." value={search} onSearch={view.onSearch} />
      </div>
      <BulkActions
        selection={selection}
        total={data?.pagination.total ?? 0}
        pageRows={products.length}
        noun={{ one: 'product', many: 'products' }}
        path={PRODUCT_PATHS.bulk}
        schema={ProductBulkBodySchema}
        actions={[
          {
            action: 'delete',
            label: 'Delete',
            tone: 'danger',
            confirm: (count) => `Delete ${count}? A product that was ordered or granted stays.`,
            done: () => 'deleted',
          },
        ]}
        matching={() => readAllMatching(PRODUCT_PATHS.list, 'products', { search, sort: sortQuery(sort) })}
        onDone={() => void refreshBulk()}
      />
      <DataTable
        caption="Products"
        columns={columns}
        rows={products}
        rowKey={(p) => p.id}
        emptyText={PRODUCT_MESSAGES.empty}
        loading={isPending}
        sorting={{ sort, onSort: view.setSort }}
        selection={{ state: selection, pick: (r) => r, label: (p) => `Select ${p.name}` }}
      />
      {data && !error ? (
        <Pagination
          page={data.pagination.page}
          pages={data.pagination.pages}
          total={data.pagination.total}
          onPageChange={view.setPage}
        />
      ) : null}

      {open?.kind === 'create' ? <ProductFormModal product={null} onClose={close} /> : null}
      {open?.kind === 'edit' ? <ProductFormModal key={open.product.id} product={open.product} onClose={close} /> : null}
      <RoutedRecord
        route={route}
        path={PRODUCT_PATHS.item}
        keys={queryKeys.products}
        rows={products}
        rowKey={(p) => p.id}
        title="Product Details"
        notFound={PRODUCT_MESSAGES.notFound}
      >
        {(product, closeDetails) => <ProductDetailsModal product={product} onClose={closeDetails} />}
      </RoutedRecord>
      <ConfirmDialog
        open={open?.kind === 'delete'}
        onOpenChange={(o) => (o ? undefined : close())}
        title="Delete Product"
        message={open?.kind === 'delete' ? `Are you sure you want to delete ${open.product.name}?` : ''}
        confirmLabel="Delete"
        tone="danger"
        onConfirm={async () => {
          if (open?.kind !== 'delete') return;
          try {
            await remove.mutateAsync({ key: open.product.id, revision: open.product.revision });
            view.afterDelete(products.length);
          } catch (err) {
            // spec 000 §8: an alert with the server's message, else 'Failed to delete product'.
            errorToast(err, PRODUCT_MESSAGES.deleteFailed);
          }
        }}
      />
    </div>
  );
}

function Badge({ tone, children }: { tone: 'sky' | 'violet'; children: ReactNode }) {
  const tones = { sky: 'bg-sky-100 text-sky-900', violet: 'bg-violet-100 text-violet-900' };
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>{children}</span>;
}
