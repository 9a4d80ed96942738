// Countries the store ships to, with their shipping cost (spec 001 "Countries"). The code is the
// key (in the URL, fixed on edit). Orders keep their own copy of the code, so a country can be
// removed without touching any order.
import { asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  COUNTRY_CODE_PATTERN,
  COUNTRY_MESSAGES,
  type Country,
  type CountryCreateBody,
  type CountryListQuery,
  type CountryListResponse,
  type CountrySortField,
  type CountryUpdateBody,
} from '@store/contract/countries';
import type { Sort } from '@store/contract/pagination';
import type { Db } from '../../db/client.ts';
import { countries } from '../../db/schema/catalog.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import { assertRevision, nextRevision, type IfMatch } from '../../platform/revisions.ts';
import { AppError, conflict, invalid } from '../../platform/errors.ts';
import { offsetOf, pagination } from '../../platform/pagination.ts';
import { orderByOf } from '../../platform/sorting.ts';
import { containsPattern } from '../../platform/list-search.ts';

const RESOURCE = 'countries';

/** The 412 of a stale write to a country. */
const staleCountry = (row: CountryRow) =>
  ({ row, what: 'country', resourceType: RESOURCE, resourceId: row.code, current: () => toCountry(row) }) as const;
type CountryRow = typeof countries.$inferSelect;

function toCountry(row: CountryRow): Country {
  return {
    code: row.code,
    name: row.name,
    shipping_cost: row.shippingCost,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    revision: row.revision,
  };
}

/** What the audit row records (the read names). */
function auditShape(row: CountryRow) {
  return { code: row.code, name: row.name, shipping_cost: row.shippingCost };
}

/** The code in a path: matched case-insensitively; anything that cannot be a code is "not found". */
function codeOf(raw: string): string {
  const code = raw.trim().toUpperCase();
  if (!COUNTRY_CODE_PATTERN.test(code)) throw new AppError('NOT_FOUND', COUNTRY_MESSAGES.notFound);
  return code;
}

/** By code (the primary key) or name (its trigram index). */
function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const code = search.toUpperCase();
  return or(
    COUNTRY_CODE_PATTERN.test(code) ? eq(countries.code, code) : undefined,
    sql`lower(${countries.name}) like ${containsPattern(search)}`,
  );
}

/** The list's default order: by name, then code. */
const BY_NAME = [asc(countries.name), asc(countries.code)];

/**
 * The countries list's ORDER BY: the sort asked for, then the code (the key), else by name.
 */
function countriesOrder(sort: Sort<CountrySortField> | undefined): SQL[] {
  return orderByOf(
    sort,
    {
      code: countries.code,
      name: countries.name,
      shipping_cost: countries.shippingCost,
      updated_at: countries.updatedAt,
    },
    countries.code,
    BY_NAME,
  );
}

export async function listCountries(db: Db, query: CountryListQuery): Promise<CountryListResponse> {
  const where = searchFilter(query.search);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(countries)
      .where(where)
      .orderBy(...countriesOrder(query.sort))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ total: count() }).from(countries).where(where),
  ]);
  return { countries: rows.map(toCountry), pagination: pagination(query.page, query.limit, totals?.total ?? 0) };
}

export async function getCountry(db: Db, rawCode: string): Promise<Country> {
  const [row] = await db
    .select()
    .from(countries)
    .where(eq(countries.code, codeOf(rawCode)));
  if (!row) throw new AppError('NOT_FOUND', COUNTRY_MESSAGES.notFound);
  return toCountry(row);
}

export async function createCountry(db: Db, actor: Actor, body: CountryCreateBody): Promise<Country> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(countries)
      .values({ code: body.country_code, name: body.country_name, shippingCost: body.shipping_cost_usd_cents })
      .onConflictDoNothing({ target: countries.code })
      .returning();
    if (!created) throw conflict(COUNTRY_MESSAGES.duplicate(body.country_code));
    await writeAudit(tx, actor, {
      action: 'create',
      resourceType: RESOURCE,
      resourceId: created.code,
      after: auditShape(created),
    });
    return toCountry(created);
  });
}

export async function updateCountry(
  db: Db,
  actor: Actor,
  rawCode: string,
  body: CountryUpdateBody,
  ifMatch?: IfMatch,
): Promise<Country> {
  const code = codeOf(rawCode);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(countries).where(eq(countries.code, code)).for('update');
    if (!current) throw new AppError('NOT_FOUND', COUNTRY_MESSAGES.notFound);
    await assertRevision(tx, ifMatch, staleCountry(current));
    // spec 001 §5: the code is fixed on edit.
    if (body.country_code !== undefined && body.country_code.trim().toUpperCase() !== current.code) {
      throw invalid('country_code', COUNTRY_MESSAGES.codeFixed);
    }
    const [updated] = await tx
      .update(countries)
      .set({
        name: body.country_name ?? current.name,
        shippingCost: body.shipping_cost_usd_cents ?? current.shippingCost,
        updatedAt: new Date(),
        revision: nextRevision(countries.revision),
      })
      .where(eq(countries.code, code))
      .returning();
    await writeAudit(tx, actor, {
      action: 'update',
      resourceType: RESOURCE,
      resourceId: code,
      before: auditShape(current),
      after: auditShape(updated!),
    });
    return toCountry(updated!);
  });
}

export async function deleteCountry(db: Db, actor: Actor, rawCode: string, ifMatch?: IfMatch): Promise<void> {
  const code = codeOf(rawCode);
  await db.transaction(async (tx) => {
    const [removed] = await tx.select().from(countries).where(eq(countries.code, code)).for('update');
    if (!removed) throw new AppError('NOT_FOUND', COUNTRY_MESSAGES.notFound);
    await assertRevision(tx, ifMatch, staleCountry(removed));
    await tx.delete(countries).where(eq(countries.code, code));
    await writeAudit(tx, actor, {
      action: 'delete',
      resourceType: RESOURCE,
      resourceId: code,
      before: auditShape(removed),
    });
  });
}
