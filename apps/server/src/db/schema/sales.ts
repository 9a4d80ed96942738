import type { RefundSource } from '@store/contract/order-refunds';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { codePromos, products, softwareReleases } from './catalog.ts';
import { cents, createdAt, updatedAt, revision, BUSY_TRIGRAMS, QUIET_TRIGRAMS } from './columns.ts';
import { apiKeys, mailOutbox } from './operations.ts';
import { users } from './users.ts';

/** A checkout started on the storefront, waiting for the payment provider (or a simulation). */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The provider's id for the checkout (Stripe session id, Coinbase charge code). */
    sessionId: text('session_id').notNull().unique(),
    /** The provider's id for the payment itself (Stripe's payment intent), which its refunds name. */
    providerPaymentId: text('provider_payment_id'),
    provider: text('provider').notNull(),
    userEmail: text('user_email').notNull(),
    /** What was bought and how the amount was computed, fixed at checkout time. */
    items: jsonb('items').$type<{ product_id: number; quantity: number }[]>().notNull(),
    promoCode: text('promo_code'),
    countryCode: char('country_code', { length: 2 }),
    subtotal: cents('subtotal').notNull(),
    amountDiscount: cents('amount_discount').notNull().default(0),
    shipping: cents('shipping').notNull().default(0),
    tax: cents('tax').notNull().default(0),
    amountExpected: cents('amount_expected').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    status: text('status').notNull().default('pending'),
    apiKeyId: integer('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('payment_sessions_provider', sql`${t.provider} in ('stripe', 'coinbase')`),
    check('payment_sessions_status', sql`${t.status} in ('pending', 'completed', 'expired', 'failed')`),
    check(
      'payment_sessions_money',
      sql`${t.subtotal} >= 0 and ${t.amountDiscount} >= 0 and ${t.shipping} >= 0 and ${t.tax} >= 0 and ${t.amountExpected} >= 0`,
    ),
    check(
      'payment_sessions_amount',
      sql`${t.amountExpected} = ${t.subtotal} - ${t.amountDiscount} + ${t.shipping} + ${t.tax}`,
    ),
    index('payment_sessions_pending_idx')
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.status} = 'pending'`),
    // A provider's refund names the payment: the session it belongs to.
    uniqueIndex('payment_sessions_provider_payment_unique')
      .on(t.provider, t.providerPaymentId)
      .where(sql`${t.providerPaymentId} is not null`),
  ],
);

/** Orders are financial records: never deleted, and they keep snapshots of what they sold. */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderNumber: text('order_number').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email').notNull(),
    /** One of the six statuses or an admin's custom text (spec 000 §4). */
    status: text('status').notNull().default('pending'),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    subtotal: cents('subtotal').notNull(),
    amountDiscount: cents('amount_discount').notNull().default(0),
    tax: cents('tax').notNull().default(0),
    shipping: cents('shipping').notNull().default(0),
    total: cents('total').notNull(),
    paymentProvider: text('payment_provider'),
    paymentSessionId: integer('payment_session_id')
      .unique()
      .references(() => paymentSessions.id, { onDelete: 'restrict' }),
    promoCodeId: integer('promo_code_id').references(() => codePromos.id, { onDelete: 'set null' }),
    /** Promo terms as they were when the order was paid. */
    promoCode: text('promo_code'),
    promoDiscountType: text('promo_discount_type'),
    promoDiscountValue: bigint('promo_discount_value', { mode: 'number' }),
    shippingCountryCode: char('shipping_country_code', { length: 2 }),
    /**
     * What has been refunded of the total, and of that what was shipping (issue 16, decision
     * 0022): kept by the trigger on order_refunds, within the total by the checks below.
     */
    amountRefunded: cents('amount_refunded').notNull().default(0),
    shippingRefunded: cents('shipping_refunded').notNull().default(0),
    /**
     * Whether a line was a shipped good when the order was made (issue 34): set by the trigger on
     * order_items from the products' `is_physical` then, and never after, like the other snapshots.
     */
    hasPhysicalItems: boolean('has_physical_items').notNull().default(false),
    /** Whether the order has a shipment: kept by the trigger on shipments (migration 0032). */
    hasShipment: boolean('has_shipment').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    revision: revision(),
  },
  (t) => [
    check('orders_status_length', sql`length(${t.status}) between 1 and 50`),
    check('orders_refunded_within_total', sql`${t.amountRefunded} between 0 and ${t.total}`),
    check(
      'orders_shipping_refunded_within_shipping',
      sql`${t.shippingRefunded} between 0 and least(${t.shipping}, ${t.amountRefunded})`,
    ),
    check(
      'orders_money',
      sql`${t.subtotal} >= 0 and ${t.amountDiscount} >= 0 and ${t.tax} >= 0 and ${t.shipping} >= 0 and ${t.total} >= 0`,
    ),
    check('orders_total', sql`${t.total} = ${t.subtotal} - ${t.amountDiscount} + ${t.shipping} + ${t.tax}`),
    index('orders_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_status_created_at_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A customer's orders, newest first (their page), and their first and last.
    index('orders_user_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_promo_idx').on(t.promoCodeId),
    // The list's filters (issue 34) that pick few orders of many, each read newest first: a
    // ship-to country, and the To ship work queue (paid, a shipped good, no shipment yet).
    index('orders_country_created_at_idx').on(
      t.shippingCountryCode,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_to_ship_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'paid' and ${t.hasPhysicalItems} and not ${t.hasShipment}`),
    // The list's sorts (docs/decisions/0016-list-sorting.md): (column, id), read either way;
    // order_number is unique, its own index serves it.
    index('orders_customer_email_id_idx').on(t.customerEmail, t.id),
    index('orders_total_id_idx').on(t.total, t.id),
    index('orders_status_id_idx').on(t.status, t.id),
    // The command palette's prefix searches (decision 0030), each a range of an index read in its
    // order: the number's start, its end (reversed, so '000123' finds ORD-2025-000123), and the
    // customer's e-mail with their newest orders first.
    index('orders_number_prefix_idx').on(sql`(lower(${t.orderNumber}) collate "C")`),
    index('orders_number_suffix_idx').on(sql`(reverse(lower(${t.orderNumber})) collate "C")`),
    index('orders_email_prefix_idx').on(
      sql`(lower(${t.customerEmail}) collate "C")`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * What the orders' contains-searches read (decision 0041), beside the orders: a status change
 * rewrites an order's row, and every index of `orders` takes the new version, so trigram indexes
 * there made each change write a hundred trigram entries. These texts change only when a searched
 * field does (kept by triggers, migration 0019); the status, which changes, is searched through
 * its own index.
 */
export const orderSearch = pgTable(
  'order_search',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /**
     * order_search_text(…): the order number, e-mail, user id, promo code, payment provider and
     * total as shown, lower-cased and joined by U+001F.
     */
    text: text('text').notNull(),
  },
  (t) => [
    index('order_search_text_trgm_idx')
      .using('gin', sql`${t.text} gin_trgm_ops`)
      .with(QUIET_TRIGRAMS),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    priceAtPurchase: cents('price_at_purchase').notNull(),
  },
  (t) => [
    check('order_items_quantity', sql`${t.quantity} > 0`),
    check('order_items_price', sql`${t.priceAtPurchase} >= 0`),
    index('order_items_order_idx').on(t.orderId),
    // The orders containing a product (the list's product filter): their ids from the index alone.
    index('order_items_product_idx').on(t.productId, t.orderId),
  ],
);

