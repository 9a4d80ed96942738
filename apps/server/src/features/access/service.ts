// Grants of product access to users (spec 001 "User Access"): list, grant, edit, revoke.
// One active grant per user and product (a partial unique index); the service says so first.
import { and, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  ACCESS_MESSAGES,
  type Access,
  type AccessCreateBody,
  type AccessListQuery,
  type AccessListResponse,
  type AccessUpdateBody,
} from '@store/contract/access';
import type { Db, Tx } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { userProductAccess } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import { AppError, conflict, invalid } from '../../platform/errors.ts';
import { idOf } from '../../platform/ids.ts';
import { offsetOf, pagination } from '../../platform/pagination.ts';
import { assertRevision, nextRevision, type IfMatch } from '../../platform/revisions.ts';
import { rowCount } from '../../platform/row-counts.ts';
import { containsPattern } from '../../platform/search.ts';

const RESOURCE = 'user_product_access';

/** The 412 of a stale write to a grant. */
const staleGrant = (tx: Tx, grant: typeof userProductAccess.$inferSelect) =>
  ({
    row: grant,
    what: 'access grant',
    resourceType: RESOURCE,
    resourceId: grant.id,
    current: async () => toAccess((await findRow(tx, grant.id))!),
  }) as const;

const selection = {
  grant: userProductAccess,
  user: { id: users.id, name: users.name, email: users.email },
  product: { id: products.id, name: products.name },
};

type Row = {
  grant: typeof userProductAccess.$inferSelect;
  user: { id: number; name: string; email: string };
  product: { id: number; name: string };
};

function toAccess({ grant, user, product }: Row): Access {
  return {
    id: grant.id,
    user_id: grant.userId,
    product_id: grant.productId,
    expires_at: grant.expiresAt?.toISOString() ?? null,
    is_active: grant.isActive,
    granted_at: grant.grantedAt.toISOString(),
    created_at: grant.createdAt.toISOString(),
    updated_at: grant.updatedAt.toISOString(),
    revision: grant.revision,
    user,
    product,
  };
}

/** What the audit row records of a grant (its own fields, no relations). */
function auditShape(grant: typeof userProductAccess.$inferSelect) {
  return {
    user_id: grant.userId,
    product_id: grant.productId,
    expires_at: grant.expiresAt,
    is_active: grant.isActive,
    granted_at: grant.grantedAt,
  };
}

function base(db: Tx) {
  return db
    .select(selection)
    .from(userProductAccess)
    .innerJoin(users, eq(users.id, userProductAccess.userId))
    .innerJoin(products, eq(products.id, userProductAccess.productId));
}

/** The search of the grants list: the user's e-mail or name (over the join with users). */
export function accessWhere(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(sql`${users.email} like ${pattern}`, sql`lower(${users.name}) like ${pattern}`);
}

export async function listAccess(db: Db, query: AccessListQuery): Promise<AccessListResponse> {
  const where = accessWhere(query.search);
  const total = where
    ? db
        .select({ total: count() })
        .from(userProductAccess)
        .innerJoin(users, eq(users.id, userProductAccess.userId))
        .where(where)
        .then(([totals]) => totals?.total ?? 0)
    : rowCount(db, 'user_product_access');
  const [rows, n] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(desc(userProductAccess.createdAt), desc(userProductAccess.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    total,
  ]);
  return { access: rows.map(toAccess), pagination: pagination(query.page, query.limit, n) };
}

async function findRow(db: Tx, id: number): Promise<Row | undefined> {
  const [row] = await base(db).where(eq(userProductAccess.id, id));
  return row;
}

export async function getAccess(db: Db, rawId: string): Promise<Access> {
  const row = await findRow(db, idOf(rawId, ACCESS_MESSAGES.notFound));
  if (!row) throw new AppError('NOT_FOUND', ACCESS_MESSAGES.notFound);
  return toAccess(row);
}

