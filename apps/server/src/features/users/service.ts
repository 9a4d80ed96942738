// The store's users for the admin panel (spec 000 §2–§8): list and search, the user form,
// deletion, and the rules of DESIGN §4 — an admin cannot delete or demote themselves, and
// deleting or demoting ends that user's sessions — with roles (decision 0027): admin accounts and
// roles are the Owners' to change, and the last Owner can be neither deleted nor demoted.
// Every change writes its audit row in the same transaction (secrets redacted by writeAudit).
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  User,
  UserBulkBody,
  UserCreateBody,
  UserOrdersResponse,
  UserProductsResponse,
  UserSortField,
  UsersQuery,
  UsersResponse,
  UsersView,
  UserUpdateBody,
} from '@store/contract/users';
import type { BulkResult } from '@store/contract/bulk';
import { USER_FILTERS, USER_MESSAGES } from '@store/contract/users';
import type { UserHit } from '@store/contract/search';
import { type AdminRole, can, DEFAULT_ADMIN_ROLE, ROLE_MESSAGES } from '@store/contract/roles';
import { sortText } from '@store/contract/pagination';
import type { Db, Tx } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { orders, userProductAccess } from '../../db/schema/sales.ts';
import { rowCounts } from '../../db/schema/rollups.ts';
import { users } from '../../db/schema/users.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import { isUniqueViolation } from '../../platform/constraints.ts';
import { actOnRecord, actOnRecords, type RecordAction } from '../../platform/record-actions.ts';
import { assertRevision, nextRevision, type IfMatch } from '../../platform/revisions.ts';
import { AppError, conflict, invalid } from '../../platform/errors.ts';
import type { AuthenticatedAdmin } from '../../platform/auth.ts';
import { idOf } from '../../platform/ids.ts';
import { offsetOf, pageAndTotal, pagination } from '../../platform/pagination.ts';
import { listOrderBy, type ListOrder } from '../../platform/sorting.ts';
import { preparedOnce } from '../../platform/prepared.ts';
import { rowCount } from '../../platform/row-counts.ts';
import { onDays } from '../../platform/local-days.ts';
import { hashPassword } from '../../platform/passwords.ts';
import {
  containsPattern,
  firstDistinct,
  searchMatches,
  startsWithPattern,
  wordStartPattern,
} from '../../platform/list-search.ts';
import { revokeUserSessions } from '../auth/service.ts';
import { emitWebhookEvent } from '../webhooks/service.ts';
import { customerOf, newOnboardingToken, shownOnboardingLink, type OnboardingLinks } from './accounts.ts';

/** The columns a user is shown from: never the password hash. */
const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  isAdmin: users.isAdmin,
  adminRole: users.adminRole,
  onboardingCompleted: users.onboardingCompleted,
  onboardingTokenHash: users.onboardingTokenHash,
  onboardingLinkSealed: users.onboardingLinkSealed,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  revision: users.revision,
};
type UserView = { [K in keyof typeof userColumns]: (typeof users.$inferSelect)[K] };
type UserRow = typeof users.$inferSelect;

export function toUser(row: UserView, links: OnboardingLinks): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    is_admin: row.isAdmin,
    admin_role: row.adminRole,
    onboarding_completed: row.onboardingCompleted,
    has_onboarding_link: row.onboardingTokenHash !== null,
    onboarding_link: shownOnboardingLink(links, row),
    created_at: row.createdAt.toISOString(),
    revision: row.revision,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the audit row records of a user; the hashes are redacted by writeAudit. */
function auditSnapshot(row: UserRow) {
  return {
    email: row.email,
    name: row.name,
    is_admin: row.isAdmin,
    admin_role: row.adminRole,
    onboarding_completed: row.onboardingCompleted,
    password_hash: row.passwordHash,
    onboarding_token: row.onboardingTokenHash,
  };
}

const userNotFound = () => new AppError('NOT_FOUND', USER_MESSAGES.notFound);
const userId = (raw: string) => idOf(raw, USER_MESSAGES.notFound);

/**
 * The users list's order, for its pages and its CSV export: the sort asked for, then id, else
 * newest first. Each field has its (column, id) index (name: users_name_idx; email:
 * users_email_unique; created_at: users_created_at_idx, the default's too), so a sorted page is
 * an index scan.
 */
export const USERS_ORDER: ListOrder<UserSortField> = {
  columns: { name: users.name, email: users.email, created_at: users.createdAt },
  key: users.id,
  newest: users.createdAt,
};

