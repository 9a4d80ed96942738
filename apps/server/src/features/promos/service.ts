// Promo codes (spec 001 "Promo Codes"): list (the panel pages it itself), create, partial update
// (the code is fixed; the enable toggle sends `{is_enabled}` alone), delete. Orders keep their own
// snapshot of the promo's terms, so deleting a promo never changes an order. Below them, the use of
// a code: the storefront's checks and discount, and the redemption when a payment completes.
import { and, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  PROMO_MESSAGES,
  promoTermIssues,
  type Promo,
  type PromoCreateBody,
  type PromoListQuery,
  type PromoBulkBody,
  type PromoListResponse,
  type PromoUpdateBody,
} from '@store/contract/promos';
import type { BulkResult } from '@store/contract/bulk';
import type { Db, Tx } from '../../db/client.ts';
import { codePromos } from '../../db/schema/catalog.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import { AppError, conflict, invalid } from '../../platform/errors.ts';
import { idOf } from '../../platform/ids.ts';
import { actOnRecord, actOnRecords, unlessAlready, type RecordAction } from '../../platform/record-actions.ts';
import { nextRevision, type IfMatch } from '../../platform/revisions.ts';
import { offsetOf, pagination } from '../../platform/pagination.ts';
import { listOrderBy, type ListOrder } from '../../platform/sorting.ts';

const RESOURCE = 'code_promos';

export type PromoRow = typeof codePromos.$inferSelect;

