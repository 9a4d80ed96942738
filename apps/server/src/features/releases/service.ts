// Software releases of downloadable products (spec 001 "Software Releases"). The form sends
// version_number, file_size_bytes and sha256_checksum; a release reads back as version,
// file_size and checksum_sha256 (DESIGN §3). At most one release per product and platform is the
// latest: marking one clears the others in the same transaction, each with its own audit row.
import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  RELEASE_MESSAGES,
  type Release,
  type ReleaseCreateBody,
  type ReleaseListQuery,
  type ReleaseListResponse,
  type ReleaseProductsResponse,
  type ReleaseSortField,
  type ReleaseUpdateBody,
  type PlatformValue,
} from '@store/contract/releases';
import type { Sort } from '@store/contract/pagination';
import type { Db, Tx } from '../../db/client.ts';
import { products, softwareReleases } from '../../db/schema/catalog.ts';
import { emitWebhookEvent } from '../webhooks/service.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import { AppError, conflict, invalid } from '../../platform/errors.ts';
import { idOf } from '../../platform/ids.ts';
import { assertRevision, nextRevision, type IfMatch } from '../../platform/revisions.ts';
import { offsetOf, pagination } from '../../platform/pagination.ts';
import { orderByOf } from '../../platform/sorting.ts';
import { containsPattern } from '../../platform/list-search.ts';

const RESOURCE = 'software_releases';
type ReleaseRow = typeof softwareReleases.$inferSelect;
type Row = { release: ReleaseRow; product: { id: number; name: string } };

/** The 412 of a stale write to a release. */
const staleRelease = (tx: Tx, row: ReleaseRow) =>
  ({
    row,
    what: 'release',
    resourceType: RESOURCE,
    resourceId: row.id,
    current: async () => toRelease((await findRow(tx, row.id))!),
  }) as const;

function toRelease({ release, product }: Row): Release {
  return {
    id: release.id,
    product_id: release.productId,
    version: release.version,
    // The table's check (software_releases_platform) keeps it to these values.
    platform: release.platform as PlatformValue,
    download_url: release.downloadUrl,
    file_size: release.fileSize,
    checksum_sha256: release.checksumSha256,
    release_notes: release.releaseNotes,
    is_latest: release.isLatest,
    release_date: release.releaseDate.toISOString(),
    created_at: release.createdAt.toISOString(),
    updated_at: release.updatedAt.toISOString(),
    revision: release.revision,
    product,
  };
}

/** What the audit row records, in the read names. */
function auditShape(r: ReleaseRow) {
  return {
    product_id: r.productId,
    version: r.version,
    platform: r.platform,
    download_url: r.downloadUrl,
    file_size: r.fileSize,
    checksum_sha256: r.checksumSha256,
    release_notes: r.releaseNotes,
    is_latest: r.isLatest,
    release_date: r.releaseDate,
  };
}

function base(db: Tx) {
  return db
    .select({ release: softwareReleases, product: { id: products.id, name: products.name } })
    .from(softwareReleases)
    .innerJoin(products, eq(products.id, softwareReleases.productId));
}

/** Version (its trigram index) or product name (the products' trigram index). */
function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    sql`lower(${softwareReleases.version}) like ${pattern}`,
    inArray(
      softwareReleases.productId,
      sql`(select ${products.id} from ${products} where lower(${products.name}) like ${pattern})`,
    ),
  );
}

/** Newest first: served by software_releases_created_at_idx (created_at desc, id desc). */
const NEWEST_FIRST = [desc(softwareReleases.createdAt), desc(softwareReleases.id)];

/**
 * The releases list's ORDER BY: the sort asked for, then the release's id, else newest first.
 * `product_name` is the joined product's name (products_name_idx, then each product's releases
 * by software_releases_product_idx); `release_date` is the date the "Release Date" column shows.
 */
function releasesOrder(sort: Sort<ReleaseSortField> | undefined): SQL[] {
  return orderByOf(
    sort,
    {
      product_name: products.name,
      version: softwareReleases.version,
      platform: softwareReleases.platform,
      file_size: softwareReleases.fileSize,
      release_date: softwareReleases.releaseDate,
    },
    softwareReleases.id,
    NEWEST_FIRST,
  );
}

export async function listReleases(db: Db, query: ReleaseListQuery): Promise<ReleaseListResponse> {
  const where = searchFilter(query.search);
  const [rows, [totals]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(...releasesOrder(query.sort))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ total: count() }).from(softwareReleases).where(where),
  ]);
  return { releases: rows.map(toRelease), pagination: pagination(query.page, query.limit, totals?.total ?? 0) };
}

async function findRow(db: Tx, id: number): Promise<Row | undefined> {
  const [row] = await base(db).where(eq(softwareReleases.id, id));
  return row;
}

export async function getRelease(db: Db, rawId: string): Promise<Release> {
  const row = await findRow(db, idOf(rawId, RELEASE_MESSAGES.notFound));
  if (!row) throw new AppError('NOT_FOUND', RELEASE_MESSAGES.notFound);
  return toRelease(row);
}

/** spec 001 §5: only downloadable products are offered. */
export async function releaseProducts(db: Db): Promise<ReleaseProductsResponse> {
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.isDownloadable, true))
    .orderBy(asc(products.name), asc(products.id));
  return { products: rows };
}