/**
 * The users list's search: a substring of the e-mail (stored lower-cased) or of the lower-cased
 * name — exactly the expressions of the two pg_trgm indexes, so a search is a bitmap index scan
 * and not a scan of the table.
 */
function usersSearchWhere(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(sql`${users.email} like ${pattern}`, sql`lower(${users.name}) like ${pattern}`);
}

/** The users list's filters (issue 34): the days made, in the store's zone, the role and the status. */
function usersFilterWhere(view: Partial<UsersView>, timeZone: string): SQL | undefined {
  const role =
    view.role === 'customer' || view.role === 'admin'
      ? eq(users.isAdmin, view.role === 'admin')
      : view.role
        ? eq(users.adminRole, view.role)
        : undefined;
  const status = view.status === undefined ? undefined : eq(users.onboardingCompleted, view.status === 'active');
  return and(onDays(users.createdAt, view.created_from, view.created_to, timeZone), role, status);
}

/** The users list's condition, for its pages and its CSV export: the search and the filters. */
export function usersWhere(view: Partial<UsersView>, timeZone: string): SQL | undefined {
  return and(usersSearchWhere(view.search), usersFilterWhere(view, timeZone));
}

/** Whether the view filters (beyond a search): the plain pages read the kept total instead. */
const filtered = (view: Partial<UsersView>) => USER_FILTERS.some((name) => view[name] !== undefined);

/**
 * The command palette's user matches (decision 0030): the name or the e-mail starts with the
 * search, each read as a range of its byte-ordered index and stopped at `limit` rows, so they cost
 * the same at any number of users. Exported so a test can EXPLAIN them.
 */
export function userHitQueries(db: Db, search: string, limit: number) {
  const name = sql`(lower(${users.name}) collate "C")`;
  const email = sql`(${users.email} collate "C")`;
  const columns = { id: users.id, name: users.name, email: users.email, is_admin: users.isAdmin };
  return [
    db
      .select(columns)
      .from(users)
      .where(sql`${name} like ${startsWithPattern(search)}`)
      .orderBy(name)
      .limit(limit),
    db
      .select(columns)
      .from(users)
      .where(sql`${email} like ${startsWithPattern(search)}`)
      .orderBy(email)
      .limit(limit),
  ] as const;
}

/**
 * From three characters, a later word of the name too ('smith' finds 'Jane Smith'): the trigram
 * index finds the matches before they are ordered (fenced, see `searchMatches`).
 */
export const WORD_SEARCH_MIN = 3;
export function userWordHitQuery(db: Db, search: string, limit: number) {
  // The fenced matches carry the table's own name, so the users columns read them.
  return db
    .select({ id: users.id, name: users.name, email: users.email, is_admin: users.isAdmin })
    .from(searchMatches(db, users, sql`lower(${users.name}) like ${wordStartPattern(search)}`))
    .orderBy(sql`lower(${users.name}) collate "C"`, users.id)
    .limit(limit);
}

/** The palette's users group: name matches first, then e-mail matches, then later words, each user once. */
export async function userHits(db: Db, search: string, limit: number): Promise<UserHit[]> {
  const queries = [
    ...userHitQueries(db, search, limit),
    ...(search.length >= WORD_SEARCH_MIN ? [userWordHitQuery(db, search, limit)] : []),
  ];
  return firstDistinct(await Promise.all(queries), limit);
}

/** The page query of the users list, in its order (exported so a test can EXPLAIN it). */
export function usersPageQuery(db: Db, query: UsersQuery, timeZone = 'UTC') {
  const search = usersSearchWhere(query.search);
  return db
    .select(userColumns)
    .from(search ? searchMatches(db, users, search) : users)
    .where(usersFilterWhere(query, timeZone))
    .orderBy(...listOrderBy(USERS_ORDER, query.sort))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
}

/** The total behind the users list, under the same condition. */
export function usersCountQuery(db: Db, query: UsersQuery, timeZone = 'UTC') {
  return db.select({ total: count() }).from(users).where(usersWhere(query, timeZone));
}

/**
 * A page without a search, in one of the list's few orders, with the list's total (the
 * maintained count) read in the same statement: one round trip, prepared once per order (the
 * screen's most frequent read, bench P2). A page past the end has no row to carry the total.
 */
