import {
  ORDER_PATHS,
  ORDERS_FETCH_LIMIT,
  ORDERS_PAGE_SIZE,
  type Order,
  type OrderFilter,
  type OrderDetail,
  type OrderItemsResponse,
  type OrdersListResponse,
  type OrderStatusesResponse,
  type SimulatePaymentResponse,
  type UpdateOrderStatusBody,
} from '@store/contract/orders';
import type { PendingPaymentSession } from '@store/contract/payments';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { loadFailed } from '../../api/loadErrors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { sortText, type Sort } from '@store/contract/pagination';
import { pathTo } from '@store/contract/paths';
import { itemPath } from '../../api/records.ts';
import { useRefresh } from '../../api/refresh.ts';
import { matchesSearch } from './orderFormat.ts';

const listOrders = (
  params: { page: number; limit: number; search?: string; sort?: string } & Partial<Record<OrderFilter, string>>,
  signal: AbortSignal,
) => api.get<OrdersListResponse>(ORDER_PATHS.list, { query: params, signal });

export interface OrderListView {
  /** The rows of the page shown. */
  rows: Order[];
  /** Orders matching the filter and search, and the pages they fill (10 per page). */
  total: number;
  pages: number;
  /** The page shown (the one asked, kept within the pages). */
  page: number;
  pendingPaymentSessions: PendingPaymentSession[];
  pendingSessionsTotal: number;
  simulationEnabled: boolean;
  isPending: boolean;
  /** The first answer is in (or failed): the pending payments and the list can be laid out. */
  isReady: boolean;
  error: Error | null;
}

/**
 * spec 000 §7/§9: the orders are fetched with page 1 and limit 10000 (and the status filter when
 * one is chosen) and the screen searches and pages them itself, 10 per page. The first page is
 * asked for first (limit 10), so the first row shows at once however large the store; its total
 * then decides: up to 10,000 orders the whole list follows and the spec's browser search and
 * paging apply; beyond that (a list the browser cannot hold, whose newest 10,000 would hide the
 * rest from the search) the server pages and searches the same fields (DESIGN §4).
 */
/** The filters that are set, for a request's query. */
export function setFilters(filters: Partial<Record<OrderFilter, string>>): Partial<Record<OrderFilter, string>> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '' && value !== undefined));
}

/** spec 000 §8: a failed list read is only logged; the list then appears empty. */
const LIST_FAILED = loadFailed('Failed to load orders');

export function useOrderList({
  filters,
  search,
  page,
  sort,
}: {
  /** The list's filters (issue 34) as the address has them; '' is unset. */
  filters: Partial<Record<OrderFilter, string>>;
  search: string;
  page: number;
  sort?: Sort | undefined;
}): OrderListView {
  // The order asked for is the server's in every call, so the browser's search and paging run
  // over rows the server has filtered, already in that order.
  const filter = { ...setFilters(filters), ...(sort ? { sort: sortText(sort) } : {}) };
  const firstParams = { page: 1, limit: ORDERS_PAGE_SIZE, ...filter };
  const first = useQuery({
    queryKey: queryKeys.orders.list(firstParams),
    queryFn: ({ signal }) => listOrders(firstParams, signal),
    meta: LIST_FAILED,
    // Another status keeps the screen laid out (pending payments, filters) while it loads.
    placeholderData: keepPreviousData,
  });
  const settled = first.isPlaceholderData ? undefined : first.data;
  const total = settled?.pagination.total;
  const inBrowser = total !== undefined && total <= ORDERS_FETCH_LIMIT;
  const onServer = total !== undefined && !inBrowser;

  const wholeParams = { page: 1, limit: ORDERS_FETCH_LIMIT, ...filter };
  const whole = useQuery({
    queryKey: queryKeys.orders.list(wholeParams),
    queryFn: ({ signal }) => listOrders(wholeParams, signal),
    meta: LIST_FAILED,
    enabled: inBrowser && total > ORDERS_PAGE_SIZE,
  });
  const pageParams = { page, limit: ORDERS_PAGE_SIZE, ...filter, ...(search ? { search } : {}) };
  const paged = useQuery({
    queryKey: queryKeys.orders.list(pageParams),
    queryFn: ({ signal }) => listOrders(pageParams, signal),
    meta: LIST_FAILED,
    enabled: onServer && (page > 1 || search !== ''),
    placeholderData: keepPreviousData,
  });

  const common = {
    pendingPaymentSessions: first.data?.pendingPaymentSessions ?? [],
    pendingSessionsTotal: first.data?.pending_sessions_total ?? 0,
    simulationEnabled: first.data?.simulation_enabled ?? false,
    isReady: first.data !== undefined || first.error !== null,
    error: first.error ?? whole.error ?? paged.error,
  };
  if (onServer) {
    const shown = page > 1 || search !== '' ? paged.data : settled;
    const pages = Math.max(1, shown?.pagination.pages ?? 1);
    return {
      ...common,
      rows: shown?.orders ?? [],
      total: shown?.pagination.total ?? 0,
      pages,
      page: Math.min(page, pages),
      isPending: shown === undefined,
    };
  }
  // In the browser: the whole list once it is here (the first page is all of a small store).
  const all = total !== undefined && total <= ORDERS_PAGE_SIZE ? settled?.orders : whole.data?.orders;
  if (all === undefined && search === '' && page === 1 && settled) {
    const pages = Math.max(1, Math.ceil(settled.pagination.total / ORDERS_PAGE_SIZE));
    return { ...common, rows: settled.orders, total: settled.pagination.total, pages, page: 1, isPending: false };
  }
  const found = (all ?? []).filter((o) => matchesSearch(o, search));
  const pages = Math.max(1, Math.ceil(found.length / ORDERS_PAGE_SIZE));
  const current = Math.min(page, pages);
  return {
    ...common,
    rows: found.slice((current - 1) * ORDERS_PAGE_SIZE, current * ORDERS_PAGE_SIZE),
    total: found.length,
    pages,
    page: current,
    // A failed load shows an empty list (spec 000 §8), not a spinner.
    isPending: all === undefined && common.error === null,
  };
}

