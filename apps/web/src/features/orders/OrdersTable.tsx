import type { Order } from '@store/contract/orders';
import { ChevronDown, ChevronRight, Eye } from 'lucide-react';
import { Fragment, useState } from 'react';
import { buttonClass } from '../../components/buttonClass.ts';
import { bodyCellClass, headerCellClass, PageCheckbox, RowCheckbox, type Column } from '../../components/DataTable.tsx';
import { RecordLink } from '../../components/RecordLink.tsx';
import { ariaSort, SortButton, type SortState } from '../../components/SortHeader.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { cards } from '../../components/tableCards.ts';
import { formatDate } from '../../lib/dates.ts';
import { useListColumns } from '../../lib/useListColumns.tsx';
import type { RecordRoute } from '../../lib/useRecordRoute.ts';
import type { Selection } from '../../lib/useSelection.ts';
import { orderTotal, promoText } from './orderFormat.ts';
import { OrderItemsTable } from './OrderItemsTable.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { useOrderItems } from './useOrders.ts';

/** The columns, with the list's sort field behind those it can be sorted by; the admin arranges them. */
function orderColumns(route: RecordRoute): Column<Order>[] {
  return [
    {
      key: 'order_number',
      header: 'Order',
      sort: 'order_number',
      sortFirst: 'desc',
      card: 'title',
      className: 'max-sm:pr-8',
      cell: (order) => (
        <>
          <RecordLink route={route} recordKey={order.id} className="font-medium">
            {order.order_number}
          </RecordLink>
          <div className="text-xs text-slate-600">{formatDate(order.created_at)}</div>
        </>
      ),
    },
    {
      key: 'customer_email',
      header: 'Customer',
      sort: 'customer_email',
      cell: (order) => (
        <>
          <div className="text-slate-900">{order.user.email}</div>
          <div className="text-xs text-slate-600">
            {order.user.id === null ? 'Account deleted' : `User #${order.user.id}`}
          </div>
        </>
      ),
    },
    { key: 'status', header: 'Status', sort: 'status', cell: (order) => <StatusBadge status={order.status} /> },
    {
      key: 'payment',
      header: 'Payment',
      cell: (order) => {
        const promo = promoText(order.promoCode);
        return (
          <>
            <div className="text-slate-900">{order.payment_provider ?? '—'}</div>
            {promo ? <div className="text-xs text-slate-600">Promo {promo}</div> : null}
          </>
        );
      },
    },
    {
      key: 'total',
      header: 'Total',
      sort: 'total',
      sortFirst: 'desc',
      className: 'text-right',
      cell: (order) => <span className="font-medium text-slate-900">{orderTotal(order)}</span>,
    },
    {
      header: 'Actions',
      card: 'actions',
      className: 'text-right',
      cell: (order) => (
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          aria-label={`View details of order ${order.order_number}`}
          onClick={() => route.open(order.id)}
        >
          <Eye aria-hidden="true" className="size-4" />
          Details
        </button>
      ),
    },
  ];
}

/**
 * Which rows are expanded. The screen keeps it, so a row stays open while the list under it is
 * read again (a search being typed, the whole list arriving after the first page).
 */
export function useExpandedRows() {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { expanded, toggle };
}

/**
 * The orders of the current page; a row expands to show the order's items (spec 000 §2). On a
 * phone each order is a card (decision 0031): its number first, the expand button in the top right
 * corner, the Details button at the bottom.
 */
