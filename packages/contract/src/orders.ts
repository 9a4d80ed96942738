/** spec 000 §4: the six order statuses, in the admin's usual flow order. */
export const ORDER_STATUSES = ['pending', 'paid', 'processing', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** DESIGN §4: revenue and `paid_orders_count` count exactly these statuses. */
export const REVENUE_STATUSES = ['paid', 'processing', 'shipped', 'completed'] as const;
