// Grants of product access to users (spec 001 "User Access"): list, grant, edit, revoke, and the
// grants a completed payment makes for the downloadable products it bought. One active grant per
// user and product (a partial unique index); the service says so first, a purchase extends it.
import { and, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  ACCESS_MESSAGES,
  EXPIRING_WITHIN_DAYS,
  type Access,
  type AccessBulkBody,
  type AccessCreateBody,
  type AccessExpiryFilter,
  type AccessStateFilter,
  type AccessGroup,
  type AccessGroupsQuery,
  type AccessGroupsResponse,
  type AccessListQuery,
  type AccessListResponse,
  type AccessUpdateBody,
} from '@store/contract/access';
import type { BulkResult } from '@store/contract/bulk';
import type { OrderGrant } from '@store/contract/order-refunds';
import type { Db, Tx } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { accessGroups } from '../../db/schema/rollups.ts';
import { userProductAccess } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import { writeAudit, writeAudits, type Actor, type AuditActor } from '../../platform/audit.ts';
import { AppError, conflict, invalid } from '../../platform/errors.ts';
import { idOf } from '../../platform/ids.ts';
import { offsetOf, pagination } from '../../platform/pagination.ts';
import { emitWebhookEvents } from '../webhooks/service.ts';
import { actOnRecord, actOnRecords, unlessAlready, type RecordAction } from '../../platform/record-actions.ts';
import { nextRevision, type IfMatch } from '../../platform/revisions.ts';
import { rowCount, rowCountsOf } from '../../platform/row-counts.ts';
import { containsPattern } from '../../platform/list-search.ts';
import { listOrderBy, type ListOrder } from '../../platform/sorting.ts';

const RESOURCE = 'user_product_access';

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

/**
 * The grants list's order, for its pages and its CSV export: newest first, its only order (the
 * list has no sort).
 */
export const ACCESS_ORDER: ListOrder<never> = {
  columns: {},
  key: userProductAccess.id,
  newest: userProductAccess.createdAt,
};

/** The grants' view: a search of the user, an expiry filter (issue 31, item 4), a product and a state (issue 34). */
export type AccessView = Pick<AccessListQuery, 'search'> &
  Partial<Pick<AccessListQuery, 'expiry' | 'within_days' | 'product' | 'state'>>;

/** Whether the view keeps some grants of a user and not others (so groups list only those). */
const filtersGrants = (view: AccessView) => Boolean(view.expiry || view.product || view.state);

/** The grants in a state, as `accessState` shows them: expired first, then on or off. */
function stateWhere(state: AccessStateFilter): SQL {
  const expired = sql`${userProductAccess.expiresAt} is not null and ${userProductAccess.expiresAt} <= now()`;
  if (state === 'expired') return expired;
  return sql`${userProductAccess.isActive} = ${state === 'active'} and not coalesce(${userProductAccess.expiresAt} <= now(), false)`;
}

/**
 * The grants list's filter, for its pages, its groups and its CSV export: the user's e-mail or
 * name (over the join with users), and the expiry filter.
 */
export function accessWhere(view: AccessView): SQL | undefined {
  const pattern = view.search ? containsPattern(view.search) : undefined;
  return and(
    pattern ? or(sql`${users.email} like ${pattern}`, sql`lower(${users.name}) like ${pattern}`) : undefined,
    view.expiry ? expiryWhere(view.expiry, view.within_days ?? EXPIRING_WITHIN_DAYS[0]) : undefined,
    view.product === undefined ? undefined : eq(userProductAccess.productId, view.product),
    view.state ? stateWhere(view.state) : undefined,
  );
}

export async function listAccess(db: Db, query: AccessListQuery): Promise<AccessListResponse> {
  const where = accessWhere(query);
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
      .orderBy(...listOrderBy(ACCESS_ORDER))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    total,
  ]);
  return { access: rows.map(toAccess), pagination: pagination(query.page, query.limit, n) };
}

