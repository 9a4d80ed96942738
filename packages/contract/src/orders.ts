import { z } from 'zod';
import { MAX_PAGE_LIMIT, PaginationSchema, pageQuery, SearchParam, sortParam } from './pagination.ts';
import {
  CentsParam,
  codeParam,
  countParam,
  DayParam,
  FlagParam,
  IdParam,
  rangeInOrder,
  TextParam,
} from './list-filters.ts';
import { PendingPaymentSessionSchema } from './payments.ts';
import { RevisionSchema } from './revisions.ts';
import { DISCOUNT_TYPES } from './promos.ts';
import { bulkBodySchema } from './bulk.ts';

/** spec 000 §4: the six order statuses, in the admin's usual flow order. */
export const ORDER_STATUSES = ['pending', 'paid', 'processing', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** DESIGN §4: revenue and `paid_orders_count` count exactly these statuses. */
export const REVENUE_STATUSES = ['paid', 'processing', 'shipped', 'completed'] as const;

/** spec 000 §9: the screen pages the orders in the browser, 10 per page. */
export const ORDERS_PAGE_SIZE = 10;
/** spec 000 §7 / §9: the screen fetches the orders with limit 10000. */
export const ORDERS_FETCH_LIMIT = MAX_PAGE_LIMIT;
/** Longest status text the database keeps (custom statuses are free text). */
export const MAX_STATUS_LENGTH = 50;

/** spec 000 §4: unknown (custom) statuses display like pending. */
export function isKnownStatus(status: string): status is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status);
}

// ---------------------------------------------------------------------------------------------
// Reading

/** spec 000 §3: `user {id, email}`; the e-mail is the order's snapshot, the id null once the user is deleted. */
export const OrderUserSchema = z.object({
  id: z.number().int().nullable(),
  email: z.string(),
});

/**
 * spec 000 §3: `promoCode {code, discount_type, discount_percentage, discount_amount}`, from the
 * terms the order kept: a percentage discount fills `discount_percentage`, a fixed one
 * `discount_amount` (cents).
 */
export const OrderPromoCodeSchema = z.object({
  code: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES).nullable(),
  discount_percentage: z.number().nullable(),
  discount_amount: z.number().int().nullable(),
});
export type OrderPromoCode = z.infer<typeof OrderPromoCodeSchema>;