export function OrdersTable({
  orders,
  loading,
  route,
  sorting,
  selection,
  rows: { expanded, toggle },
}: {
  orders: Order[];
  loading: boolean;
  /** Where each order's own address is (`/orders/{id}`), and how to open it. */
  route: RecordRoute;
  sorting: SortState;
  /** Ticks for bulk actions. */
  selection: Selection;
  rows: ReturnType<typeof useExpandedRows>;
}) {
  // The admin's columns (decision 0064); the Columns button sits above the table, right.
  const { columns: shown, picker } = useListColumns('orders', orderColumns(route), 'Orders');
  const columns = shown.length + 2;

  return (
    <>
      {picker ? <div className="flex justify-end px-4 pt-3 max-sm:hidden">{picker}</div> : null}
      <div className={cards.box}>
        <table
          role="table"
          className={`min-w-full divide-y divide-slate-200 text-sm ${cards.table}`}
          aria-busy={loading || undefined}
        >
          <caption className="sr-only">Orders</caption>
          <thead role="rowgroup" className={`bg-slate-50 ${cards.head}`}>
            <tr role="row" className={cards.headRow}>
              <th role="columnheader" scope="col" className={`w-10 px-4 py-3 ${cards.headerControl}`}>
                <PageCheckbox selection={selection} rows={orders} />
              </th>
              <th role="columnheader" scope="col" className={`w-10 px-2 py-3 ${cards.headerText}`}>
                <span className="sr-only">Items</span>
              </th>
              {shown.map((c) => (
                <th
                  key={c.key ?? c.header}
                  role="columnheader"
                  scope="col"
                  aria-sort={ariaSort(sorting, c.sort)}
                  className={headerCellClass(c, Boolean(c.sort))}
                >
                  {c.sort ? (
                    <SortButton label={c.header} field={c.sort} state={sorting} first={c.sortFirst} />
                  ) : (
                    c.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className={`divide-y divide-slate-100 ${cards.body}`}>
            {orders.length === 0 ? (
              <tr role="row" className={cards.body}>
                <td role="cell" colSpan={columns} className={`px-4 py-10 text-center text-slate-600 ${cards.empty}`}>
                  {loading ? 'Loading...' : 'No orders found'}
                </td>
              </tr>
            ) : (
              orders.map((order) => {
                const open = expanded.has(order.id);
                const itemsId = `order-${order.id}-items`;
                return (
                  <Fragment key={order.id}>
                    <tr role="row" className={`hover:bg-slate-50 ${cards.row} ${cards.rowTicked}`}>
                      <td role="cell" className={`px-4 py-3 align-top ${cards.tick}`}>
                        <RowCheckbox
                          selection={selection}
                          record={order}
                          label={`Select order ${order.order_number}`}
                        />
                      </td>
                      <td
                        role="cell"
                        className="px-2 py-3 align-top max-sm:absolute max-sm:top-3 max-sm:right-3 max-sm:p-0"
                      >
                        <button
                          type="button"
                          aria-expanded={open}
                          aria-controls={open ? itemsId : undefined}
                          aria-label={`${open ? 'Hide' : 'Show'} items of order ${order.order_number}`}
                          onClick={() => toggle(order.id)}
                          className="rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
                        >
                          {open ? (
                            <ChevronDown aria-hidden="true" className="size-4" />
                          ) : (
                            <ChevronRight aria-hidden="true" className="size-4" />
                          )}
                        </button>
                      </td>
                      {shown.map((c) => (
                        <td key={c.key ?? c.header} role="cell" data-label={c.header} className={bodyCellClass(c)}>
                          {c.cell(order)}
                        </td>
                      ))}
                    </tr>
                    {open ? (
                      <tr id={itemsId} role="row" className="bg-slate-50/60 max-sm:block max-sm:px-4 max-sm:pt-2">
                        <td role="cell" className={cards.hidden} />
                        <td role="cell" className={cards.hidden} />
                        <td
                          role="cell"
                          colSpan={columns - 1}
                          className="px-4 pt-1 pb-4 max-sm:block max-sm:p-0 max-sm:pb-4"
                        >
                          <ExpandedItems order={order} />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}

function ExpandedItems({ order }: { order: Order }) {
  // spec 000 §8: detail load failures are only logged (useOrderItems).
  const { data, isPending } = useOrderItems(order.id, true);
  if (isPending) return <Spinner label="Loading items..." className="py-3" />;
  return (
    <OrderItemsTable
      items={data?.items ?? []}
      currency={order.currency}
      caption={`Items of order ${order.order_number}`}
    />
  );
}