/**
 * The users of a page of groups, newest grant first: a range of access_groups_newest_idx, joined
 * to the users only for a search (exported so a test can EXPLAIN it).
 */
export function accessGroupsPageQuery(db: Db, query: Pick<AccessGroupsQuery, 'page' | 'limit' | 'search'>) {
  const where = accessWhere({ search: query.search });
  const from = db.select({ userId: accessGroups.userId }).from(accessGroups);
  return (where ? from.innerJoin(users, eq(users.id, accessGroups.userId)).where(where) : from)
    .orderBy(desc(accessGroups.newestAt), desc(accessGroups.userId))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
}

/**
 * A page of the User Access screen's groups (decision 0036): users with grants, newest grant
 * first, read from `access_groups` by its index; then every grant of those users in one query.
 * The totals are row_counts keys, or with a search sums over the users it finds.
 */
export async function listAccessGroups(db: Db, query: AccessGroupsQuery): Promise<AccessGroupsResponse> {
  if (filtersGrants(query)) return listFilteredGroups(db, query);
  const where = accessWhere({ search: query.search });
  const totals = where
    ? db
        .select({ groups: count(), grants: sql<number>`coalesce(sum(${accessGroups.grants}), 0)::int` })
        .from(accessGroups)
        .innerJoin(users, eq(users.id, accessGroups.userId))
        .where(where)
        .then(([t]) => t ?? { groups: 0, grants: 0 })
    : rowCountsOf(db, ['access_groups', 'user_product_access'] as const).then(([groups, grants]) => ({
        groups,
        grants,
      }));
  const [ids, { groups: total, grants: grantsTotal }] = await Promise.all([accessGroupsPageQuery(db, query), totals]);
  return groupsOf(db, query, ids, undefined, total, grantsTotal);
}

/** The grants an expiry filter keeps (the active-expiry index reads both). */
export function expiryWhere(expiry: AccessExpiryFilter, withinDays: number): SQL {
  return expiry === 'expiring'
    ? sql`${userProductAccess.isActive} and ${userProductAccess.expiresAt} is not null
        and ${userProductAccess.expiresAt} > now() and ${userProductAccess.expiresAt} <= now() + ${withinDays} * interval '1 day'`
    : sql`${userProductAccess.expiresAt} is not null and ${userProductAccess.expiresAt} <= now()`;
}

/** The groups of the users with grants the filters keep, each listing only those. */
async function listFilteredGroups(db: Db, query: AccessGroupsQuery): Promise<AccessGroupsResponse> {
  const kept = accessWhere(query);
  const matching = db
    .select({ userId: userProductAccess.userId, newest: sql`max(${userProductAccess.createdAt})`.as('newest') })
    .from(userProductAccess)
    .innerJoin(users, eq(users.id, userProductAccess.userId))
    .where(kept)
    .groupBy(userProductAccess.userId)
    .as('matching');
  const [ids, [totals]] = await Promise.all([
    db
      .select({ userId: matching.userId })
      .from(matching)
      .orderBy(desc(matching.newest), desc(matching.userId))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db
      .select({ groups: sql<number>`count(distinct ${userProductAccess.userId})::int`, grants: count() })
      .from(userProductAccess)
      .innerJoin(users, eq(users.id, userProductAccess.userId))
      .where(kept),
  ]);
  return groupsOf(db, query, ids, kept, totals?.groups ?? 0, totals?.grants ?? 0);
}

/** The page's groups in its order, with their grants (those `kept`, if given). */
async function groupsOf(
  db: Db,
  query: AccessGroupsQuery,
  ids: { userId: number }[],
  kept: SQL | undefined,
  total: number,
  grantsTotal: number,
): Promise<AccessGroupsResponse> {
  const rows =
    ids.length === 0
      ? []
      : await base(db)
          .where(
            and(
              inArray(
                userProductAccess.userId,
                ids.map((r) => r.userId),
              ),
              kept,
            ),
          )
          .orderBy(...listOrderBy(ACCESS_ORDER));
  const byUser = new Map<number, AccessGroup>();
  for (const row of rows) {
    let group = byUser.get(row.grant.userId);
    if (!group) byUser.set(row.grant.userId, (group = { user: row.user, grants: [] }));
    group.grants.push(toAccess(row));
  }
  return {
    // In the page's order; a group whose grants went between the two reads is left out.
    groups: ids.flatMap(({ userId }) => byUser.get(userId) ?? []),
    grants_total: grantsTotal,
    pagination: pagination(query.page, query.limit, total),
  };
}

