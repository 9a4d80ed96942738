import { z } from 'zod';
import { PaginationSchema, SearchParam, pageQuery, sortParam } from './pagination.ts';
import { dateTimeField, idField, requiredString } from './validation.ts';
import { RevisionSchema } from './revisions.ts';
import { bulkBodySchema } from './bulk.ts';

/** spec 001 §4 */
export const SHIPMENT_STATUSES = ['pending', 'in_transit', 'delivered', 'failed'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** spec 001 §9: 10 per page on the server; the order dropdown reads up to 1000 orders. */
export const SHIPMENTS_PAGE_SIZE = 10;
export const SHIPMENT_ORDERS_LIMIT = 1000;

/** spec 001 §5 and §8, plus the texts the spec leaves to us. */
export const SHIPMENT_MESSAGES = {
  orderRequired: 'Order is required',
  trackingRequired: 'Tracking number is required',
  carrierRequired: 'Carrier is required',
  invalidStatus: 'Status must be pending, in_transit, delivered or failed',
  invalidShippedAt: 'Shipped at must be a valid date',
  invalidDelivery: 'Actual delivery must be a valid date',
  deliveryBeforeShipped: 'Actual delivery cannot be before the shipped date',
  orderNotFound: 'Order not found',
  orderNotShippable: 'This order has no physical items to ship',
  createFailed: 'Failed to create shipment',
  updateFailed: 'Failed to update shipment',
  notFound: 'Shipment not found',
} as const;

const fields = {
  tracking_number: requiredString(SHIPMENT_MESSAGES.trackingRequired, 100),
  carrier: requiredString(SHIPMENT_MESSAGES.carrierRequired, 100),
  status: z.enum(SHIPMENT_STATUSES, { error: SHIPMENT_MESSAGES.invalidStatus }),
  shipped_at: dateTimeField(SHIPMENT_MESSAGES.invalidShippedAt),
  /** spec 001 §3: sent as actual_delivery, read back as delivered_at. */
  actual_delivery: dateTimeField(SHIPMENT_MESSAGES.invalidDelivery),
};

function deliveryNotBeforeShipped(v: { shipped_at?: string | null; actual_delivery?: string | null }) {
  return !v.shipped_at || !v.actual_delivery || Date.parse(v.actual_delivery) >= Date.parse(v.shipped_at);
}
const deliveryRule = { error: SHIPMENT_MESSAGES.deliveryBeforeShipped, path: ['actual_delivery'] };

export const ShipmentCreateBodySchema = z
  .object({
    order_id: idField(SHIPMENT_MESSAGES.orderRequired),
    tracking_number: fields.tracking_number,
    carrier: fields.carrier,
    status: fields.status.default('pending'),
    shipped_at: fields.shipped_at.optional(),
    actual_delivery: fields.actual_delivery.optional(),
  })
  .refine(deliveryNotBeforeShipped, deliveryRule);
export type ShipmentCreateBody = z.output<typeof ShipmentCreateBodySchema>;

/** spec 001 §5: the order is fixed on edit; every other field may change (absent = unchanged). */
export const ShipmentUpdateBodySchema = z
  .object({
    tracking_number: fields.tracking_number.optional(),
    carrier: fields.carrier.optional(),
    status: fields.status.optional(),
    shipped_at: fields.shipped_at.optional(),
    actual_delivery: fields.actual_delivery.optional(),
  })
  .refine(deliveryNotBeforeShipped, deliveryRule);
export type ShipmentUpdateBody = z.output<typeof ShipmentUpdateBodySchema>;

export const ShipmentSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  tracking_number: z.string(),
  carrier: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  shipped_at: z.iso.datetime({ offset: true }).nullable(),
  delivered_at: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  /** The record's revision, also its ETag: send it back as `If-Match` to edit (revisions.ts). */
  revision: RevisionSchema,
  order: z.object({ id: z.number().int(), order_number: z.string(), customer_email: z.string() }),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

/** The fields the shipments list can be sorted by; `order_number` is the shipment's order's. */
export const SHIPMENT_SORTS = [
  'order_number',
  'tracking_number',
  'carrier',
  'status',
  'shipped_at',
  'delivered_at',
] as const;
export type ShipmentSortField = (typeof SHIPMENT_SORTS)[number];

export const ShipmentListQuerySchema = pageQuery(SHIPMENTS_PAGE_SIZE).extend({
  search: SearchParam,
  sort: sortParam(SHIPMENT_SORTS),
});
export type ShipmentListQuery = z.output<typeof ShipmentListQuerySchema>;

export const ShipmentListResponseSchema = z.object({
  shipments: z.array(ShipmentSchema),
  pagination: PaginationSchema,
});
export type ShipmentListResponse = z.infer<typeof ShipmentListResponseSchema>;

/**
 * Our addition (the orders API belongs to the orders screen): the orders a shipment can be
 * created for — those with at least one physical product — newest first.
 */
export const ShippableOrdersQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(SHIPMENT_ORDERS_LIMIT)
    .transform((n) => Math.min(n, 10000)),
  search: SearchParam,
});
export const ShippableOrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  customer_email: z.string(),
  status: z.string(),
});
export type ShippableOrder = z.infer<typeof ShippableOrderSchema>;
export const ShippableOrdersResponseSchema = z.object({ orders: z.array(ShippableOrderSchema) });
export type ShippableOrdersResponse = z.infer<typeof ShippableOrdersResponseSchema>;

/** How a status reads on screen: 'in_transit' → 'In Transit'. */
export function shipmentStatusLabel(status: string): string {
  return status
    .split('_')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
}

/** `POST /shipments/bulk` (issue 15): set the status of up to 1,000 shipments. */
export const SHIPMENT_BULK_ACTIONS = ['set_status'] as const;
export const ShipmentBulkBodySchema = bulkBodySchema(SHIPMENT_BULK_ACTIONS, { status: fields.status });
export type ShipmentBulkBody = z.infer<typeof ShipmentBulkBodySchema>;

/** The routes' paths, relative to the API base; fill them with `pathTo` (paths.ts). */
export const SHIPMENT_PATHS = {
  list: '/shipments',
  bulk: '/shipments/bulk',
  orderableOrders: '/shipments/orderable-orders',
  item: '/shipments/:id',
} as const;