async function usersPage(db: Db, query: UsersQuery) {
  const order = query.sort ? sortText(query.sort) : 'newest';
  const total = sql<number>`(select ${rowCounts.n} from ${rowCounts} where ${rowCounts.key} = 'users')`;
  const rows = await preparedOnce(db, `users_page:${order}`, () =>
    db
      .select({ ...userColumns, total: total.mapWith(Number) })
      .from(users)
      .orderBy(...listOrderBy(USERS_ORDER, query.sort))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`users_page_${order.replace(/\W/g, '_')}`),
  ).execute({ limit: query.limit, offset: offsetOf(query.page, query.limit) });
  return { rows, total: rows[0]?.total ?? (await rowCount(db, 'users')) };
}

/** A page of a search or of filters, and the count of its matches, side by side. */
function matchingUsersPage(db: Db, query: UsersQuery, timeZone: string) {
  return pageAndTotal(
    query,
    () => usersPageQuery(db, query, timeZone),
    () => usersCountQuery(db, query, timeZone).then(([totals]) => totals?.total ?? 0),
  );
}

export async function listUsers(
  db: Db,
  links: OnboardingLinks,
  query: UsersQuery,
  timeZone: string,
): Promise<UsersResponse> {
  const { rows, total } =
    query.search || filtered(query) ? await matchingUsersPage(db, query, timeZone) : await usersPage(db, query);
  return {
    users: rows.map((row) => toUser(row, links)),
    pagination: pagination(query.page, query.limit, total),
  };
}

export async function getUser(db: Db, links: OnboardingLinks, rawId: string): Promise<User> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(eq(users.id, userId(rawId)));
  if (!row) throw userNotFound();
  return toUser(row, links);
}

/** A lost race on the unique e-mail gives the same 409 as the check before it. */
async function withEmailConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_unique')) throw conflict(USER_MESSAGES.emailTaken);
    throw err;
  }
}

async function assertEmailFree(tx: Tx, email: string, exceptId?: number): Promise<void> {
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (taken && taken.id !== exceptId) throw conflict(USER_MESSAGES.emailTaken);
}

/**
 * A user made in the panel is given a password there, so the account is ready at once: it is
 * onboarded and has no link. Customers created by a payment get a link instead (orders feature).
 */
export async function createUser(
  db: Db,
  actor: AuthenticatedAdmin,
  links: OnboardingLinks,
  body: UserCreateBody,
): Promise<User> {
  if (body.is_admin) assertOwner(actor);
  const email = body.email.toLowerCase();
  const passwordHash = await hashPassword(body.password);
  const row = await withEmailConflict(() =>
    db.transaction(async (tx) => {
      await assertEmailFree(tx, email);
      const [created] = await tx
        .insert(users)
        .values({
          email,
          name: body.name,
          passwordHash,
          isAdmin: body.is_admin,
          adminRole: body.is_admin ? (body.admin_role ?? DEFAULT_ADMIN_ROLE) : null,
          onboardingCompleted: true,
        })
        .returning();
      if (!created) throw new Error('insert returned no row');
      await writeAudit(tx, actor, {
        action: 'create',
        resourceType: 'users',
        resourceId: created.id,
        after: auditSnapshot(created),
      });
      if (!created.isAdmin) await emitWebhookEvent(tx, 'customer.created', { customer: customerOf(created) });
      return created;
    }),
  );
  return toUser(row, links);
}

/**
 * Locks every Owner's row, in id order (so concurrent callers cannot deadlock), and returns their
 * ids. Two Owners removing each other at the same moment are serialised here: the second sees
 * that only one Owner is left.
 */
async function lockOwners(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.adminRole, 'owner'))
    .orderBy(users.id)
    .for('update');
  return rows.map((r) => r.id);
}

/** Admin accounts and roles are the Owners' (decision 0027). */
function assertOwner(actor: AuthenticatedAdmin): void {
  if (!can(actor.role, 'admins', 'manage')) throw new AppError('FORBIDDEN', ROLE_MESSAGES.ownerOnly);
}

/** The admin access a user has after an edit: whether an admin, and with which role. */
function accessAfter(before: UserRow, body: UserUpdateBody): { isAdmin: boolean; adminRole: AdminRole | null } {
  const isAdmin = body.is_admin ?? before.isAdmin;
  if (!isAdmin) {
    if (body.admin_role !== undefined) throw invalid('admin_role', ROLE_MESSAGES.roleNeedsAdmin);
    return { isAdmin, adminRole: null };
  }
  return { isAdmin, adminRole: body.admin_role ?? before.adminRole ?? DEFAULT_ADMIN_ROLE };
}

