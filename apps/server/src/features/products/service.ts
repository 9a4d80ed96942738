// The store's catalogue for the admin panel (spec 000 §2–§8): list and search, the product
// form, deletion. A product that still has active access grants or software releases cannot be
// deleted (DESIGN §4); orders keep their own snapshot of what they sold. Every change writes its
// audit row in the same transaction.
import { and, count, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  PRODUCT_MESSAGES,
  type AccessDurationType,
  type Product,
  type ProductBulkBody,
  type ProductCreateBody,
  type ProductSortField,
  type ProductsQuery,
  type ProductsResponse,
  type ProductUpdateBody,
} from '@store/contract/products';
import type { BulkResult } from '@store/contract/bulk';
import type { ProductHit } from '@store/contract/search';
import type { Db, Tx } from '../../db/client.ts';
import { products, softwareReleases } from '../../db/schema/catalog.ts';
import { userProductAccess } from '../../db/schema/sales.ts';
import type { Actor } from '../../platform/audit.ts';
import { writeAudit } from '../../platform/audit.ts';
import { isUniqueViolation } from '../../platform/constraints.ts';
import { AppError, conflict, invalid } from '../../platform/errors.ts';
import { idOf } from '../../platform/ids.ts';
import { actOnRecord, actOnRecords, type RecordAction } from '../../platform/record-actions.ts';
import { assertRevision, nextRevision, type IfMatch } from '../../platform/revisions.ts';
import { offsetOf, pagination } from '../../platform/pagination.ts';
import { listOrderBy, type ListOrder } from '../../platform/sorting.ts';
import { containsPattern } from '../../platform/list-search.ts';

type ProductRow = typeof products.$inferSelect;

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price_usd: row.priceUsd,
    is_physical: row.isPhysical,
    is_downloadable: row.isDownloadable,
    access_duration_type: row.accessDurationType as AccessDurationType,
    access_duration_months: row.accessDurationMonths,
    internal_key: row.internalKey,
    stripe_product_id: row.stripeProductId,
    stripe_price_id: row.stripePriceId,
    coinbase_product_id: row.coinbaseProductId,
    coinbase_price_id: row.coinbasePriceId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    revision: row.revision,
  };
}

/** What the audit row records of a product: its fields as the panel names them. */
function auditSnapshot(row: ProductRow) {
  const { id: _id, created_at: _c, updated_at: _u, revision: _r, ...fields } = toProduct(row);
  return fields;
}

const productNotFound = () => new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
const productId = (raw: string) => idOf(raw, PRODUCT_MESSAGES.notFound);

/**
 * The products list's order, for its pages and its CSV export: the sort asked for, then id, else
 * newest first (products_created_at_idx); each field has its (column, id) index.
 */
export const PRODUCTS_ORDER: ListOrder<ProductSortField> = {
  columns: { name: products.name, price: products.priceUsd, created_at: products.createdAt },
  key: products.id,
  newest: products.createdAt,
};

/**
 * The products list's filter, for its pages and its CSV export: a substring of the lower-cased
 * name, the expression of the products_name_trgm_idx index.
 */
export function productsWhere(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return sql`lower(${products.name}) like ${containsPattern(search)}`;
}

/**
 * The command palette's product matches (decision 0030): the name contains the search, as the
 * list's search does (a catalogue is hundreds of products, not millions), in name order.
 */
export async function productHits(db: Db, search: string, limit: number): Promise<ProductHit[]> {
  return db
    .select({ id: products.id, name: products.name, price_usd: products.priceUsd })
    .from(products)
    .where(productsWhere(search))
    .orderBy(products.name, products.id)
    .limit(limit);
}

export async function listProducts(db: Db, query: ProductsQuery): Promise<ProductsResponse> {
  const where = productsWhere(query.search);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...listOrderBy(PRODUCTS_ORDER, query.sort))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return {
    products: rows.map(toProduct),
    pagination: pagination(query.page, query.limit, totals?.total ?? 0),
  };
}