/**
 * The statuses in the store with their counts, the six first (decision 0023): the status
 * filter's choices and the custom status input's suggestions. Under `orders`, so a status change
 * (or a new order) refreshes them.
 */
export function useOrderStatuses() {
  return useQuery({
    queryKey: queryKeys.orders.statuses(),
    queryFn: ({ signal }) => api.get<OrderStatusesResponse>(ORDER_PATHS.statuses, { signal }),
    select: (data) => data.statuses,
  });
}

/** The items of one order, read when its row is expanded. */
export function useOrderItems(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.orders.detail(id), 'items'],
    queryFn: ({ signal }) => api.get<OrderItemsResponse>(pathTo(ORDER_PATHS.items, { id: id! }), { signal }),
    meta: loadFailed('Failed to load order items'),
    enabled,
  });
}

/** One order with its items, for the details modal. */
export function useOrder(id: number | null) {
  return useQuery({
    queryKey: queryKeys.orders.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<OrderDetail>(itemPath(ORDER_PATHS.item, id!), { signal }),
    meta: loadFailed('Failed to load order details'),
    enabled: id !== null,
  });
}

export function useUpdateOrderStatus() {
  const client = useQueryClient();
  // Revenue and the cancelled figures move with the status (dashboard, analytics).
  const refresh = useRefresh(queryKeys.orders.all, queryKeys.analytics.all);
  return useMutation({
    mutationFn: ({ id, status, revision }: { id: number; status: string; revision: number }) =>
      api.patch<OrderDetail>(itemPath(ORDER_PATHS.item, id), { status } satisfies UpdateOrderStatusBody, {
        ifMatch: revision,
      }),
    onSuccess: (order) => {
      client.setQueryData(queryKeys.orders.detail(order.id), order);
      return refresh();
    },
    // Refused (a 412 when someone changed the order since it was opened): show the order as it is.
    onError: refresh,
  });
}

/**
 * Completes a pending session as if it had been paid: a new order, maybe a new customer, an
 * access grant and a promo redemption — every list that shows those is re-read.
 */
export function useSimulatePayment() {
  const refresh = useRefresh(
    queryKeys.orders.all,
    queryKeys.users.all,
    queryKeys.analytics.all,
    queryKeys.access.all,
    queryKeys.promos.all,
  );
  return useMutation({
    mutationFn: (sessionId: number) =>
      api.post<SimulatePaymentResponse>(pathTo(ORDER_PATHS.simulatePayment, { id: sessionId })),
    onSuccess: refresh,
  });
}