/** The 412 of a stale write to a user. */
const staleUser = (row: UserRow, links: OnboardingLinks) =>
  ({ row, what: 'user', resourceType: 'users', resourceId: row.id, current: () => toUser(row, links) }) as const;

async function lockUser(tx: Tx, id: number): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw userNotFound();
  return row;
}

export async function updateUser(
  db: Db,
  actor: AuthenticatedAdmin,
  links: OnboardingLinks,
  rawId: string,
  body: UserUpdateBody,
  ifMatch?: IfMatch,
): Promise<User> {
  const id = userId(rawId);
  if (body.is_admin === false && id === actor.id) throw new AppError('FORBIDDEN', USER_MESSAGES.cannotDemoteSelf);
  // spec 000 §5: a blank password keeps the current one.
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  const email = body.email?.toLowerCase();

  const row = await withEmailConflict(() =>
    db.transaction(async (tx) => {
      // Only a change of role can take the last Owner away; its Owners are locked first.
      const owners = body.is_admin === false || body.admin_role !== undefined ? await lockOwners(tx) : [];
      const before = await lockUser(tx, id);
      await assertRevision(tx, ifMatch, staleUser(before, links));
      const access = accessAfter(before, body);
      const accessChanged = access.isAdmin !== before.isAdmin || access.adminRole !== before.adminRole;
      // Another admin's account, and anyone's admin access, are the Owners' to change.
      if (accessChanged || (before.isAdmin && id !== actor.id)) assertOwner(actor);
      if (before.adminRole === 'owner' && access.adminRole !== 'owner' && !owners.some((ownerId) => ownerId !== id)) {
        throw conflict(ROLE_MESSAGES.lastOwnerDemote);
      }
      const demoted = before.isAdmin && !access.isAdmin;
      if (email !== undefined && email !== before.email) await assertEmailFree(tx, email, id);

      const [after] = await tx
        .update(users)
        .set({
          ...(email !== undefined ? { email } : {}),
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(accessChanged ? access : {}),
          ...(passwordHash !== undefined ? { passwordHash } : {}),
          updatedAt: new Date(),
          revision: nextRevision(users.revision),
        })
        .where(eq(users.id, id))
        .returning();
      if (!after) throw userNotFound();
      // Demotion ends the user's panel sessions at once; so does a new password set by another
      // admin (the admin changing their own password keeps the session they are using). A new
      // role acts on the next call without ending anything: the guard reads it on every request.
      if (demoted) await revokeUserSessions(tx, id, 'admin access removed');
      else if (passwordHash !== undefined && id !== actor.id) await revokeUserSessions(tx, id, 'password changed');
      await writeAudit(tx, actor, {
        action: 'update',
        resourceType: 'users',
        resourceId: id,
        before: auditSnapshot(before),
        after: auditSnapshot(after),
      });
      return after;
    }),
  );
  return toUser(row, links);
}

/**
 * Deleting users. Their orders stay, with the customer's e-mail snapshot (the order's user link
 * becomes empty); their access grants and panel sessions go with the account. An admin cannot
 * delete themselves, only an Owner deletes another admin, and the last Owner cannot be deleted:
 * the Owners are locked first, in id order (as an update that demotes does), so two Owners
 * removing each other are serialised.
 */
function userDeletion(actor: AuthenticatedAdmin, links: OnboardingLinks): RecordAction<UserRow, Set<number>> {
  return {
    what: 'user',
    resourceType: 'users',
    notFound: USER_MESSAGES.notFound,
    load: async (tx, ids) => {
      const owners = new Set(await lockOwners(tx));
      const rows = await tx.select().from(users).where(inArray(users.id, ids)).orderBy(users.id).for('update');
      return { rows, state: owners };
    },
    current: (_tx, row) => toUser(row, links),
    check: (row, owners) => {
      if (row.id === actor.id) throw new AppError('FORBIDDEN', USER_MESSAGES.cannotDeleteSelf);
      if (row.isAdmin) assertOwner(actor);
      if (row.adminRole === 'owner') {
        if (![...owners].some((ownerId) => ownerId !== row.id)) throw conflict(ROLE_MESSAGES.lastOwnerDelete);
        owners.delete(row.id);
      }
      return 'change';
    },
    write: async (tx, rows) => {
      const ids = rows.map((r) => r.id);
      await revokeUserSessions(tx, ids, 'account deleted');
      await tx.delete(users).where(inArray(users.id, ids));
      return rows;
    },
    audit: (before) => ({ action: 'delete', before: auditSnapshot(before) }),
  };
}

