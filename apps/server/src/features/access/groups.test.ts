// The User Access screen's groups, paged on the server (issue 19, decision 0036): the page, its
// order and totals, the search, and the groups table the triggers keep, against the grants.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessGroupsResponse } from '@store/contract/access';
import { products } from '../../db/schema/catalog.ts';
import { accessGroups } from '../../db/schema/rollups.ts';
import { userProductAccess } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import { rowCount } from '../../platform/row-counts.ts';
import { explain, isIndexOrdered } from '../../test/plans.ts';
import { accessGroupsPageQuery } from './service.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let token: string;
let people: { id: number; email: string }[];
let apps: { id: number }[];

const at = (minutesAgo: number) => new Date(Date.UTC(2026, 5, 1, 12, 0) - minutesAgo * 60_000);

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  const { db } = ctx.database;
  people = await db
    .insert(users)
    .values(
      ['ada@groups.test', 'ben@groups.test', 'cy@groups.test', 'dee@other.test'].map((email, i) => ({
        email,
        name: ['Ada Lovelace', 'Ben Okri', 'Cy Twombly', 'Dee Dee Ramone'][i]!,
      })),
    )
    .returning({ id: users.id, email: users.email });
  apps = await db
    .insert(products)
    .values(
      [1, 2, 3].map((n) => ({
        name: `Group App ${n}`,
        priceUsd: 1000,
        internalKey: `group-app-${n}`,
        isDownloadable: true,
      })),
    )
    .returning({ id: products.id });
  const [ada, ben, cy, dee] = people as [(typeof people)[number], ...typeof people];
  // Newest grant first: Cy (5 min ago), Ada (10), Dee (30), Ben (60). Ada has three grants.
  await db.insert(userProductAccess).values([
    { userId: ada.id, productId: apps[0]!.id, createdAt: at(100) },
    { userId: ada.id, productId: apps[1]!.id, createdAt: at(10) },
    { userId: ada.id, productId: apps[2]!.id, createdAt: at(50), isActive: false },
    { userId: ben!.id, productId: apps[0]!.id, createdAt: at(60) },
    { userId: cy!.id, productId: apps[1]!.id, createdAt: at(5) },
    { userId: dee!.id, productId: apps[2]!.id, createdAt: at(30) },
  ]);
});
afterAll(() => ctx.close());