async function findRow(db: Tx, id: number): Promise<Row | undefined> {
  const [row] = await base(db).where(eq(userProductAccess.id, id));
  return row;
}

/** Tells the webhooks (decision 0062) that these grants were given or taken back, as they are now. */
function emitAccessEvents(tx: Tx, type: 'access.granted' | 'access.revoked', ids: number[]): Promise<void> {
  if (ids.length === 0) return Promise.resolve();
  return emitWebhookEvents(tx, type, async () => {
    const rows = await base(tx).where(inArray(userProductAccess.id, ids)).orderBy(userProductAccess.id);
    // A revocation deletes the grant: told as it was, no longer active.
    return rows.map((row) => ({
      access: type === 'access.revoked' ? { ...toAccess(row), is_active: false } : toAccess(row),
    }));
  });
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
    if (grant!.isActive) await emitAccessEvents(tx, 'access.granted', [grant!.id]);
    return grant!.id;
  });
  return toAccess((await findRow(db, id))!);
}

type GrantRow = typeof userProductAccess.$inferSelect;

/** The grants, locked in id order. */
const lockGrants = (tx: Tx, ids: number[]) =>
  tx
    .select()
    .from(userProductAccess)
    .where(inArray(userProductAccess.id, ids))
    .orderBy(userProductAccess.id)
    .for('update');

const grantRecords = {
  what: 'access grant',
  resourceType: RESOURCE,
  notFound: ACCESS_MESSAGES.notFound,
  current: async (tx: Tx, grant: GrantRow) => toAccess((await findRow(tx, grant.id))!),
} as const;

/** The active grants of each user and product, by `user:product`: one active grant per pair. */
type ActiveGrants = Map<string, Set<number>>;
const pairOf = (grant: { userId: number; productId: number }) => `${grant.userId}:${grant.productId}`;

/**
 * An edit of grants: the form's PATCH, and the bulk re-activation (`{is_active: true}`). A grant
 * switched on must be its user's only active grant of the product: the users' rows are locked
 * first, as a new grant does (one lock order, no deadlock), then the grants.
 */
function grantEdit(body: AccessUpdateBody): RecordAction<GrantRow, ActiveGrants> {
  const set = {
    ...(body.is_active !== undefined ? { isActive: body.is_active } : {}),
    ...(body.expires_at !== undefined ? { expiresAt: body.expires_at ? new Date(body.expires_at) : null } : {}),
  };
  return {
    ...grantRecords,
    load: async (tx, ids) => {
      const owners = await tx
        .selectDistinct({ userId: userProductAccess.userId })
        .from(userProductAccess)
        .where(inArray(userProductAccess.id, ids));
      if (owners.length > 0) {
        await tx
          .select({ id: users.id })
          .from(users)
          .where(
            inArray(
              users.id,
              owners.map((o) => o.userId),
            ),
          )
          .orderBy(users.id)
          .for('update');
      }
      const rows = await lockGrants(tx, ids);
      const active: ActiveGrants = new Map();
      if (body.is_active === true && rows.length > 0) {
        const others = await tx
          .select({
            id: userProductAccess.id,
            userId: userProductAccess.userId,
            productId: userProductAccess.productId,
          })
          .from(userProductAccess)
          .where(
            and(
              eq(userProductAccess.isActive, true),
              inArray(userProductAccess.userId, [...new Set(rows.map((r) => r.userId))]),
              inArray(userProductAccess.productId, [...new Set(rows.map((r) => r.productId))]),
            ),
          );
        for (const grant of others) active.set(pairOf(grant), (active.get(pairOf(grant)) ?? new Set()).add(grant.id));
      }
      return { rows, state: active };
    },
    check: (current, active) => {
      if (body.is_active === true && !current.isActive) {
        const pair = active.get(pairOf(current)) ?? new Set<number>();
        if ([...pair].some((id) => id !== current.id)) throw conflict(ACCESS_MESSAGES.duplicate);
        active.set(pairOf(current), pair.add(current.id));
      }
      return 'change';
    },
    write: async (tx, rows) => {
      const written = await tx
        .update(userProductAccess)
        .set({ ...set, updatedAt: new Date(), revision: nextRevision(userProductAccess.revision) })
        .where(
          inArray(
            userProductAccess.id,
            rows.map((r) => r.id),
          ),
        )
        .returning();
      const was = new Map(rows.map((r) => [r.id, r.isActive]));
      const switched = (on: boolean) =>
        written.filter((g) => g.isActive === on && was.get(g.id) !== on).map((g) => g.id);
      await emitAccessEvents(tx, 'access.granted', switched(true));
      await emitAccessEvents(tx, 'access.revoked', switched(false));
      return written;
    },
    audit: (before, after) => ({ action: 'update', before: auditShape(before), after: auditShape(after) }),
  };
}