export async function deleteUser(
  db: Db,
  actor: AuthenticatedAdmin,
  links: OnboardingLinks,
  rawId: string,
  ifMatch?: IfMatch,
): Promise<void> {
  await actOnRecord(db, actor, userDeletion(actor, links), userId(rawId), ifMatch);
}

/** `POST /users/bulk`: deletes users under the rules of a single delete, each with its audit row. */
export function bulkUsers(
  db: Db,
  actor: AuthenticatedAdmin,
  links: OnboardingLinks,
  body: UserBulkBody,
): Promise<BulkResult> {
  return actOnRecords(db, actor, userDeletion(actor, links), body.records);
}

/**
 * Gives a customer a new onboarding link (for one who lost theirs, or an account made without
 * one): the account shows 'Pending onboarding' until the link is used. Admins set passwords in
 * the user form instead, so a link can never be a way into an admin account.
 */
export async function issueOnboardingLink(db: Db, actor: Actor, links: OnboardingLinks, rawId: string): Promise<User> {
  const id = userId(rawId);
  const row = await db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    if (before.isAdmin) throw conflict(USER_MESSAGES.adminOnboardingLink);
    const [after] = await tx
      .update(users)
      .set({
        ...newOnboardingToken(links).columns,
        onboardingCompleted: false,
        updatedAt: new Date(),
        revision: nextRevision(users.revision),
      })
      .where(eq(users.id, id))
      .returning();
    if (!after) throw userNotFound();
    await writeAudit(tx, actor, {
      action: 'update',
      resourceType: 'users',
      resourceId: id,
      before: auditSnapshot(before),
      after: auditSnapshot(after),
    });
    return after;
  });
  return toUser(row, links);
}

async function assertUserExists(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!row) throw userNotFound();
}

/** The user's access grants with their products, newest first. */
export async function listUserProducts(
  db: Db,
  rawId: string,
  query: { page: number; limit: number },
): Promise<UserProductsResponse> {
  const id = userId(rawId);
  await assertUserExists(db, id);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        accessId: userProductAccess.id,
        productId: products.id,
        name: products.name,
        accessDurationType: products.accessDurationType,
        isActive: userProductAccess.isActive,
        expiresAt: userProductAccess.expiresAt,
        grantedAt: userProductAccess.grantedAt,
        orderId: userProductAccess.orderId,
        orderNumber: orders.orderNumber,
      })
      .from(userProductAccess)
      .innerJoin(products, eq(products.id, userProductAccess.productId))
      .leftJoin(orders, eq(orders.id, userProductAccess.orderId))
      .where(eq(userProductAccess.userId, id))
      .orderBy(desc(userProductAccess.grantedAt), desc(userProductAccess.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ total: count() }).from(userProductAccess).where(eq(userProductAccess.userId, id)),
  ]);
  return {
    products: rows.map((r) => ({
      access_id: r.accessId,
      product_id: r.productId,
      name: r.name,
      access_duration_type: r.accessDurationType,
      is_active: r.isActive,
      expires_at: r.expiresAt?.toISOString() ?? null,
      granted_at: r.grantedAt.toISOString(),
      order_id: r.orderId,
      order_number: r.orderNumber,
    })),
    pagination: pagination(query.page, query.limit, totals?.total ?? 0),
  };
}

/** The user's orders, newest first. */
export async function listUserOrders(
  db: Db,
  rawId: string,
  query: { page: number; limit: number },
): Promise<UserOrdersResponse> {
  const id = userId(rawId);
  await assertUserExists(db, id);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ total: count() }).from(orders).where(eq(orders.userId, id)),
  ]);
  return {
    orders: rows.map((o) => ({
      id: o.id,
      order_number: o.orderNumber,
      created_at: o.createdAt.toISOString(),
      status: o.status,
      currency: o.currency,
      subtotal: o.subtotal,
      amount_discount: o.amountDiscount,
      tax: o.tax,
      shipping: o.shipping,
      total: o.total,
      payment_provider: o.paymentProvider,
    })),
    pagination: pagination(query.page, query.limit, totals?.total ?? 0),
  };
}