/** Refuses a second active grant of the same product to the same user. */
async function assertNoOtherActive(tx: Tx, userId: number, productId: number, exceptId?: number) {
  const [other] = await tx
    .select({ id: userProductAccess.id })
    .from(userProductAccess)
    .where(
      and(
        eq(userProductAccess.userId, userId),
        eq(userProductAccess.productId, productId),
        eq(userProductAccess.isActive, true),
        exceptId === undefined ? undefined : ne(userProductAccess.id, exceptId),
      ),
    )
    .limit(1);
  if (other) throw conflict(ACCESS_MESSAGES.duplicate);
}

export async function createAccess(db: Db, actor: Actor, body: AccessCreateBody): Promise<Access> {
  const id = await db.transaction(async (tx) => {
    // Locking the user row serialises concurrent grants for that user, so the duplicate check
    // below holds (the partial unique index is the net under it).
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, body.user_id)).for('update');
    if (!user) throw invalid('user_id', ACCESS_MESSAGES.userNotFound);
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, body.product_id));
    if (!product) throw invalid('product_id', ACCESS_MESSAGES.productNotFound);
    if (body.is_active) await assertNoOtherActive(tx, body.user_id, body.product_id);
    const [grant] = await tx
      .insert(userProductAccess)
      .values({
        userId: body.user_id,
        productId: body.product_id,
        expiresAt: body.expires_at ? new Date(body.expires_at) : null,
        isActive: body.is_active,
      })
      .returning();
    await writeAudit(tx, actor, {
      action: 'create',
      resourceType: RESOURCE,
      resourceId: grant!.id,
      after: auditShape(grant!),
    });
    return grant!.id;
  });
  return toAccess((await findRow(db, id))!);
}

export async function updateAccess(
  db: Db,
  actor: Actor,
  rawId: string,
  body: AccessUpdateBody,
  ifMatch?: IfMatch,
): Promise<Access> {
  const id = idOf(rawId, ACCESS_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ userId: userProductAccess.userId })
      .from(userProductAccess)
      .where(eq(userProductAccess.id, id));
    if (!owner) throw new AppError('NOT_FOUND', ACCESS_MESSAGES.notFound);
    // The user's row first, as a new grant does (one lock order, no deadlock), then the grant.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for('update');
    const [current] = await tx.select().from(userProductAccess).where(eq(userProductAccess.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', ACCESS_MESSAGES.notFound);
    await assertRevision(tx, ifMatch, staleGrant(tx, current));
    const isActive = body.is_active ?? current.isActive;
    if (isActive && !current.isActive) await assertNoOtherActive(tx, current.userId, current.productId, id);
    const [updated] = await tx
      .update(userProductAccess)
      .set({
        isActive,
        expiresAt:
          body.expires_at === undefined ? current.expiresAt : body.expires_at ? new Date(body.expires_at) : null,
        updatedAt: new Date(),
        revision: nextRevision(userProductAccess.revision),
      })
      .where(eq(userProductAccess.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'update',
      resourceType: RESOURCE,
      resourceId: id,
      before: auditShape(current),
      after: auditShape(updated!),
    });
  });
  return toAccess((await findRow(db, id))!);
}

/** Revoking a grant deletes it (spec 001 §7 DELETE /access/{id}). */
export async function deleteAccess(db: Db, actor: Actor, rawId: string, ifMatch?: IfMatch): Promise<void> {
  const id = idOf(rawId, ACCESS_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    const [removed] = await tx.select().from(userProductAccess).where(eq(userProductAccess.id, id)).for('update');
    if (!removed) throw new AppError('NOT_FOUND', ACCESS_MESSAGES.notFound);
    await assertRevision(tx, ifMatch, staleGrant(tx, removed));
    await tx.delete(userProductAccess).where(eq(userProductAccess.id, id));
    await writeAudit(tx, actor, {
      action: 'delete',
      resourceType: RESOURCE,
      resourceId: id,
      before: auditShape(removed),
    });
  });
}
