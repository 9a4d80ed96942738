// Internal notes on an order (issue 16, decision 0021): any admin adds one; only its author
// changes or deletes it. Each write is audited ('order_notes') in its own transaction, and an
// edit or a delete takes `If-Match` like every record an admin edits.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_NOTE_MESSAGES, type OrderNote } from '@store/contract/order-timeline';
import { ORDER_MESSAGES } from '@store/contract/orders';
import type { Db } from '../../db/client.ts';
import { orderNotes, orders } from '../../db/schema/sales.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { idOf } from '../../platform/ids.ts';
import { isoInstant } from '../../platform/instants.ts';
import { actOnRecord, type RecordAction } from '../../platform/record-actions.ts';
import { nextRevision, type IfMatch } from '../../platform/revisions.ts';
import { orderIdOf } from './service.ts';

type NoteRow = typeof orderNotes.$inferSelect;

export function toNote(row: NoteRow): OrderNote {
  return {
    id: row.id,
    order_id: row.orderId,
    body: row.body,
    author: { id: row.authorId, name: row.authorName, email: row.authorEmail },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    revision: row.revision,
  };
}

/** A note as PostgreSQL writes it in JSON, in the shape of `toNote` (the timeline reads hundreds). */
export const noteJson = sql<OrderNote>`json_build_object(
  'id', ${orderNotes.id},
  'order_id', ${orderNotes.orderId},
  'body', ${orderNotes.body},
  'author', json_build_object('id', ${orderNotes.authorId}, 'name', ${orderNotes.authorName}, 'email', ${orderNotes.authorEmail}),
  'created_at', ${isoInstant(orderNotes.createdAt)},
  'updated_at', ${isoInstant(orderNotes.updatedAt)},
  'revision', ${orderNotes.revision})`;

export async function addNote(db: Db, actor: Actor, rawOrderId: string, body: string): Promise<OrderNote> {
  const orderId = orderIdOf(rawOrderId);
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
    const [note] = await tx
      .insert(orderNotes)
      .values({ orderId, authorId: actor.id, authorName: actor.name, authorEmail: actor.email, body })
      .returning();
    await writeAudit(tx, actor, {
      action: 'create',
      resourceType: 'order_notes',
      resourceId: note!.id,
      after: { order_id: orderId, body },
    });
    return toNote(note!);
  });
}

/** A change to one note of one order, by its author only. */
function noteAction(
  actor: Actor,
  orderId: number,
  change: Pick<RecordAction<NoteRow>, 'write' | 'audit'>,
): RecordAction<NoteRow> {
  return {
    what: 'note',
    resourceType: 'order_notes',
    notFound: ORDER_NOTE_MESSAGES.noteNotFound,
    load: async (tx, ids) => ({
      rows: await tx
        .select()
        .from(orderNotes)
        .where(and(inArray(orderNotes.id, ids), eq(orderNotes.orderId, orderId)))
        .orderBy(orderNotes.id)
        .for('update'),
      state: undefined,
    }),
    current: (_tx, row) => toNote(row),
    check: (row) => {
      if (row.authorId !== actor.id) throw new AppError('FORBIDDEN', ORDER_NOTE_MESSAGES.notAuthor);
      return 'change';
    },
    ...change,
  };
}

export async function editNote(
  db: Db,
  actor: Actor,
  rawOrderId: string,
  rawNoteId: string,
  body: string,
  ifMatch?: IfMatch,
): Promise<OrderNote> {
  const action = noteAction(actor, orderIdOf(rawOrderId), {
    write: (tx, rows) =>
      tx
        .update(orderNotes)
        .set({ body, updatedAt: new Date(), revision: nextRevision(orderNotes.revision) })
        .where(
          inArray(
            orderNotes.id,
            rows.map((r) => r.id),
          ),
        )
        .returning(),
    audit: (before, after) => ({ action: 'update', before: { body: before.body }, after: { body: after.body } }),
  });
  return toNote(await actOnRecord(db, actor, action, idOf(rawNoteId, ORDER_NOTE_MESSAGES.noteNotFound), ifMatch));
}

export async function deleteNote(
  db: Db,
  actor: Actor,
  rawOrderId: string,
  rawNoteId: string,
  ifMatch?: IfMatch,
): Promise<void> {
  const action = noteAction(actor, orderIdOf(rawOrderId), {
    write: (tx, rows) =>
      tx
        .delete(orderNotes)
        .where(
          inArray(
            orderNotes.id,
            rows.map((r) => r.id),
          ),
        )
        .returning(),
    audit: (before) => ({ action: 'delete', before: { order_id: before.orderId, body: before.body } }),
  });
  await actOnRecord(db, actor, action, idOf(rawNoteId, ORDER_NOTE_MESSAGES.noteNotFound), ifMatch);
}
