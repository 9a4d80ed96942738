import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, softwareReleases } from '../../db/schema/catalog.ts';
import { auditLogs } from '../../db/schema/operations.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let token: string;
let adminId: number;
let studio: { id: number };
let editor: { id: number };
let mug: { id: number };

const SUM = (c: string) => c.repeat(64);

beforeAll(async () => {
  ctx = await createTestContext();
  const session = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
  token = session.token;
  adminId = session.user.id;
  [studio, editor, mug] = (await ctx.database.db
    .insert(products)
    .values([
      { name: 'Photo Studio', priceUsd: 4900, internalKey: 'studio', isDownloadable: true },
      { name: 'Code Editor', priceUsd: 2900, internalKey: 'editor', isDownloadable: true },
      { name: 'Coffee Mug', priceUsd: 1200, internalKey: 'mug', isPhysical: true },
    ])
    .returning({ id: products.id })) as [{ id: number }, { id: number }, { id: number }];
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const auditOf = (id: number, action: string) =>
  ctx.database.db
    .select()
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.resourceType, 'software_releases'),
        eq(auditLogs.resourceId, String(id)),
        eq(auditLogs.action, action),
      ),
    );

const valid = (over: Record<string, unknown> = {}) => ({
  product_id: studio.id,
  version_number: '1.0.0',
  platform: 'windows',
  download_url: 'https://downloads.example.com/studio-1.0.0.zip',
  file_size_bytes: 1048576,
  sha256_checksum: SUM('a'),
  release_notes: 'First release',
  is_latest: false,
  release_date: '2026-03-01',
  ...over,
});
const create = (over: Record<string, unknown> = {}) => call('POST', '/releases', valid(over));

async function reset() {
  await ctx.database.db.delete(softwareReleases);
}

describe('GET /releases/products', () => {
  it('offers only downloadable products, by name', async () => {
    const res = await call('GET', '/releases/products');
    expect(res.statusCode).toBe(200);
    expect(json(res).products).toEqual([
      { id: editor.id, name: 'Code Editor' },
      { id: studio.id, name: 'Photo Studio' },
    ]);
  });
});

