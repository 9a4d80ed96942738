import {
  PRODUCT_MESSAGES,
  PRODUCT_PATHS,
  PRODUCT_SORTS,
  ProductBulkBodySchema,
  type Product,
} from '@store/contract/products';
import { Badge } from '../../components/Badge.tsx';
import { BulkActions } from '../../components/BulkActions.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { ExportButton } from '../../components/ExportButton.tsx';
import { ListScreen } from '../../components/ListScreen.tsx';
import { RecordLink } from '../../components/RecordLink.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { formatCents } from '../../lib/money.ts';
import { usePagedListScreen } from '../../lib/usePagedListScreen.ts';
import type { RecordDialogs } from '../../lib/useRecordDialogs.ts';
import type { RecordRoute } from '../../lib/useRecordRoute.ts';
import { ProductDetailsModal } from './ProductDetailsModal.tsx';
import { ProductFormModal } from './ProductFormModal.tsx';
import { accessDurationText } from './productFormat.ts';
import { productList } from './useProducts.ts';
import { useListColumns } from '../../lib/useListColumns.tsx';

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
  const { route, dialogs, query, frame, bulk } = usePagedListScreen({
    resource: productList,
    base: '/products',
    sorts: PRODUCT_SORTS,
    // spec 000 §8: an alert with the server's message, else 'Failed to delete product'.
    deleteFailed: { alert: PRODUCT_MESSAGES.deleteFailed },
    createFromAddress: true,
  });

  const { columns, picker } = useListColumns('products', productColumns(route, dialogs), 'Products');
  return (
    <ListScreen
      views="products"
      title="Products"
      description="Manage the catalogue: shipped goods and downloadable software."
      {...frame}
      actions={<ExportButton resource="products" query={query} />}
      createLabel="Add Product"
      search={{ label: 'Search products', placeholder: 'Search by name...' }}
      notices={
        <BulkActions
          {...bulk}
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
        />
      }
      columnPicker={picker}
      table={{
        caption: 'Products',
        columns,
        emptyText: PRODUCT_MESSAGES.empty,
        selection: { state: bulk.selection, pick: (r) => r, label: (p) => `Select ${p.name}` },
      }}
      details={{
        title: 'Product Details',
        notFound: PRODUCT_MESSAGES.notFound,
        render: (product, close) => <ProductDetailsModal product={product} onClose={close} />,
      }}
      form={(product, close) => <ProductFormModal product={product} onClose={close} />}
      confirmDelete={{ title: 'Delete Product', message: (p) => `Are you sure you want to delete ${p.name}?` }}
    />
  );
}

function productColumns(route: RecordRoute, dialogs: RecordDialogs<Product>): Column<Product>[] {
  return [
    {
      key: 'name',
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
      key: 'pricing',
      header: 'Pricing',
      sort: 'price',
      cell: (p) => <span className="whitespace-nowrap font-medium tabular-nums">{formatCents(p.price_usd)}</span>,
    },
    {
      key: 'access',
      header: 'Access',
      cell: (p) => <span className="whitespace-nowrap">{accessDurationText(p)}</span>,
    },
    {
      key: 'characteristics',
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
          edit={{ label: `Edit ${p.name}`, onClick: () => dialogs.openEdit(p) }}
          remove={{ label: `Delete ${p.name}`, onClick: () => dialogs.openDelete(p) }}
        />
      ),
    },
  ];
}
