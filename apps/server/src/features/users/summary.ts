// A customer at a glance (issue 31, item 1): the lifetime value per currency, net of refunds, the
// first and last order, and the newest refunds and mails. A fixed number of statements whatever
// the customer's history, each read through an index of the customer's rows.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { REVENUE_STATUSES } from '@store/contract/orders';
import type { MailStatus } from '@store/contract/outbox';
import { SUMMARY_LIST_LIMIT, USER_MESSAGES, type CustomerSummary } from '@store/contract/users';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/operations.ts';
import { orderMails, orderRefunds, orders } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../platform/errors.ts';
import { idOf } from '../../platform/ids.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** `GET /users/{id}/summary`. */
export async function customerSummary(db: Db, rawId: string): Promise<CustomerSummary> {
  const id = idOf(rawId, USER_MESSAGES.notFound);
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
  if (!user) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
  const [lifetime, [span], refunds, mails] = await Promise.all([
    db
      .select({
        currency: orders.currency,
        paid: sql<string>`sum(${orders.total})`,
        refunded: sql<string>`sum(${orders.amountRefunded})`,
        orders: sql<number>`count(*)::int`,
      })
      .from(orders)
      .where(and(eq(orders.userId, id), inArray(orders.status, [...REVENUE_STATUSES])))
      .groupBy(orders.currency)
      .orderBy(orders.currency),
    db
      .select({
        first: sql<string | null>`min(${orders.createdAt})`,
        last: sql<string | null>`max(${orders.createdAt})`,
      })
      .from(orders)
      .where(eq(orders.userId, id)),
    db
      .select({
        id: orderRefunds.id,
        orderId: orderRefunds.orderId,
        orderNumber: orders.orderNumber,
        amount: orderRefunds.amount,
        currency: orderRefunds.currency,
        reason: orderRefunds.reason,
        source: orderRefunds.source,
        createdAt: orderRefunds.createdAt,
      })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .where(eq(orders.userId, id))
      .orderBy(desc(orderRefunds.createdAt), desc(orderRefunds.id))
      .limit(SUMMARY_LIST_LIMIT),
    db
      .select({
        id: mailOutbox.id,
        subject: mailOutbox.subject,
        templateKey: mailOutbox.templateKey,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
        orderId: orders.id,
        orderNumber: orders.orderNumber,
      })
      .from(mailOutbox)
      .leftJoin(orderMails, eq(orderMails.mailId, mailOutbox.id))
      .leftJoin(orders, eq(orders.id, orderMails.orderId))
      .where(eq(mailOutbox.toEmail, user.email))
      .orderBy(desc(mailOutbox.id))
      .limit(SUMMARY_LIST_LIMIT),
  ]);
  return {
    lifetime: lifetime.map((l) => {
      const paid = Number(l.paid);
      const refunded = Number(l.refunded);
      return {
        currency: l.currency,
        paid_cents: paid,
        refunded_cents: refunded,
        net_cents: paid - refunded,
        orders: l.orders,
      };
    }),
    first_order_at: iso(span?.first ?? null),
    last_order_at: iso(span?.last ?? null),
    refunds: refunds.map((r) => ({
      id: r.id,
      order_id: r.orderId,
      order_number: r.orderNumber,
      amount: r.amount,
      currency: r.currency,
      reason: r.reason,
      source: r.source,
      created_at: r.createdAt.toISOString(),
    })),
    mails: mails.map((m) => ({
      id: m.id,
      subject: m.subject,
      template_key: m.templateKey,
      status: m.status as MailStatus,
      created_at: m.createdAt.toISOString(),
      sent_at: m.sentAt?.toISOString() ?? null,
      order: m.orderId !== null && m.orderNumber !== null ? { id: m.orderId, order_number: m.orderNumber } : null,
    })),
  };
}