/** Revoking grants deletes them (spec 001 §7 DELETE /access/{id}). */
const grantRevocation: RecordAction<GrantRow> = {
  ...grantRecords,
  load: async (tx, ids) => ({ rows: await lockGrants(tx, ids), state: undefined }),
  check: () => 'change',
  write: async (tx, rows) => {
    await emitAccessEvents(
      tx,
      'access.revoked',
      rows.filter((r) => r.isActive).map((r) => r.id),
    );
    await tx.delete(userProductAccess).where(
      inArray(
        userProductAccess.id,
        rows.map((r) => r.id),
      ),
    );
    return rows;
  },
  audit: (before) => ({ action: 'delete', before: auditShape(before) }),
};

export async function updateAccess(
  db: Db,
  actor: Actor,
  rawId: string,
  body: AccessUpdateBody,
  ifMatch?: IfMatch,
): Promise<Access> {
  const id = idOf(rawId, ACCESS_MESSAGES.notFound);
  await actOnRecord(db, actor, grantEdit(body), id, ifMatch);
  return toAccess((await findRow(db, id))!);
}

export async function deleteAccess(db: Db, actor: Actor, rawId: string, ifMatch?: IfMatch): Promise<void> {
  await actOnRecord(db, actor, grantRevocation, idOf(rawId, ACCESS_MESSAGES.notFound), ifMatch);
}

/**
 * `POST /access/bulk`: `revoke` deletes grants, as the screen's Revoke does; `reactivate` switches
 * grants that were switched off back on (one already active is left unchanged).
 */
export function bulkAccess(db: Db, actor: Actor, body: AccessBulkBody): Promise<BulkResult> {
  if (body.action === 'revoke') return actOnRecords(db, actor, grantRevocation, body.records);
  const reactivation = unlessAlready(grantEdit({ is_active: true }), (grant) => grant.isActive);
  return actOnRecords(db, actor, reactivation, body.records);
}

// ---------------------------------------------------------------------------------------------
// Access bought with an order (DESIGN §4, decision 0002): completing a payment grants its customer
// the downloadable products of the order. No audit row of its own: the order's is the record.

export type PurchasedProduct = Pick<
  typeof products.$inferSelect,
  'id' | 'isDownloadable' | 'accessDurationType' | 'accessDurationMonths'
>;

/**
 * Grants the customer each downloadable product of the order, for the product's access duration
 * from now (lifetime: no expiry). One active grant per customer and product (the partial unique
 * index): a product already granted has that grant extended from its expiry (or from now, when it
 * has expired) instead of a second one; lifetime on either side stays lifetime. A product named
 * twice is granted once.
 */