/** spec 000 §3 "Order item": `product {name}`, quantity, price_at_purchase (cents, per unit). */
export const OrderItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  product: z.object({ name: z.string() }),
  quantity: z.number().int(),
  price_at_purchase: z.number().int(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** spec 000 §3 "Order"; all money in cents of `currency`. */
export const OrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  /** The record's revision, also its ETag: send it back as `If-Match` to edit (revisions.ts). */
  revision: RevisionSchema,
  status: z.string(),
  currency: z.string(),
  subtotal: z.number().int(),
  amount_discount: z.number().int(),
  tax: z.number().int(),
  shipping: z.number().int(),
  total: z.number().int(),
  /** What has been refunded of the total, and of that what was shipping (decision 0022). */
  amount_refunded: z.number().int(),
  shipping_refunded: z.number().int(),
  payment_provider: z.string().nullable(),
  shipping_country_code: z.string().nullable(),
  user: OrderUserSchema,
  promoCode: OrderPromoCodeSchema.nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

/** `GET /orders/{id}` and `PATCH /orders/{id}`: the order with its items. */
export const OrderDetailSchema = OrderSchema.extend({ items: z.array(OrderItemSchema) });
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/**
 * `GET /orders`: spec 000 §7 sends page (1), limit (10000) and an optional status; DESIGN §4 adds
 * `search` (order number, e-mail, user id, promo code, status, provider, formatted total).
 */
/** The fields the orders list can be sorted by; `customer_email` is the order's e-mail snapshot. */
export const ORDER_SORTS = ['order_number', 'customer_email', 'created_at', 'total', 'status'] as const;
export type OrderSortField = (typeof ORDER_SORTS)[number];

/** The most minutes the pending payment sessions' age filter takes: 30 days. */
export const PENDING_AGE_MAX_MINUTES = 43_200;

export const ORDER_FILTER_TEXTS = {
  createdOrder: 'The first day must not be after the last day',
  totalOrder: 'The lowest total must not be above the highest',
  refundedOrder: 'The first day must not be after the last day',
} as const;

/**
 * The orders list's view (issue 34): its status filter, search and sort, and the filters a store
 * asks daily; every filter combines with the others, the search and the sort. Days are the
 * store's (STORE_TIMEZONE), both ends included; totals are cents of the order's own currency.
 */
const ordersViewShape = {
  status: SearchParam,
  search: SearchParam,
  sort: sortParam(ORDER_SORTS),
  created_from: DayParam.describe('Orders made on this day (store time zone) or after'),
  created_to: DayParam.describe('Orders made on this day (store time zone) or before'),
  provider: TextParam.describe("The payment provider ('stripe', 'coinbase')"),
  currency: codeParam(3, 'USD').describe('ISO 4217 currency of the order'),
  country: codeParam(2, 'DE').describe('ISO 3166-1 alpha-2 ship-to country'),
  product: IdParam.describe('Orders with a line of this product'),
  customer: IdParam.describe("The customer's user id"),
  total_from: CentsParam.describe('Lowest total, in cents of the order currency'),
  total_to: CentsParam.describe('Highest total, in cents of the order currency'),
  has_shipment: FlagParam.describe('Orders with (true) or without (false) a shipment'),
  has_physical: FlagParam.describe('Orders with (true) or without (false) a shipped good'),
  refunded_from: DayParam.describe('Orders with a refund recorded on this day or after'),
  refunded_to: DayParam.describe('Orders with a refund recorded on this day or before'),
};

/** The order checks of the view's ranges. */
function rangesInOrder<T extends z.ZodType<Partial<Record<keyof typeof ordersViewShape, unknown>>>>(schema: T) {
  return schema
    .refine(...rangeInOrder('created_from', 'created_to', ORDER_FILTER_TEXTS.createdOrder))
    .refine(...rangeInOrder('total_from', 'total_to', ORDER_FILTER_TEXTS.totalOrder))
    .refine(...rangeInOrder('refunded_from', 'refunded_to', ORDER_FILTER_TEXTS.refundedOrder));
}

/** The orders list's view without its paging: what its CSV export reads. */
export const OrdersViewSchema = rangesInOrder(z.object(ordersViewShape));
export type OrdersView = z.output<typeof OrdersViewSchema>;

export const OrdersQuerySchema = rangesInOrder(
  pageQuery(ORDERS_FETCH_LIMIT).extend({
    ...ordersViewShape,
    pending_older_than: countParam('minutes', PENDING_AGE_MAX_MINUTES).describe(
      'Only the pending payment sessions older than this many minutes (the Stale checkouts queue)',
    ),
  }),
);
export type OrdersQuery = z.input<typeof OrdersQuerySchema>;

/** The list's filter names, as its address and a saved view carry them (besides search and sort). */
export const ORDER_FILTERS = [
  'status',
  'created_from',
  'created_to',
  'provider',
  'currency',
  'country',
  'product',
  'customer',
  'total_from',
  'total_to',
  'has_shipment',
  'has_physical',
  'refunded_from',
  'refunded_to',
  'pending_older_than',
] as const satisfies readonly (keyof OrdersQuery)[];
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/**
 * `{orders, pendingPaymentSessions}` (spec 000 §7) plus `pagination`, and `simulation_enabled` so
 * the screen can hide the simulate action when the server refuses it (ALLOW_PAYMENT_SIMULATION).
 * `pendingPaymentSessions` holds the newest pending sessions (at most PENDING_SESSIONS_SHOWN);
 * `pending_sessions_total` counts them all, so the screen can say when some are not listed.
 */
export const PENDING_SESSIONS_SHOWN = 200;
export const OrdersListResponseSchema = z.object({
  orders: z.array(OrderSchema),
  pendingPaymentSessions: z.array(PendingPaymentSessionSchema),
  pending_sessions_total: z.number().int().nonnegative(),
  pagination: PaginationSchema,
  simulation_enabled: z.boolean(),
});
export type OrdersListResponse = z.infer<typeof OrdersListResponseSchema>;

export const OrderItemsResponseSchema = z.object({ items: z.array(OrderItemSchema) });
export type OrderItemsResponse = z.infer<typeof OrderItemsResponseSchema>;

/**
 * `GET /orders/statuses` (decision 0023): the statuses in the store with their order counts — the
 * six first, in flow order (count 0 when none), then each custom status present (count > 0),
 * exactly as typed, alphabetically regardless of case so near-duplicates sit side by side.
 */
export const OrderStatusCountSchema = z.object({
  status: z.string(),
  count: z.number().int().nonnegative(),
});
export type OrderStatusCount = z.infer<typeof OrderStatusCountSchema>;
export const OrderStatusesResponseSchema = z.object({ statuses: z.array(OrderStatusCountSchema) });
export type OrderStatusesResponse = z.infer<typeof OrderStatusesResponseSchema>;

/**
 * Two statuses are near-duplicates when they differ only in letter case, spaces, underscores or
 * hyphens ('awaiting_stock', 'Awaiting Stock', 'awaiting-stock'): this is what stays of a status
 * when those are set aside (decision 0023). Exactly equal statuses are the same status; anything
 * else is another one, so the store still groups and filters by the exact text.
 */
export function statusLikeness(status: string): string {
  return status
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
}

/**
 * The existing statuses the typed text is a near-duplicate of, but not identical to: none when
 * it is identical to one (the admin chose that one) or like none.
 */
export function nearDuplicateStatuses(typed: string, existing: readonly string[]): string[] {
  const text = typed.trim();
  if (text === '' || existing.includes(text)) return [];
  const likeness = statusLikeness(text);
  if (likeness === '') return [];
  return existing.filter((s) => statusLikeness(s) === likeness);
}

// ---------------------------------------------------------------------------------------------
// Changing

export const ORDER_MESSAGES = {
  statusRequired: 'Status is required',
  statusTooLong: `Status must be at most ${MAX_STATUS_LENGTH} characters`,
  statusUnchanged: 'The new status must differ from the current one',
  // spec 000 §8
  updateFailed: 'Failed to update order status',
  simulateFailed: 'Failed to simulate payment',
  orderNotFound: 'Order not found',
} as const;

/**
 * spec 000 §4: any of the six statuses, or a custom free-text status that is non-empty (and,
 * checked by the server against the order, differs from the current one).
 */
export const UpdateOrderStatusBodySchema = z.object({
  status: z
    .string({ error: ORDER_MESSAGES.statusRequired })
    .trim()
    .min(1, { error: ORDER_MESSAGES.statusRequired, abort: true })
    .max(MAX_STATUS_LENGTH, { error: ORDER_MESSAGES.statusTooLong }),
});
export type UpdateOrderStatusBody = z.infer<typeof UpdateOrderStatusBodySchema>;

/**
 * `POST /orders/bulk` (issue 15): set the status of up to 1,000 orders, with the same rules as
 * the single change (an order already in that status is left unchanged).
 */
export const ORDER_BULK_ACTIONS = ['set_status'] as const;
export const OrderBulkBodySchema = bulkBodySchema(ORDER_BULK_ACTIONS, {
  status: UpdateOrderStatusBodySchema.shape.status,
});
export type OrderBulkBody = z.infer<typeof OrderBulkBodySchema>;

/** `POST /orders/payment-sessions/{id}/simulate-success`: the order, and the new customer's link. */
export const SimulatePaymentResponseSchema = z.object({
  order: OrderDetailSchema,
  onboarding_link: z.string().nullable(),
});
export type SimulatePaymentResponse = z.infer<typeof SimulatePaymentResponseSchema>;

/** The routes' paths, relative to the API base; fill them with `pathTo` (paths.ts). */
export const ORDER_PATHS = {
  list: '/orders',
  bulk: '/orders/bulk',
  item: '/orders/:id',
  items: '/orders/:id/items',
  statuses: '/orders/statuses',
  simulatePayment: '/orders/payment-sessions/:id/simulate-success',
} as const;