describe('POST /releases', () => {
  it('is sent as version_number, file_size_bytes, sha256_checksum and read as version, file_size, checksum_sha256', async () => {
    await reset();
    const res = await create({ platform: 'Windows-linux', sha256_checksum: SUM('B') });
    expect(res.statusCode).toBe(201);
    const body = json(res);
    expect(Object.keys(body).sort()).toEqual(
      [
        'checksum_sha256',
        'created_at',
        'download_url',
        'file_size',
        'id',
        'is_latest',
        'platform',
        'product',
        'product_id',
        'release_date',
        'release_notes',
        'updated_at',
        'revision',
        'version',
      ].sort(),
    );
    expect(body).toMatchObject({
      product_id: studio.id,
      version: '1.0.0',
      platform: 'linux-windows', // sorted, lowercase, hyphen-joined
      download_url: 'https://downloads.example.com/studio-1.0.0.zip',
      file_size: 1048576,
      checksum_sha256: SUM('b'),
      release_notes: 'First release',
      is_latest: false,
      release_date: '2026-03-01T00:00:00.000Z',
      product: { id: studio.id, name: 'Photo Studio' },
    });
    const [row] = await auditOf(body.id as number, 'create');
    expect(row).toMatchObject({ adminUserId: adminId });
    expect(row!.changes).toMatchObject({ version: { after: '1.0.0' }, platform: { after: 'linux-windows' } });
  });

  it("answers the spec's texts for every missing field", async () => {
    const res = await call('POST', '/releases', {
      product_id: '',
      version_number: '',
      platform: '',
      download_url: '',
      sha256_checksum: '',
      release_date: '',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).fields).toEqual({
      product_id: 'Product is required',
      version_number: 'Version is required',
      platform: 'Platform is required',
      download_url: 'Download URL is required',
      sha256_checksum: 'SHA-256 checksum is required. Please upload a ZIP file to calculate it.',
      release_date: 'Release date is required',
    });
  });

  it('refuses a malformed URL, platform, checksum, size or date', async () => {
    const fields = async (over: Record<string, unknown>) => json((await create(over)) as never).fields;
    expect(await fields({ download_url: 'not a url' })).toEqual({
      download_url: 'Download URL must be a valid URL...',
    });
    expect(await fields({ download_url: 'ftp://files.example.com/a.zip' })).toEqual({
      download_url: 'Download URL must be a valid URL...',
    });
    expect(await fields({ platform: 'windows-bsd' })).toEqual({
      platform: 'Platform must be windows, macos, linux or a combination of them',
    });
    expect(await fields({ sha256_checksum: 'abc' })).toEqual({
      sha256_checksum: 'SHA-256 checksum must be 64 hexadecimal characters',
    });
    expect(await fields({ file_size_bytes: -1 })).toEqual({
      file_size_bytes: 'File size must be a whole number of bytes',
    });
    expect(await fields({ release_date: '2026-13-45' })).toEqual({ release_date: 'Release date must be a valid date' });
  });

  it('refuses an unknown product and a product that is not downloadable', async () => {
    const unknown = await create({ product_id: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toBe('Product not found');
    const physical = await create({ product_id: mug.id });
    expect(physical.statusCode).toBe(400);
    expect(json(physical)).toMatchObject({
      message: 'Only downloadable products can have releases',
      fields: { product_id: 'Only downloadable products can have releases' },
    });
  });

  it('refuses the same version twice for the same product and platform with a clear 409', async () => {
    await reset();
    expect((await create({ version_number: '2.0' })).statusCode).toBe(201);
    const dup = await create({ version_number: '2.0' });
    expect(dup.statusCode).toBe(409);
    expect(json(dup).message).toBe('This product already has a release with this version for this platform');
    expect((await create({ version_number: '2.0', platform: 'macos' })).statusCode).toBe(201);
    expect((await create({ version_number: '2.0', product_id: editor.id })).statusCode).toBe(201);
  });
});

describe('is_latest', () => {
  it("marking a release latest clears the flag on the product's other releases for the same platform, audited", async () => {
    await reset();
    const old = json<{ id: number }>(await create({ version_number: '1.0', is_latest: true }));
    const mac = json<{ id: number }>(await create({ version_number: '1.0', platform: 'macos', is_latest: true }));
    const other = json<{ id: number }>(await create({ version_number: '1.0', product_id: editor.id, is_latest: true }));
    const next = json<{ id: number; is_latest: boolean }>(await create({ version_number: '1.1', is_latest: true }));
    expect(next.is_latest).toBe(true);

    const latest = async (id: number) => json<{ is_latest: boolean }>(await call('GET', `/releases/${id}`)).is_latest;
    expect(await latest(old.id)).toBe(false);
    expect(await latest(mac.id)).toBe(true);
    expect(await latest(other.id)).toBe(true);
    const [cleared] = await auditOf(old.id, 'update');
    expect(cleared!.changes).toEqual({ is_latest: { before: true, after: false } });

    // Editing the old one back to latest clears the newer one.
    const back = await call('PATCH', `/releases/${old.id}`, { is_latest: true });
    expect(back.statusCode).toBe(200);
    expect(await latest(old.id)).toBe(true);
    expect(await latest(next.id)).toBe(false);
  });
});

describe('PATCH /releases/{id}', () => {
  it('updates the sent fields with the sent names, keeps the product fixed, and audits before and after', async () => {
    await reset();
    const { id } = json<{ id: number }>(await create());
    const res = await call('PATCH', `/releases/${id}`, {
      product_id: editor.id,
      version_number: '1.0.1',
      platform: 'macos-linux',
      download_url: 'https://downloads.example.com/studio-1.0.1.zip',
      file_size_bytes: 2048,
      sha256_checksum: SUM('c'),
      release_notes: 'Fixes',
      is_latest: false,
      release_date: '2026-03-05',
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      product_id: studio.id,
      version: '1.0.1',
      platform: 'linux-macos',
      file_size: 2048,
      checksum_sha256: SUM('c'),
      release_notes: 'Fixes',
      release_date: '2026-03-05T00:00:00.000Z',
    });
    const [row] = await auditOf(id, 'update');
    expect(row!.changes).toMatchObject({
      version: { before: '1.0.0', after: '1.0.1' },
      file_size: { before: 1048576, after: 2048 },
    });
    // The file is optional on edit: omitting checksum and size keeps them.
    const keep = await call('PATCH', `/releases/${id}`, { release_notes: 'More fixes' });
    expect(json(keep)).toMatchObject({ checksum_sha256: SUM('c'), file_size: 2048 });
  });

  it('refuses a version clash and emptied fields, and 404s unknown ids', async () => {
    await reset();
    await create({ version_number: '3.0' });
    const { id } = json<{ id: number }>(await create({ version_number: '3.1' }));
    const clash = await call('PATCH', `/releases/${id}`, { version_number: '3.0' });
    expect(clash.statusCode).toBe(409);
    const empty = await call('PATCH', `/releases/${id}`, { version_number: '', download_url: 'x' });
    expect(json(empty).fields).toEqual({
      version_number: 'Version is required',
      download_url: 'Download URL must be a valid URL...',
    });
    for (const bad of ['999999', 'x1', '']) {
      const res = await call('PATCH', `/releases/${bad}`, { release_notes: 'n' });
      expect(res.statusCode, bad).toBe(404);
    }
  });
});

describe('GET /releases', () => {
  it('pages 10 per page in {releases, pagination} and searches version or product name', async () => {
    await reset();
    for (let i = 1; i <= 11; i++) await create({ version_number: `4.${i}` });
    await create({ version_number: '9.9-beta', product_id: editor.id });
    const first = json<{ releases: { version: string }[]; pagination: unknown }>(await call('GET', '/releases'));
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 12, pages: 2 });
    expect(first.releases[0]!.version).toBe('9.9-beta');
    expect(json<{ releases: unknown[] }>(await call('GET', '/releases?page=2')).releases).toHaveLength(2);
    const versions = async (q: string) =>
      json<{ releases: { version: string }[] }>(await call('GET', `/releases?search=${q}`)).releases.map(
        (r) => r.version,
      );
    expect(await versions('BETA')).toEqual(['9.9-beta']);
    expect(await versions('code%20edit')).toEqual(['9.9-beta']);
    expect(await versions('4.1')).toEqual(['4.11', '4.10', '4.1']);
  });
});

describe('DELETE /releases/{id}', () => {
  it('deletes, audits the delete, then answers 404', async () => {
    const { id } = json<{ id: number }>(await create({ version_number: 'del-1' }));
    expect((await call('DELETE', `/releases/${id}`)).statusCode).toBe(204);
    const [row] = await auditOf(id, 'delete');
    expect(row!.changes).toMatchObject({ version: { before: 'del-1' } });
    expect((await call('DELETE', `/releases/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/releases/${id}`)).statusCode).toBe(404);
  });
});