export async function grantPurchasedAccess(
  tx: Tx,
  purchase: { userId: number; orderId: number; products: PurchasedProduct[] },
): Promise<void> {
  const granted = new Set<number>();
  const grantIds: number[] = [];
  for (const product of purchase.products) {
    if (!product.isDownloadable || granted.has(product.id)) continue;
    granted.add(product.id);
    const months = product.accessDurationType === 'lifetime' ? null : (product.accessDurationMonths ?? null);
    const written = await tx.execute<{ id: number }>(sql`
      insert into user_product_access (user_id, product_id, order_id, expires_at)
      values (${purchase.userId}, ${product.id}, ${purchase.orderId},
        case when ${months}::int is null then null else now() + make_interval(months => ${months}::int) end)
      on conflict (user_id, product_id) where is_active do update set
        expires_at = case
          when user_product_access.expires_at is null or excluded.expires_at is null then null
          else greatest(user_product_access.expires_at, now()) + make_interval(months => ${months}::int)
        end,
        updated_at = now(),
        revision = user_product_access.revision + 1
      returning id`);
    grantIds.push(...(written as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)));
  }
  await emitAccessEvents(tx, 'access.granted', grantIds);
}

// ---- access that follows the money (issue 31, item 3; decision 0049) ---------------------------

const orderGrantColumns = {
  id: userProductAccess.id,
  productId: userProductAccess.productId,
  productName: products.name,
  isActive: userProductAccess.isActive,
  expiresAt: userProductAccess.expiresAt,
};

function toOrderGrant(row: {
  id: number;
  productId: number;
  productName: string;
  isActive: boolean;
  expiresAt: Date | null;
}): OrderGrant {
  return {
    id: row.id,
    product_id: row.productId,
    product_name: row.productName,
    is_active: row.isActive,
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

/** The grants the order created (a grant given by hand has no order), by product name. */
export async function orderGrants(tx: Tx, orderId: number): Promise<OrderGrant[]> {
  const rows = await tx
    .select(orderGrantColumns)
    .from(userProductAccess)
    .innerJoin(products, eq(products.id, userProductAccess.productId))
    .where(eq(userProductAccess.orderId, orderId))
    .orderBy(products.name, userProductAccess.id);
  return rows.map(toOrderGrant);
}

/**
 * Deactivates the active grants the orders created (all of them, or those of `productIds`), in the
 * caller's transaction, one audit row each saying why; answers them. A grant given by hand, or
 * made by another order, stays.
 */
export async function revokeOrderGrants(
  tx: Tx,
  actor: AuditActor,
  orderIds: number[],
  because: string,
  productIds?: number[],
): Promise<OrderGrant[]> {
  if (orderIds.length === 0 || productIds?.length === 0) return [];
  const revoked = await tx
    .update(userProductAccess)
    .set({ isActive: false, updatedAt: new Date(), revision: nextRevision(userProductAccess.revision) })
    .where(
      and(
        inArray(userProductAccess.orderId, orderIds),
        eq(userProductAccess.isActive, true),
        productIds ? inArray(userProductAccess.productId, productIds) : undefined,
      ),
    )
    .returning({
      id: userProductAccess.id,
      productId: userProductAccess.productId,
      expiresAt: userProductAccess.expiresAt,
    });
  if (revoked.length === 0) return [];
  await emitAccessEvents(
    tx,
    'access.revoked',
    revoked.map((g) => g.id),
  );
  const names = new Map(
    (
      await tx
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(inArray(products.id, [...new Set(revoked.map((g) => g.productId))]))
    ).map((p) => [p.id, p.name]),
  );
  await writeAudits(
    tx,
    actor,
    revoked.map((g) => ({
      action: 'update',
      resourceType: 'user_product_access',
      resourceId: g.id,
      before: { is_active: true },
      after: { is_active: false, revoked_because: because },
    })),
  );
  return revoked
    .map((g) => toOrderGrant({ ...g, productName: names.get(g.productId) ?? '', isActive: false }))
    .sort((a, b) => a.product_name.localeCompare(b.product_name));
}
