// Promo codes (spec 001 "Promo Codes"): list (the panel pages it itself), create, partial update
// (the code is fixed; the enable toggle sends `{is_enabled}` alone), delete. Orders keep their own
// snapshot of the promo's terms, so deleting a promo never changes an order.
import { count, desc, eq } from 'drizzle-orm';
import {
  PROMO_MESSAGES,
  promoTermIssues,
  type Promo,
  type PromoCreateBody,
  type PromoListQuery,
  type PromoListResponse,
  type PromoUpdateBody,
} from '@store/contract/promos';
import type { Db } from '../../db/client.ts';
import { codePromos } from '../../db/schema/catalog.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import { AppError, conflict, invalid } from '../../platform/errors.ts';
import { idOf } from '../../platform/ids.ts';
import { assertRevision, nextRevision, type IfMatch } from '../../platform/revisions.ts';
import { offsetOf, pagination } from '../../platform/pagination.ts';

const RESOURCE = 'code_promos';

/** The 412 of a stale write to a promo code. */
const stalePromo = (row: PromoRow) =>
  ({ row, what: 'promo code', resourceType: RESOURCE, resourceId: row.id, current: () => toPromo(row) }) as const;
type PromoRow = typeof codePromos.$inferSelect;

function toPromo(row: PromoRow): Promo {
  return {
    id: row.id,
    code: row.code,
    discount_type: row.discountType as Promo['discount_type'],
    discount_value: row.discountValue,
    max_uses: row.maxUses,
    usage_count: row.usageCount,
    date_start: row.dateStart.toISOString(),
    date_end: row.dateEnd?.toISOString() ?? null,
    is_enabled: row.isEnabled,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    revision: row.revision,
  };
}

/** What the audit row records: the wire names of the fields an admin sets. */
function auditShape(row: PromoRow) {
  return {
    code: row.code,
    discount_type: row.discountType,
    discount_value: row.discountValue,
    max_uses: row.maxUses,
    date_start: row.dateStart,
    date_end: row.dateEnd,
    is_enabled: row.isEnabled,
  };
}

/** The first cross-field rule a promo breaks, as a 400 on its field. */
function assertTerms(terms: Parameters<typeof promoTermIssues>[0], now: Date): void {
  const [issue] = promoTermIssues(terms, now);
  if (issue) throw invalid(issue.path, issue.message);
}

export async function listPromos(db: Db, query: PromoListQuery): Promise<PromoListResponse> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(codePromos)
      .orderBy(desc(codePromos.createdAt), desc(codePromos.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ total: count() }).from(codePromos),
  ]);
  return { data: rows.map(toPromo), pagination: pagination(query.page, query.limit, totals?.total ?? 0) };
}

export async function getPromo(db: Db, rawId: string): Promise<Promo> {
  const id = idOf(rawId, PROMO_MESSAGES.notFound);
  const [row] = await db.select().from(codePromos).where(eq(codePromos.id, id));
  if (!row) throw new AppError('NOT_FOUND', PROMO_MESSAGES.notFound);
  return toPromo(row);
}

export async function createPromo(db: Db, actor: Actor, body: PromoCreateBody): Promise<Promo> {
  const now = new Date();
  // spec 001 §5: an empty start date means now, an empty end date means none.
  const dateStart = body.date_start ? new Date(body.date_start) : now;
  const dateEnd = body.date_end ? new Date(body.date_end) : null;
  assertTerms({ ...body, date_start: dateStart, date_end: dateEnd }, now);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(codePromos)
      .values({
        code: body.code,
        discountType: body.discount_type,
        discountValue: body.discount_value,
        maxUses: body.max_uses,
        dateStart,
        dateEnd,
        isEnabled: body.is_enabled,
      })
      .onConflictDoNothing({ target: codePromos.code })
      .returning();
    if (!created) throw conflict(PROMO_MESSAGES.duplicate(body.code));
    await writeAudit(tx, actor, {
      action: 'create',
      resourceType: RESOURCE,
      resourceId: created.id,
      after: auditShape(created),
    });
    return toPromo(created);
  });
}

export async function updatePromo(
  db: Db,
  actor: Actor,
  rawId: string,
  body: PromoUpdateBody,
  ifMatch?: IfMatch,
): Promise<Promo> {
  const id = idOf(rawId, PROMO_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    // Locked, so a payment redeeming the code meanwhile cannot slip past the max-uses check.
    const [current] = await tx.select().from(codePromos).where(eq(codePromos.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', PROMO_MESSAGES.notFound);
    await assertRevision(tx, ifMatch, stalePromo(current));
    // spec 001 §5: the code is not editable after creation.
    if (body.code !== undefined && body.code.trim() !== current.code) throw invalid('code', PROMO_MESSAGES.codeFixed);

    const now = new Date();
    const next = {
      discountType: body.discount_type ?? current.discountType,
      discountValue: body.discount_value ?? current.discountValue,
      maxUses: body.max_uses === undefined ? current.maxUses : body.max_uses,
      dateStart: body.date_start === undefined ? current.dateStart : body.date_start ? new Date(body.date_start) : now,
      dateEnd: body.date_end === undefined ? current.dateEnd : body.date_end ? new Date(body.date_end) : null,
      isEnabled: body.is_enabled ?? current.isEnabled,
    };
    assertTerms(
      {
        discount_type: next.discountType as Promo['discount_type'],
        discount_value: next.discountValue,
        date_start: next.dateStart,
        date_end: next.dateEnd,
      },
      now,
    );
    if (next.maxUses !== null && next.maxUses < current.usageCount) {
      throw invalid('max_uses', PROMO_MESSAGES.maxUsesBelowUsage(current.usageCount));
    }

    const [updated] = await tx
      .update(codePromos)
      .set({ ...next, updatedAt: now, revision: nextRevision(codePromos.revision) })
      .where(eq(codePromos.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'update',
      resourceType: RESOURCE,
      resourceId: id,
      before: auditShape(current),
      after: auditShape(updated!),
    });
    return toPromo(updated!);
  });
}

export async function deletePromo(db: Db, actor: Actor, rawId: string, ifMatch?: IfMatch): Promise<void> {
  const id = idOf(rawId, PROMO_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    const [removed] = await tx.select().from(codePromos).where(eq(codePromos.id, id)).for('update');
    if (!removed) throw new AppError('NOT_FOUND', PROMO_MESSAGES.notFound);
    await assertRevision(tx, ifMatch, stalePromo(removed));
    await tx.delete(codePromos).where(eq(codePromos.id, id));
    await writeAudit(tx, actor, {
      action: 'delete',
      resourceType: RESOURCE,
      resourceId: id,
      before: auditShape(removed),
    });
  });
}