export async function getProduct(db: Db, rawId: string): Promise<Product> {
  const [row] = await db
    .select()
    .from(products)
    .where(eq(products.id, productId(rawId)));
  if (!row) throw productNotFound();
  return toProduct(row);
}

/** A lost race on the unique internal key gives the same 409 as the check before it. */
async function withKeyConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'products_internal_key_unique')) throw conflict(PRODUCT_MESSAGES.internalKeyTaken);
    throw err;
  }
}

async function assertKeyFree(tx: Tx, internalKey: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.internalKey, internalKey))
    .limit(1);
  if (taken && taken.id !== exceptId) throw conflict(PRODUCT_MESSAGES.internalKeyTaken);
}

/** Lifetime has no months; every other type needs at least one (spec 000 §3, §9). */
function durationMonths(type: AccessDurationType, months: number | null | undefined): number | null {
  if (type === 'lifetime') return null;
  if (months == null) throw invalid('access_duration_months', PRODUCT_MESSAGES.monthsMin);
  return months;
}

export async function createProduct(db: Db, actor: Actor, body: ProductCreateBody): Promise<Product> {
  const months = durationMonths(body.access_duration_type, body.access_duration_months);
  const row = await withKeyConflict(() =>
    db.transaction(async (tx) => {
      await assertKeyFree(tx, body.internal_key);
      const [created] = await tx
        .insert(products)
        .values({
          name: body.name,
          description: body.description,
          priceUsd: body.price_usd,
          isPhysical: body.is_physical,
          isDownloadable: body.is_downloadable,
          accessDurationType: body.access_duration_type,
          accessDurationMonths: months,
          internalKey: body.internal_key,
          stripeProductId: body.stripe_product_id ?? null,
          stripePriceId: body.stripe_price_id ?? null,
          coinbaseProductId: body.coinbase_product_id ?? null,
          coinbasePriceId: body.coinbase_price_id ?? null,
        })
        .returning();
      if (!created) throw new Error('insert returned no row');
      await writeAudit(tx, actor, {
        action: 'create',
        resourceType: 'products',
        resourceId: created.id,
        after: auditSnapshot(created),
      });
      return created;
    }),
  );
  return toProduct(row);
}

/** The 412 of a stale product write. */
const staleProduct = (row: ProductRow) =>
  ({ row, what: 'product', resourceType: 'products', resourceId: row.id, current: () => toProduct(row) }) as const;

export async function updateProduct(
  db: Db,
  actor: Actor,
  rawId: string,
  body: ProductUpdateBody,
  ifMatch?: IfMatch,
): Promise<Product> {
  const id = productId(rawId);
  const row = await withKeyConflict(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!before) throw productNotFound();
      await assertRevision(tx, ifMatch, staleProduct(before));
      // The type and months are checked as they will be stored: the change over the saved product.
      const type = body.access_duration_type ?? (before.accessDurationType as AccessDurationType);
      const months = durationMonths(
        type,
        body.access_duration_months !== undefined ? body.access_duration_months : before.accessDurationMonths,
      );
      if (body.internal_key !== undefined && body.internal_key !== before.internalKey) {
        await assertKeyFree(tx, body.internal_key, id);
      }
      const [after] = await tx
        .update(products)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.price_usd !== undefined ? { priceUsd: body.price_usd } : {}),
          ...(body.is_physical !== undefined ? { isPhysical: body.is_physical } : {}),
          ...(body.is_downloadable !== undefined ? { isDownloadable: body.is_downloadable } : {}),
          accessDurationType: type,
          accessDurationMonths: months,
          ...(body.internal_key !== undefined ? { internalKey: body.internal_key } : {}),
          ...(body.stripe_product_id !== undefined ? { stripeProductId: body.stripe_product_id } : {}),
          ...(body.stripe_price_id !== undefined ? { stripePriceId: body.stripe_price_id } : {}),
          ...(body.coinbase_product_id !== undefined ? { coinbaseProductId: body.coinbase_product_id } : {}),
          ...(body.coinbase_price_id !== undefined ? { coinbasePriceId: body.coinbase_price_id } : {}),
          updatedAt: new Date(),
          revision: nextRevision(products.revision),
        })
        .where(eq(products.id, id))
        .returning();
      if (!after) throw productNotFound();
      await writeAudit(tx, actor, {
        action: 'update',
        resourceType: 'products',
        resourceId: id,
        before: auditSnapshot(before),
        after: auditSnapshot(after),
      });
      return after;
    }),
  );
  return toProduct(row);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The sentence that tells the admin what stops a deletion, or null when nothing does. */