async function assertUnique(tx: Tx, productId: number, version: string, platform: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: softwareReleases.id })
    .from(softwareReleases)
    .where(
      and(
        eq(softwareReleases.productId, productId),
        eq(softwareReleases.version, version),
        eq(softwareReleases.platform, platform),
        exceptId === undefined ? undefined : ne(softwareReleases.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw conflict(RELEASE_MESSAGES.duplicate);
}

/** Clears is_latest on the product's other releases for the same platform, auditing each. */
async function clearOtherLatest(tx: Tx, actor: Actor, productId: number, platform: string, exceptId?: number) {
  const cleared = await tx
    .update(softwareReleases)
    .set({ isLatest: false, updatedAt: new Date(), revision: nextRevision(softwareReleases.revision) })
    .where(
      and(
        eq(softwareReleases.productId, productId),
        eq(softwareReleases.platform, platform),
        eq(softwareReleases.isLatest, true),
        exceptId === undefined ? undefined : ne(softwareReleases.id, exceptId),
      ),
    )
    .returning();
  for (const release of cleared) {
    await writeAudit(tx, actor, {
      action: 'update',
      resourceType: RESOURCE,
      resourceId: release.id,
      before: { is_latest: true },
      after: { is_latest: false },
    });
  }
}

/** Locks the product row: release changes of one product happen one at a time. */
async function lockProduct(tx: Tx, productId: number) {
  const [product] = await tx
    .select({ id: products.id, isDownloadable: products.isDownloadable })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return product;
}

export async function createRelease(db: Db, actor: Actor, body: ReleaseCreateBody): Promise<Release> {
  const id = await db.transaction(async (tx) => {
    const product = await lockProduct(tx, body.product_id);
    if (!product) throw invalid('product_id', RELEASE_MESSAGES.productNotFound);
    if (!product.isDownloadable) throw invalid('product_id', RELEASE_MESSAGES.productNotDownloadable);
    await assertUnique(tx, body.product_id, body.version_number, body.platform);
    if (body.is_latest) await clearOtherLatest(tx, actor, body.product_id, body.platform);
    const [created] = await tx
      .insert(softwareReleases)
      .values({
        productId: body.product_id,
        version: body.version_number,
        platform: body.platform,
        downloadUrl: body.download_url,
        fileSize: body.file_size_bytes ?? null,
        checksumSha256: body.sha256_checksum,
        releaseNotes: body.release_notes ?? '',
        isLatest: body.is_latest,
        releaseDate: new Date(body.release_date),
      })
      .returning();
    await writeAudit(tx, actor, {
      action: 'create',
      resourceType: RESOURCE,
      resourceId: created!.id,
      after: auditShape(created!),
    });
    await emitWebhookEvent(tx, 'release.published', async () => ({
      release: toRelease((await findRow(tx, created!.id))!),
    }));
    return created!.id;
  });
  return toRelease((await findRow(db, id))!);
}

export async function updateRelease(
  db: Db,
  actor: Actor,
  rawId: string,
  body: ReleaseUpdateBody,
  ifMatch?: IfMatch,
): Promise<Release> {
  const id = idOf(rawId, RELEASE_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ productId: softwareReleases.productId })
      .from(softwareReleases)
      .where(eq(softwareReleases.id, id));
    if (!found) throw new AppError('NOT_FOUND', RELEASE_MESSAGES.notFound);
    await lockProduct(tx, found.productId);
    const [current] = await tx.select().from(softwareReleases).where(eq(softwareReleases.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', RELEASE_MESSAGES.notFound);
    await assertRevision(tx, ifMatch, staleRelease(tx, current));
    const version = body.version_number ?? current.version;
    const platform = body.platform ?? current.platform;
    const isLatest = body.is_latest ?? current.isLatest;
    if (version !== current.version || platform !== current.platform) {
      await assertUnique(tx, current.productId, version, platform, id);
    }
    if (isLatest) await clearOtherLatest(tx, actor, current.productId, platform, id);
    const [updated] = await tx
      .update(softwareReleases)
      .set({
        version,
        platform,
        downloadUrl: body.download_url ?? current.downloadUrl,
        fileSize: body.file_size_bytes === undefined ? current.fileSize : body.file_size_bytes,
        checksumSha256: body.sha256_checksum ?? current.checksumSha256,
        releaseNotes: body.release_notes ?? current.releaseNotes,
        isLatest,
        releaseDate: body.release_date ? new Date(body.release_date) : current.releaseDate,
        updatedAt: new Date(),
        revision: nextRevision(softwareReleases.revision),
      })
      .where(eq(softwareReleases.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'update',
      resourceType: RESOURCE,
      resourceId: id,
      before: auditShape(current),
      after: auditShape(updated!),
    });
  });
  return toRelease((await findRow(db, id))!);
}

export async function deleteRelease(db: Db, actor: Actor, rawId: string, ifMatch?: IfMatch): Promise<void> {
  const id = idOf(rawId, RELEASE_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    const [removed] = await tx.select().from(softwareReleases).where(eq(softwareReleases.id, id)).for('update');
    if (!removed) throw new AppError('NOT_FOUND', RELEASE_MESSAGES.notFound);
    await assertRevision(tx, ifMatch, staleRelease(tx, removed));
    await tx.delete(softwareReleases).where(eq(softwareReleases.id, id));
    await writeAudit(tx, actor, {
      action: 'delete',
      resourceType: RESOURCE,
      resourceId: id,
      before: auditShape(removed),
    });
  });
}
