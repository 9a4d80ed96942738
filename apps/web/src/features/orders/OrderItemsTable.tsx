import type { OrderItem } from '@store/contract/orders';
import { formatCents } from '../../lib/money.ts';

/** The items of one order: product name, quantity, unit price at purchase and line total. */
export function OrderItemsTable({
  items,
  currency,
  caption,
}: {
  items: OrderItem[];
  currency: string;
  caption: string;
}) {
  if (items.length === 0) return <p className="text-sm text-slate-600">This order has no items.</p>;
  return (
    <table className="min-w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <th scope="col" className="py-2 pr-4">
            Product
          </th>
          <th scope="col" className="py-2 pr-4 text-right">
            Quantity
          </th>
          <th scope="col" className="py-2 pr-4 text-right">
            Price at purchase
          </th>
          <th scope="col" className="py-2 text-right">
            Line total
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {items.map((item) => (
          <tr key={item.id}>
            <td className="py-2 pr-4 text-slate-900">{item.product.name}</td>
            <td className="py-2 pr-4 text-right text-slate-800">{item.quantity}</td>
            <td className="py-2 pr-4 text-right text-slate-800">{formatCents(item.price_at_purchase, currency)}</td>
            <td className="py-2 text-right text-slate-800">
              {formatCents(item.price_at_purchase * item.quantity, currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