export function deletionBlocker(activeGrants: number, releases: number): string | null {
  if (activeGrants > 0 && releases > 0) {
    return (
      `This product has ${plural(activeGrants, 'active access grant', 'active access grants')} and ` +
      `${plural(releases, 'software release', 'software releases')}; revoke or delete them first.`
    );
  }
  if (activeGrants > 0) {
    return `This product has ${plural(activeGrants, 'active access grant', 'active access grants')}; revoke ${activeGrants === 1 ? 'it' : 'them'} first.`;
  }
  if (releases > 0) {
    return `This product has ${plural(releases, 'software release', 'software releases')}; delete ${releases === 1 ? 'it' : 'them'} first.`;
  }
  return null;
}

/** What stops each product's deletion: its active access grants and its releases. */
interface ProductUses {
  grants: Map<number, number>;
  releases: Map<number, number>;
}

const countsById = (rows: { id: number; n: number }[]) => new Map(rows.map((r) => [r.id, r.n]));

/**
 * Deleting products, unless customers still have active access to one or it still has releases.
 * The row locks keep a grant or release from being added between the check and the delete.
 * Order items keep their snapshot (name, price) and lose only their link to the product.
 */
const productDeletion: RecordAction<ProductRow, ProductUses> = {
  what: 'product',
  resourceType: 'products',
  notFound: PRODUCT_MESSAGES.notFound,
  load: async (tx, ids) => {
    const rows = await tx.select().from(products).where(inArray(products.id, ids)).orderBy(products.id).for('update');
    const grants = await tx
      .select({ id: userProductAccess.productId, n: count() })
      .from(userProductAccess)
      .where(
        and(
          inArray(userProductAccess.productId, ids),
          eq(userProductAccess.isActive, true),
          or(isNull(userProductAccess.expiresAt), gt(userProductAccess.expiresAt, sql`now()`)),
        ),
      )
      .groupBy(userProductAccess.productId);
    const releases = await tx
      .select({ id: softwareReleases.productId, n: count() })
      .from(softwareReleases)
      .where(inArray(softwareReleases.productId, ids))
      .groupBy(softwareReleases.productId);
    return { rows, state: { grants: countsById(grants), releases: countsById(releases) } };
  },
  current: (_tx, row) => toProduct(row),
  check: (row, uses) => {
    const blocker = deletionBlocker(uses.grants.get(row.id) ?? 0, uses.releases.get(row.id) ?? 0);
    if (blocker) throw conflict(blocker);
    return 'change';
  },
  write: async (tx, rows) => {
    await tx.delete(products).where(
      inArray(
        products.id,
        rows.map((r) => r.id),
      ),
    );
    return rows;
  },
  audit: (before) => ({ action: 'delete', before: auditSnapshot(before) }),
};

export async function deleteProduct(db: Db, actor: Actor, rawId: string, ifMatch?: IfMatch): Promise<void> {
  await actOnRecord(db, actor, productDeletion, productId(rawId), ifMatch);
}

/** `POST /products/bulk`: deletes products; one in use fails with the sentence that says why. */
export function bulkProducts(db: Db, actor: Actor, body: ProductBulkBody): Promise<BulkResult> {
  return actOnRecords(db, actor, productDeletion, body.records);
}
