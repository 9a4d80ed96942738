// Saved views (issue 34, item 2; decision 0065): an admin's named query string of a list, kept on
// the server. A view is private to the admin who saved it unless an Owner shared it with every
// admin; names are unique per admin and list whatever their case (the table's unique index is
// the net under the check here). Each admin may make one view of a list their default: that half
// is kept in their list settings (features/list-settings, `setDefaultView`), so choosing another
// admin's shared view as one's default changes nothing of the view. Every change, the default
// included, writes its audit row in the same transaction.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { can } from '@store/contract/roles';
import {
  VIEW_LIST_AREAS,
  VIEW_LISTS,
  VIEW_TEXTS,
  type CreateSavedViewBody,
  type SavedView,
  type UpdateSavedViewBody,
  type ViewList,
} from '@store/contract/views';
import type { Db, Tx } from '../../db/client.ts';
import { savedViews, users } from '../../db/schema/users.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import type { AuthenticatedAdmin } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { assertRevision, nextRevision, type IfMatch } from '../../platform/revisions.ts';
import { defaultViewsOf, setDefaultView } from '../list-settings/service.ts';

const RESOURCE = 'saved_views';

/** The admin asking: who they are (the audit's actor) and what their role may open. */
type ViewAdmin = Pick<AuthenticatedAdmin, keyof Actor | 'role'>;

type ViewRow = typeof savedViews.$inferSelect;
interface ViewRead {
  view: ViewRow;
  ownerName: string | null;
}

const mayOpen = (admin: ViewAdmin, list: ViewList) => can(admin.role, VIEW_LIST_AREAS[list], 'view');

const viewColumns = { view: savedViews, ownerName: users.name };

function toView({ view, ownerName }: ViewRead, admin: ViewAdmin, defaults: Map<string, number>): SavedView {
  return {
    id: view.id,
    list: view.list as ViewList,
    name: view.name,
    query: view.query,
    shared: view.shared,
    is_default: defaults.get(view.list) === view.id,
    owner: { id: view.adminId, name: ownerName ?? '' },
    mine: view.adminId === admin.id,
    revision: view.revision,
  };
}

/** What the audit row records of a view. */
const auditShape = (view: ViewRow) => ({ list: view.list, name: view.name, query: view.query, shared: view.shared });

/** The views the admin sees: their own and the shared ones. */
const visibleTo = (admin: ViewAdmin) => or(eq(savedViews.adminId, admin.id), eq(savedViews.shared, true));

/**
 * The admin's views and the shared ones, of `list` or of every list their role may open (the
 * command palette), by list then name.
 */
export async function listViews(db: Db, admin: ViewAdmin, list: ViewList | undefined): Promise<SavedView[]> {
  const lists = list ? [list] : VIEW_LISTS.filter((l) => mayOpen(admin, l));
  if (list && !mayOpen(admin, list)) throw new AppError('FORBIDDEN', VIEW_TEXTS.listNotInRole);
  if (lists.length === 0) return [];
  const [rows, defaults] = await Promise.all([
    db
      .select(viewColumns)
      .from(savedViews)
      .leftJoin(users, eq(users.id, savedViews.adminId))
      .where(and(visibleTo(admin), inArray(savedViews.list, lists)))
      .orderBy(asc(savedViews.list), sql`lower(${savedViews.name})`, asc(savedViews.id)),
    defaultViewsOf(db, admin.id),
  ]);
  return rows.map((row) => toView(row, admin, defaults));
}

/** A view the admin sees, locked for a write; another admin's private view is "not found". */
async function lockVisible(tx: Tx, admin: ViewAdmin, id: number): Promise<ViewRead> {
  const [row] = await tx
    .select(viewColumns)
    .from(savedViews)
    .leftJoin(users, eq(users.id, savedViews.adminId))
    .where(and(eq(savedViews.id, id), visibleTo(admin)))
    .for('update', { of: savedViews });
  if (!row || !mayOpen(admin, row.view.list as ViewList)) throw new AppError('NOT_FOUND', VIEW_TEXTS.notFound);
  return row;
}

const nameTaken = () => new AppError('CONFLICT', VIEW_TEXTS.nameTaken, { name: VIEW_TEXTS.nameTaken });

/** Refuses a name the admin already gave another view of the list (any letter case). */
async function assertNameFree(tx: Tx, adminId: number, list: string, name: string, except?: number): Promise<void> {
  const [clash] = await tx
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(
      and(
        eq(savedViews.adminId, adminId),
        eq(savedViews.list, list),
        sql`lower(${savedViews.name}) = lower(${name})`,
        except === undefined ? undefined : sql`${savedViews.id} <> ${except}`,
      ),
    );
  if (clash) throw nameTaken();
}

