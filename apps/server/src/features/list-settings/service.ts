// An admin's own settings of a list (issue 34, item 4; decision 0064): the columns it shows, in
// their order. A display preference of the admin asking, like the theme: no other admin reads it,
// it changes no store data, and so it writes no audit row. This feature is the table's one writer
// (decision 0046): the row's other half, the view the list opens with (`default_view_id`), is
// the saved views' to decide, and they set it with `setDefaultView` below; the columns' calls
// never touch it.
import { and, eq, sql } from 'drizzle-orm';
import type { ListSettings, UpdateListSettingsBody, ViewList } from '@store/contract/views';
import type { Db, Tx } from '../../db/client.ts';
import { adminListSettings } from '../../db/schema/users.ts';

/** The admin's columns of `list`: null when they never chose, or went back to the list's own. */
export async function getListSettings(db: Db, adminId: number, list: ViewList): Promise<ListSettings> {
  const [row] = await db
    .select({ columns: adminListSettings.columns })
    .from(adminListSettings)
    .where(and(eq(adminListSettings.adminId, adminId), eq(adminListSettings.list, list)));
  return { list, columns: row?.columns ?? null };
}

/**
 * Keeps the admin's columns of `list` (null: back to the list's own): one upsert on (admin, list),
 * so two tabs saving at once leave one row, the last one's.
 */
export async function updateListSettings(
  db: Db,
  adminId: number,
  list: ViewList,
  body: UpdateListSettingsBody,
): Promise<ListSettings> {
  const columns = body.columns ?? null;
  const [row] = await db
    .insert(adminListSettings)
    .values({ adminId, list, columns })
    .onConflictDoUpdate({
      target: [adminListSettings.adminId, adminListSettings.list],
      set: { columns, updatedAt: sql`now()` },
    })
    .returning({ columns: adminListSettings.columns });
  return { list, columns: row?.columns ?? null };
}

/**
 * The view `list` opens with for the admin (null: the plain list), for the saved views, in their
 * transaction (their change is the one audited); the admin's columns stay as they are.
 */
export async function setDefaultView(tx: Tx, adminId: number, list: ViewList, viewId: number | null): Promise<void> {
  await tx
    .insert(adminListSettings)
    .values({ adminId, list, defaultViewId: viewId })
    .onConflictDoUpdate({
      target: [adminListSettings.adminId, adminListSettings.list],
      set: { defaultViewId: viewId, updatedAt: sql`now()` },
    });
}

/** The view each of the admin's lists opens with, for the saved views' answers. */
export async function defaultViewsOf(db: Tx, adminId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ list: adminListSettings.list, viewId: adminListSettings.defaultViewId })
    .from(adminListSettings)
    .where(eq(adminListSettings.adminId, adminId));
  return new Map(rows.flatMap((r) => (r.viewId === null ? [] : [[r.list, r.viewId] as const])));
}