export const userProductAccess = pgTable(
  'user_product_access',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Null means lifetime access. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    /** The expiry a reminder was mailed for (issue 31): once per grant and expiry. */
    expiryRemindedFor: timestamp('expiry_reminded_for', { withTimezone: true }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    revision: revision(),
  },
  (t) => [
    uniqueIndex('user_product_access_one_active')
      .on(t.userId, t.productId)
      .where(sql`${t.isActive}`),
    index('user_product_access_user_idx').on(t.userId),
    index('user_product_access_product_idx').on(t.productId),
    index('user_product_access_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The dashboard's active grants that expire today (the rest come from row_counts).
    index('user_product_access_active_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.isActive} and ${t.expiresAt} is not null`),
  ],
);

export const shipments = pgTable(
  'shipments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    trackingNumber: text('tracking_number').notNull(),
    carrier: text('carrier').notNull(),
    status: text('status').notNull().default('pending'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    revision: revision(),
  },
  (t) => [
    check('shipments_status', sql`${t.status} in ('pending', 'in_transit', 'delivered', 'failed')`),
    check(
      'shipments_dates',
      sql`${t.deliveredAt} is null or ${t.shippedAt} is null or ${t.deliveredAt} >= ${t.shippedAt}`,
    ),
    index('shipments_order_idx').on(t.orderId),
    index('shipments_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('shipments_search_trgm_idx')
      .using('gin', sql`lower(${t.trackingNumber} || ' ' || ${t.carrier}) gin_trgm_ops`)
      .with(BUSY_TRIGRAMS),
    // The list's sorts (docs/decisions/0016-list-sorting.md): (column, id), read either way;
    // the order number is the order's (orders_order_number_unique, then shipments_order_idx).
    index('shipments_tracking_number_id_idx').on(t.trackingNumber, t.id),
    index('shipments_carrier_id_idx').on(t.carrier, t.id),
    index('shipments_status_id_idx').on(t.status, t.id),
    index('shipments_shipped_at_id_idx').on(t.shippedAt, t.id),
    index('shipments_delivered_at_id_idx').on(t.deliveredAt, t.id),
  ],
);

/** Provider events already handled, so a redelivered webhook changes nothing. */
export const processedWebhookEvents = pgTable(
  'processed_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    sessionId: text('session_id'),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.eventId] }),
    // The events that confirmed one payment session (an order's timeline).
    index('processed_webhook_events_session_idx').on(t.provider, t.sessionId),
  ],
);

/** Staff notes on an order (issue 16): plain text, changed or deleted by their author only. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author as they were, as an audit row keeps them. */
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    revision: revision(),
  },
  (t) => [
    check('order_notes_body', sql`length(${t.body}) between 1 and 5000`),
    index('order_notes_order_idx').on(t.orderId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** The mails about an order (its onboarding e-mail, …), which its timeline lists. */
export const orderMails = pgTable(
  'order_mails',
  {
    mailId: integer('mail_id')
      .primaryKey()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    // A link: it goes with either side (orders are not deleted by the API; a test's may be).
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
  },
  (t) => [index('order_mails_order_idx').on(t.orderId)],
);

/**
 * Money given back on an order (issue 16, decision 0022): recorded by an admin, or by the
 * provider's webhook (`provider_refund_id` then names it). The trigger `order_refunds_apply` adds
 * each to its order's `amount_refunded`, whose check caps it at the total, so no two refunds at
 * once can together exceed it.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amount: cents('amount').notNull(),
    /** The order's currency: the trigger refuses any other. */
    currency: char('currency', { length: 3 }).notNull(),
    reason: text('reason').notNull(),
    /** A refund of the order's shipping only: it counts against the shipping too. */
    shippingOnly: boolean('shipping_only').notNull().default(false),
    /** 'admin' (recorded in the panel) or the provider whose webhook recorded it. */
    source: text('source').$type<RefundSource>().notNull(),
    providerRefundId: text('provider_refund_id'),
    /** The admin who recorded it, as they were; null for a provider's refund. */
    adminUserId: integer('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    adminName: text('admin_name'),
    adminEmail: text('admin_email'),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_refunds_amount', sql`${t.amount} > 0`),
    check('order_refunds_reason', sql`length(${t.reason}) between 1 and 500`),
    check('order_refunds_source', sql`${t.source} in ('admin', 'stripe', 'coinbase')`),
    index('order_refunds_order_idx').on(t.orderId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The orders refunded on given days (the list's refunded_from / refunded_to filter).
    index('order_refunds_created_at_idx').on(t.createdAt, t.orderId),
    uniqueIndex('order_refunds_provider_refund_unique').on(t.source, t.providerRefundId),
  ],
);

/**
 * The customers a release was announced to (issue 31, item 5): once per release and customer,
 * however often an admin clicks Notify; `mail_id` is set once the job has made the mail.
 */
export const releaseNotifications = pgTable(
  'release_notifications',
  {
    releaseId: integer('release_id')
      .notNull()
      .references(() => softwareReleases.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.releaseId, t.userId] }),
    index('release_notifications_pending_idx')
      .on(t.releaseId)
      .where(sql`${t.mailId} is null`),
  ],
);