function assertMayShare(admin: ViewAdmin, shared: boolean | undefined): void {
  if (shared && admin.role !== 'owner') throw new AppError('FORBIDDEN', VIEW_TEXTS.shareOwnersOnly);
}

export async function createView(db: Db, admin: ViewAdmin, body: CreateSavedViewBody): Promise<SavedView> {
  if (!mayOpen(admin, body.list)) throw new AppError('FORBIDDEN', VIEW_TEXTS.listNotInRole);
  assertMayShare(admin, body.shared);
  return db.transaction(async (tx) => {
    await assertNameFree(tx, admin.id, body.list, body.name);
    const [created] = await tx
      .insert(savedViews)
      .values({ adminId: admin.id, list: body.list, name: body.name, query: body.query, shared: body.shared ?? false })
      .onConflictDoNothing()
      .returning();
    if (!created) throw nameTaken();
    if (body.is_default) await setDefaultView(tx, admin.id, body.list, created.id);
    await writeAudit(tx, admin, {
      action: 'create',
      resourceType: RESOURCE,
      resourceId: created.id,
      after: { ...auditShape(created), is_default: body.is_default ?? false },
    });
    return toView(
      { view: created, ownerName: admin.name },
      admin,
      new Map(body.is_default ? [[created.list, created.id]] : []),
    );
  });
}

/**
 * Changes a view: its name, query and sharing by the admin who saved it (sharing by an Owner);
 * whether it is the admin's default by anyone who sees it. A default's change moves no revision:
 * it is the admin's, not the view's.
 */
export async function updateView(
  db: Db,
  admin: ViewAdmin,
  id: number,
  body: UpdateSavedViewBody,
  ifMatch?: IfMatch,
): Promise<SavedView> {
  return db.transaction(async (tx) => {
    const current = await lockVisible(tx, admin, id);
    const { view } = current;
    const list = view.list as ViewList;
    await assertRevision(tx, ifMatch, {
      row: view,
      what: 'view',
      resourceType: RESOURCE,
      resourceId: id,
      current: async () => toView(current, admin, await defaultViewsOf(tx, admin.id)),
    });
    const changesView =
      (body.name !== undefined && body.name !== view.name) ||
      (body.query !== undefined && body.query !== view.query) ||
      (body.shared !== undefined && body.shared !== view.shared);
    if (changesView && view.adminId !== admin.id) throw new AppError('FORBIDDEN', VIEW_TEXTS.notYours);
    if (body.shared !== undefined && body.shared !== view.shared) assertMayShare(admin, body.shared);
    if (body.name !== undefined && body.name.toLowerCase() !== view.name.toLowerCase()) {
      await assertNameFree(tx, admin.id, list, body.name, id);
    }
    const defaultsBefore = await defaultViewsOf(tx, admin.id);
    const wasDefault = defaultsBefore.get(list) === id;
    const isDefault = body.is_default ?? wasDefault;
    let updated = view;
    if (changesView) {
      [updated] = (await tx
        .update(savedViews)
        .set({
          name: body.name ?? view.name,
          query: body.query ?? view.query,
          shared: body.shared ?? view.shared,
          updatedAt: new Date(),
          revision: nextRevision(savedViews.revision),
        })
        .where(eq(savedViews.id, id))
        .returning()) as [ViewRow];
    }
    if (isDefault !== wasDefault) await setDefaultView(tx, admin.id, list, isDefault ? id : null);
    if (changesView || isDefault !== wasDefault) {
      await writeAudit(tx, admin, {
        action: 'update',
        resourceType: RESOURCE,
        resourceId: id,
        before: { ...auditShape(view), is_default: wasDefault },
        after: { ...auditShape(updated), is_default: isDefault },
      });
    }
    const defaults = new Map(defaultsBefore);
    if (isDefault) defaults.set(list, id);
    else if (wasDefault) defaults.delete(list);
    return toView({ view: updated, ownerName: current.ownerName }, admin, defaults);
  });
}

/** Deletes a view of the admin's own; it stops being anyone's default (the key's `set null`). */
export async function deleteView(db: Db, admin: ViewAdmin, id: number, ifMatch?: IfMatch): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockVisible(tx, admin, id);
    await assertRevision(tx, ifMatch, {
      row: current.view,
      what: 'view',
      resourceType: RESOURCE,
      resourceId: id,
      current: async () => toView(current, admin, await defaultViewsOf(tx, admin.id)),
    });
    if (current.view.adminId !== admin.id) throw new AppError('FORBIDDEN', VIEW_TEXTS.notYours);
    await tx.delete(savedViews).where(eq(savedViews.id, id));
    await writeAudit(tx, admin, {
      action: 'delete',
      resourceType: RESOURCE,
      resourceId: id,
      before: auditShape(current.view),
    });
  });
}