export function toPromo(row: PromoRow): Promo {
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

/**
 * The promo list's order as the server reads it, for its pages and its CSV export: newest first.
 * The panel searches and sorts the codes itself (contract promo-view.ts).
 */
export const PROMOS_ORDER: ListOrder<never> = { columns: {}, key: codePromos.id, newest: codePromos.createdAt };

export async function listPromos(db: Db, query: PromoListQuery): Promise<PromoListResponse> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(codePromos)
      .orderBy(...listOrderBy(PROMOS_ORDER))
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

type PromoAction = RecordAction<PromoRow>;

/** Promo codes, locked in id order (a payment redeeming one waits: the max-uses check holds). */
const promoRecords = {
  what: 'promo code',
  resourceType: RESOURCE,
  notFound: PROMO_MESSAGES.notFound,
  load: async (tx: Tx, ids: number[]) => ({
    rows: await tx.select().from(codePromos).where(inArray(codePromos.id, ids)).orderBy(codePromos.id).for('update'),
    state: undefined,
  }),
  current: (_tx: Tx, row: PromoRow) => toPromo(row),
} as const;

/**
 * An edit of promo codes: the form's PATCH, and the enable toggle (`{is_enabled}` alone) that the
 * bulk enable and disable apply to many. The body sets the same values on every promo; the rules
 * are checked on each promo as it would be after the edit.
 */
function promoEdit(body: PromoUpdateBody, now = new Date()): PromoAction {
  const set = {
    ...(body.discount_type !== undefined ? { discountType: body.discount_type } : {}),
    ...(body.discount_value !== undefined ? { discountValue: body.discount_value } : {}),
    ...(body.max_uses !== undefined ? { maxUses: body.max_uses } : {}),
    // spec 001 §5: an empty start date means now, an empty end date means none.
    ...(body.date_start !== undefined ? { dateStart: body.date_start ? new Date(body.date_start) : now } : {}),
    ...(body.date_end !== undefined ? { dateEnd: body.date_end ? new Date(body.date_end) : null } : {}),
    ...(body.is_enabled !== undefined ? { isEnabled: body.is_enabled } : {}),
  };
  return {
    ...promoRecords,
    check: (current) => {
      // spec 001 §5: the code is not editable after creation.
      if (body.code !== undefined && body.code.trim() !== current.code) {
        throw invalid('code', PROMO_MESSAGES.codeFixed);
      }
      const next = { ...current, ...set };
      assertTerms(
        {
          discount_type: next.discountType as Promo['discount_type'],
          discount_value: next.discountValue,
          date_start: next.dateStart,
          date_end: next.dateEnd,
        },
        now,
      );
      // Checked under the row lock, so a payment redeeming the code meanwhile cannot slip past it.
      if (next.maxUses !== null && next.maxUses < current.usageCount) {
        throw invalid('max_uses', PROMO_MESSAGES.maxUsesBelowUsage(current.usageCount));
      }
      return 'change';
    },
    write: (tx, rows) =>
      tx
        .update(codePromos)
        .set({ ...set, updatedAt: now, revision: nextRevision(codePromos.revision) })
        .where(
          inArray(
            codePromos.id,
            rows.map((r) => r.id),
          ),
        )
        .returning(),
    audit: (before, after) => ({ action: 'update', before: auditShape(before), after: auditShape(after) }),
  };
}

/** Deleting promo codes: orders keep their own snapshot of the terms. */
const promoDeletion: PromoAction = {
  ...promoRecords,
  check: () => 'change',
  write: async (tx, rows) => {
    await tx.delete(codePromos).where(
      inArray(
        codePromos.id,
        rows.map((r) => r.id),
      ),
    );
    return rows;
  },
  audit: (before) => ({ action: 'delete', before: auditShape(before) }),
};

export async function updatePromo(
  db: Db,
  actor: Actor,
  rawId: string,
  body: PromoUpdateBody,
  ifMatch?: IfMatch,
): Promise<Promo> {
  const id = idOf(rawId, PROMO_MESSAGES.notFound);
  return toPromo(await actOnRecord(db, actor, promoEdit(body), id, ifMatch));
}

export async function deletePromo(db: Db, actor: Actor, rawId: string, ifMatch?: IfMatch): Promise<void> {
  await actOnRecord(db, actor, promoDeletion, idOf(rawId, PROMO_MESSAGES.notFound), ifMatch);
}

/** `POST /promos/bulk`: a promo already enabled (or disabled) is left unchanged. */
export function bulkPromos(db: Db, actor: Actor, body: PromoBulkBody): Promise<BulkResult> {
  if (body.action === 'delete') return actOnRecords(db, actor, promoDeletion, body.records);
  const enable = body.action === 'enable';
  const toggle = unlessAlready(promoEdit({ is_enabled: enable }), (row) => row.isEnabled === enable);
  return actOnRecords(db, actor, toggle, body.records);
}

// ---------------------------------------------------------------------------------------------
// Using a code (DESIGN §3, §4): the storefront's checkout asks whether it applies now and what it
// takes off the subtotal; completing the payment redeems it (decision 0002).

/** Why a code cannot be used now, in the order the rules are checked. */
export type PromoRefusal = 'notFound' | 'disabled' | 'notStarted' | 'expired' | 'usedUp';

/** The promo of a code when it applies: it exists, is enabled, is within its dates and has uses left. */
export async function usablePromo(tx: Tx, code: string, now = new Date()): Promise<PromoRow | PromoRefusal> {
  const [promo] = await tx.select().from(codePromos).where(eq(codePromos.code, code));
  if (!promo) return 'notFound';
  if (!promo.isEnabled) return 'disabled';
  if (promo.dateStart > now) return 'notStarted';
  if (promo.dateEnd && promo.dateEnd < now) return 'expired';
  if (promo.maxUses !== null && promo.usageCount >= promo.maxUses) return 'usedUp';
  return promo;
}

/** The discount in cents: a percentage of the subtotal (rounded), or a fixed amount up to it. */
export function discountOf(promo: Pick<PromoRow, 'discountType' | 'discountValue'>, subtotal: number): number {
  const raw =
    promo.discountType === 'percentage' ? Math.round((subtotal * promo.discountValue) / 100) : promo.discountValue;
  return Math.max(0, Math.min(subtotal, raw));
}

/**
 * Redeems a code in the caller's transaction: one guarded update counts the use only while the
 * code has uses left, so `usage_count` never passes `max_uses` (the check constraint backs it up);
 * concurrent redemptions of one code wait on its row. Answers the promo as read before the update
 * (its terms are what an order keeps) and whether the use was counted; undefined when no promo has
 * the code (deleted since checkout).
 */
export async function redeemPromo(tx: Tx, code: string): Promise<{ promo: PromoRow; counted: boolean } | undefined> {
  const [promo] = await tx.select().from(codePromos).where(eq(codePromos.code, code)).limit(1);
  if (!promo) return undefined;
  const [redeemed] = await tx
    .update(codePromos)
    .set({ usageCount: sql`${codePromos.usageCount} + 1` })
    .where(
      and(eq(codePromos.id, promo.id), or(isNull(codePromos.maxUses), lt(codePromos.usageCount, codePromos.maxUses))),
    )
    .returning({ id: codePromos.id });
  return { promo, counted: redeemed !== undefined };
}
