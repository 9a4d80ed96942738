import {
  SHIPMENT_ORDERS_LIMIT,
  SHIPMENT_PATHS,
  SHIPMENTS_PAGE_SIZE,
  type Shipment,
  type ShipmentCreateBody,
  type ShipmentListResponse,
  type ShipmentUpdateBody,
  type ShippableOrder,
  type ShippableOrdersResponse,
} from '@store/contract/shipments';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { ServerSearch } from '../../components/SearchableSelectField.tsx';
import { queryKeys } from '../../api/queryKeys.ts';
import type { PagedResource } from '../../lib/usePagedListScreen.ts';
import { useCreateRecord, useEditRecord } from '../../api/records.ts';

/** spec 001 §7: `GET /shipments` with page, limit (10) and search, paged on the server. */
export const shipmentList: PagedResource<Shipment, ShipmentListResponse> = {
  list: {
    path: SHIPMENT_PATHS.list,
    keys: queryKeys.shipments,
    limit: SHIPMENTS_PAGE_SIZE,
    loadFailed: 'Failed to load shipments',
  },
  rows: 'shipments',
  item: SHIPMENT_PATHS.item,
  keys: queryKeys.shipments,
  rowKey: (s) => s.id,
};

/**
 * The order dropdown (spec: up to 1000 orders). Only orders with a physical item can be shipped,
 * so this reads the shipments API's own list of them rather than every order.
 */
export function useShippableOrders(enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.shipments.all, 'orderable-orders', SHIPMENT_ORDERS_LIMIT],
    queryFn: ({ signal }) =>
      api.get<ShippableOrdersResponse>(SHIPMENT_PATHS.orderableOrders, {
        query: { limit: SHIPMENT_ORDERS_LIMIT },
        signal,
      }),
    enabled,
  });
}

export const shippableLabel = (o: ShippableOrder) => `${o.order_number} — ${o.customer_email} (${o.status})`;

/** The order picker, beyond the newest 1000: the same list searched on the server (issue 31, item 2). */
export const shippableSearch: ServerSearch = {
  key: 'shippable-orders',
  find: async (term, signal) =>
    (
      await api.get<ShippableOrdersResponse>(SHIPMENT_PATHS.orderableOrders, {
        query: { limit: SHIPPABLE_SEARCH_LIMIT, search: term },
        signal,
      })
    ).orders.map((o) => ({ value: String(o.id), label: shippableLabel(o) })),
};
const SHIPPABLE_SEARCH_LIMIT = 20;

export const useCreateShipment = () =>
  useCreateRecord<ShipmentCreateBody, Shipment>(SHIPMENT_PATHS.list, queryKeys.shipments.all);

export const useUpdateShipment = () =>
  useEditRecord<ShipmentUpdateBody, Shipment>(SHIPMENT_PATHS.item, queryKeys.shipments.all);