const groupsOf = async (query: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/access/groups${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return json<AccessGroupsResponse>(res);
};
const emails = (body: AccessGroupsResponse) => body.groups.map((g) => g.user.email);

/** The groups the triggers keep, and what the grants say they should be. */
async function groupsAgainstGrants() {
  const { db } = ctx.database;
  const kept = await db
    .select({ userId: accessGroups.userId, grants: accessGroups.grants, newestAt: accessGroups.newestAt })
    .from(accessGroups)
    .orderBy(accessGroups.userId);
  const truth = await db
    .select({
      userId: userProductAccess.userId,
      grants: sql<number>`count(*)::int`,
      newestAt: sql<Date>`max(${userProductAccess.createdAt})`.mapWith((v: string) => new Date(v)),
    })
    .from(userProductAccess)
    .groupBy(userProductAccess.userId)
    .orderBy(userProductAccess.userId);
  return { kept, truth, counted: await rowCount(db, 'access_groups') };
}

describe('GET /access/groups', () => {
  it('pages the users with grants, newest grant first, each with all its grants newest first', async () => {
    const first = await groupsOf('?page=1&limit=2');
    expect(emails(first)).toEqual(['cy@groups.test', 'ada@groups.test']);
    expect(first.pagination).toMatchObject({ page: 1, limit: 2, total: 4, pages: 2 });
    expect(first.grants_total).toBe(6);
    const ada = first.groups[1]!;
    expect(ada.user).toMatchObject({ email: 'ada@groups.test', name: 'Ada Lovelace' });
    expect(ada.grants.map((g) => g.product_id)).toEqual([apps[1]!.id, apps[2]!.id, apps[0]!.id]);
    expect(ada.grants.every((g) => g.user_id === ada.user.id)).toBe(true);

    const second = await groupsOf('?page=2&limit=2');
    expect(emails(second)).toEqual(['dee@other.test', 'ben@groups.test']);
    expect((await groupsOf('?page=3&limit=2')).groups).toEqual([]);
    // The screen's default: 20 groups a page.
    expect((await groupsOf('')).pagination).toMatchObject({ page: 1, limit: 20, total: 4 });
  });

  it("narrows to the users a search finds by name or e-mail, with that view's totals", async () => {
    const byMail = await groupsOf('?search=GROUPS.TEST');
    expect(emails(byMail)).toEqual(['cy@groups.test', 'ada@groups.test', 'ben@groups.test']);
    expect(byMail.pagination.total).toBe(3);
    expect(byMail.grants_total).toBe(5);
    const byName = await groupsOf(`?search=${encodeURIComponent('dee ram')}`);
    expect(emails(byName)).toEqual(['dee@other.test']);
    expect(byName.grants_total).toBe(1);
    const none = await groupsOf('?search=nobody-here');
    expect(none).toMatchObject({ groups: [], grants_total: 0, pagination: { total: 0 } });
  });

  it('answers 400 naming the field for a bad page or limit, and caps the limit at 100', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?limit=abc', 'limit'],
      ['?page=1.5', 'page'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/access/groups${query}`,
        headers: bearer(token),
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(field);
    }
    expect((await groupsOf('?limit=5000')).pagination.limit).toBe(100);
  });

  it('keeps the groups exact as grants come and go: a grant, a revoke, a bulk revoke, a deleted user', async () => {
    const { db } = ctx.database;
    const [ada, ben, cy, dee] = people as [(typeof people)[number], ...typeof people];
    const check = async (step: string) => {
      const { kept, truth, counted } = await groupsAgainstGrants();
      expect(kept, step).toEqual(truth);
      expect(counted, step).toBe(truth.length);
    };
    await check('as loaded');

    // Ada's newest grant goes: her group falls back to the next newest and moves down the list.
    const [newest] = await db
      .select({ id: userProductAccess.id })
      .from(userProductAccess)
      .where(eq(userProductAccess.createdAt, at(10)));
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/access/${newest!.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(204);
    await check('after a revoke');
    expect(emails(await groupsOf(''))).toEqual([
      'cy@groups.test',
      'dee@other.test',
      'ada@groups.test',
      'ben@groups.test',
    ]);

    // A new grant through the API brings Ben to the top.
    const grant = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/access',
      headers: bearer(token),
      payload: { user_id: ben!.id, product_id: apps[1]!.id },
    });
    expect(grant.statusCode, grant.body).toBe(201);
    await check('after a grant');
    expect(emails(await groupsOf('?limit=1'))).toEqual(['ben@groups.test']);

    // One statement revoking every grant of two users: both groups go.
    await db.delete(userProductAccess).where(inArray(userProductAccess.userId, [ben!.id, cy!.id]));
    await check('after a bulk revoke');
    expect(emails(await groupsOf(''))).toEqual(['dee@other.test', 'ada@groups.test']);

    // A deleted user's grants go by cascade, and the group with them.
    await db.delete(users).where(eq(users.id, dee!.id));
    await check('after a deleted user');
    const left = await groupsOf('');
    expect(emails(left)).toEqual([ada.email]);
    expect(left).toMatchObject({ grants_total: 2, pagination: { total: 1 } });
  });
});

describe('the page of groups at scale', () => {
  it('is a range of access_groups_newest_idx, not a sort of every group', async () => {
    const { db } = ctx.database;
    // 20,000 groups (their grants are not needed to plan the page), then put back.
    await db.execute(sql`insert into access_groups (user_id, grants, newest_at)
      select 1000000 + i, 1, now() - make_interval(secs => i) from generate_series(1, 20000) as i`);
    try {
      await db.execute(sql`analyze access_groups`);
      for (const page of [1, 50]) {
        const plan = await explain(ctx.database, accessGroupsPageQuery(db, { page, limit: 20, search: undefined }));
        expect(isIndexOrdered(plan, 'access_groups', 'access_groups_newest_idx'), plan).toBe(true);
      }
    } finally {
      await db.execute(sql`delete from access_groups where user_id > 1000000`);
    }
  });
});
