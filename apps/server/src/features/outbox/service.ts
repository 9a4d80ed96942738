// The outbox screen (issue 30, item 4; decision 0047): every mail the store sent or tried to,
// newest first, filtered by status and searched by recipient or order number; a failed mail
// retried, any mail with a body sent again as a new one. Each retry and resend is audited. The
// outbox's rows are written by platform/mail.ts, its owner.
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { OutboxListResponse, OutboxMail, OutboxListQuerySchema } from '@store/contract/outbox';
import { OUTBOX_TEXTS } from '@store/contract/outbox';
import type { Db, Tx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/operations.ts';
import { orderMails, orders } from '../../db/schema/sales.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { idOf } from '../../platform/ids.ts';
import { containsPattern } from '../../platform/list-search.ts';
import { resendMail, retryMail, type Mailer } from '../../platform/mail.ts';
import { offsetOf, pageAndTotal, pagination } from '../../platform/pagination.ts';

const RESOURCE = 'mail_outbox';

type ListQuery = ReturnType<typeof OutboxListQuerySchema.parse>;

/** The outbox list's filter: a status, and a part of the recipient's address or an order number. */
export function outboxWhere(query: Pick<ListQuery, 'status' | 'search'>): SQL | undefined {
  const search = query.search?.trim();
  return and(
    query.status ? eq(mailOutbox.status, query.status) : undefined,
    search
      ? or(
          sql`lower(${mailOutbox.toEmail}) like ${containsPattern(search)}`,
          sql`lower(${orders.orderNumber}) = ${search.toLowerCase()}`,
        )
      : undefined,
  );
}

const mailColumns = {
  id: mailOutbox.id,
  to: mailOutbox.toEmail,
  subject: mailOutbox.subject,
  templateKey: mailOutbox.templateKey,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  bodyRemovedAt: mailOutbox.bodyRemovedAt,
  orderId: orders.id,
  orderNumber: orders.orderNumber,
};

type MailRow = { [K in keyof typeof mailColumns]: (typeof mailColumns)[K]['_']['data'] | null };

function toMail(row: MailRow): OutboxMail {
  return {
    id: row.id!,
    to: row.to!,
    subject: row.subject!,
    template_key: row.templateKey,
    status: row.status as OutboxMail['status'],
    attempts: row.attempts!,
    last_error: row.lastError,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    created_at: row.createdAt!.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    body_removed_at: row.bodyRemovedAt?.toISOString() ?? null,
    order: row.orderId !== null && row.orderNumber !== null ? { id: row.orderId, order_number: row.orderNumber } : null,
  };
}

const fromOutbox = (db: Tx) =>
  db
    .select(mailColumns)
    .from(mailOutbox)
    .leftJoin(orderMails, eq(orderMails.mailId, mailOutbox.id))
    .leftJoin(orders, eq(orders.id, orderMails.orderId));

export async function listOutbox(db: Db, query: ListQuery): Promise<OutboxListResponse> {
  const where = outboxWhere(query);
  const { rows, total } = await pageAndTotal(
    query,
    () =>
      fromOutbox(db)
        .where(where)
        .orderBy(desc(mailOutbox.id))
        .limit(query.limit)
        .offset(offsetOf(query.page, query.limit)),
    async () => {
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .leftJoin(orderMails, eq(orderMails.mailId, mailOutbox.id))
        .leftJoin(orders, eq(orders.id, orderMails.orderId))
        .where(where);
      return counted?.n ?? 0;
    },
  );
  return { mails: rows.map(toMail), pagination: pagination(query.page, query.limit, total) };
}

async function mailById(tx: Tx, id: number): Promise<OutboxMail> {
  const [row] = await fromOutbox(tx).where(eq(mailOutbox.id, id));
  if (!row) throw new AppError('NOT_FOUND', OUTBOX_TEXTS.notFound);
  return toMail(row);
}

/** `POST /outbox/{id}/retry`: a failed mail tried again now, its attempts counted afresh. */
export async function retryOutboxMail(db: Db, actor: Actor, rawId: string): Promise<OutboxMail> {
  const id = idOf(rawId, OUTBOX_TEXTS.notFound);
  return db.transaction(async (tx) => {
    const before = await mailById(tx, id);
    if (before.body_removed_at) throw new AppError('CONFLICT', OUTBOX_TEXTS.linkExpired);
    if (!(await retryMail(tx, id))) throw new AppError('CONFLICT', OUTBOX_TEXTS.onlyFailed);
    const after = await mailById(tx, id);
    await writeAudit(tx, actor, {
      action: 'update',
      resourceType: RESOURCE,
      resourceId: id,
      before: { status: before.status, last_error: before.last_error },
      after: { status: after.status, last_error: after.last_error },
    });
    return after;
  });
}

/** `POST /outbox/{id}/resend`: the mail sent again as a new outbox row; answers the new one. */
export async function resendOutboxMail(db: Db, mailer: Mailer, actor: Actor, rawId: string): Promise<OutboxMail> {
  const id = idOf(rawId, OUTBOX_TEXTS.notFound);
  return db.transaction(async (tx) => {
    const original = await mailById(tx, id);
    if (original.body_removed_at) throw new AppError('CONFLICT', OUTBOX_TEXTS.linkExpired);
    const copy = await resendMail(tx, mailer, id);
    if (copy === null) throw new AppError('CONFLICT', OUTBOX_TEXTS.nothingToResend);
    const made = await mailById(tx, copy);
    await writeAudit(tx, actor, {
      action: 'create',
      resourceType: RESOURCE,
      resourceId: copy,
      after: { resent_from: id, to: made.to, subject: made.subject, template_key: made.template_key },
    });
    return made;
  });
}
