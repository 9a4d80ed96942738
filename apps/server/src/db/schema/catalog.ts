import type { AccessDurationType } from '@store/contract/products';
import type { DiscountType } from '@store/contract/promos';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, updatedAt, revision, QUIET_TRIGRAMS } from './columns.ts';

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceUsd: cents('price_usd').notNull(),
    isPhysical: boolean('is_physical').notNull().default(false),
    isDownloadable: boolean('is_downloadable').notNull().default(false),
    accessDurationType: text('access_duration_type').$type<AccessDurationType>().notNull().default('lifetime'),
    accessDurationMonths: integer('access_duration_months'),
    internalKey: text('internal_key').notNull().unique(),
    stripeProductId: text('stripe_product_id'),
    stripePriceId: text('stripe_price_id'),
    coinbaseProductId: text('coinbase_product_id'),
    coinbasePriceId: text('coinbase_price_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    revision: revision(),
  },
  (t) => [
    check('products_price_nonnegative', sql`${t.priceUsd} >= 0`),
    check('products_duration_type', sql`${t.accessDurationType} in ('lifetime', 'monthly', 'annual')`),
    check(
      'products_duration_months',
      sql`(${t.accessDurationType} = 'lifetime' and ${t.accessDurationMonths} is null)
        or (${t.accessDurationType} <> 'lifetime' and ${t.accessDurationMonths} >= 1)`,
    ),
    index('products_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_name_trgm_idx')
      .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
      .with(QUIET_TRIGRAMS),
    // The list's sorts (docs/decisions/0016-list-sorting.md): (column, id), read either way.
    index('products_name_id_idx').on(t.name, t.id),
    index('products_price_usd_id_idx').on(t.priceUsd, t.id),
  ],
);

/** Promo codes; the table is named after the audit resource type `code_promos`. */
export const codePromos = pgTable(
  'code_promos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    discountType: text('discount_type').$type<DiscountType>().notNull(),
    /** Percent (1–100) or, for fixed discounts, USD cents. */
    discountValue: bigint('discount_value', { mode: 'number' }).notNull(),
    maxUses: integer('max_uses'),
    usageCount: integer('usage_count').notNull().default(0),
    dateStart: timestamp('date_start', { withTimezone: true }).notNull().defaultNow(),
    dateEnd: timestamp('date_end', { withTimezone: true }),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    revision: revision(),
  },
  (t) => [
    check('code_promos_code_format', sql`${t.code} ~ '^[A-Z0-9_-]+$'`),
    check('code_promos_discount_type', sql`${t.discountType} in ('percentage', 'fixed')`),
    check(
      'code_promos_discount_value',
      sql`${t.discountValue} > 0 and (${t.discountType} <> 'percentage' or ${t.discountValue} <= 100)`,
    ),
    check('code_promos_dates', sql`${t.dateEnd} is null or ${t.dateEnd} >= ${t.dateStart}`),
    check('code_promos_max_uses', sql`${t.maxUses} is null or ${t.maxUses} >= 0`),
    check(
      'code_promos_usage_within_max',
      sql`${t.usageCount} >= 0 and (${t.maxUses} is null or ${t.usageCount} <= ${t.maxUses})`,
    ),
    index('code_promos_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const countries = pgTable(
  'countries',
  {
    code: char('code', { length: 2 }).primaryKey(),
    name: text('name').notNull(),
    shippingCost: cents('shipping_cost').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    revision: revision(),
  },
  (t) => [
    check('countries_code_format', sql`${t.code} ~ '^[A-Z]{2}$'`),
    check('countries_shipping_nonnegative', sql`${t.shippingCost} >= 0`),
    index('countries_name_trgm_idx')
      .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
      .with(QUIET_TRIGRAMS),
    // The list's sorts (docs/decisions/0016-list-sorting.md): (column, code), read either way.
    index('countries_name_code_idx').on(t.name, t.code),
    index('countries_shipping_cost_code_idx').on(t.shippingCost, t.code),
    index('countries_updated_at_code_idx').on(t.updatedAt, t.code),
  ],
);

export const softwareReleases = pgTable(
  'software_releases',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    version: text('version').notNull(),
    /** windows, macos, linux or a sorted hyphen-joined combination (spec 001 §3). */
    platform: text('platform').notNull(),
    downloadUrl: text('download_url').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }),
    checksumSha256: char('checksum_sha256', { length: 64 }).notNull(),
    releaseNotes: text('release_notes').notNull().default(''),
    isLatest: boolean('is_latest').notNull().default(false),
    releaseDate: timestamp('release_date', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    revision: revision(),
  },
  (t) => [
    check(
      'software_releases_platform',
      sql`${t.platform} in ('windows', 'macos', 'linux', 'macos-windows', 'linux-windows', 'linux-macos', 'linux-macos-windows')`,
    ),
    check('software_releases_checksum', sql`${t.checksumSha256} ~ '^[0-9a-f]{64}$'`),
    check('software_releases_size', sql`${t.fileSize} is null or ${t.fileSize} >= 0`),
    uniqueIndex('software_releases_version_unique').on(t.productId, t.version, t.platform),
    uniqueIndex('software_releases_one_latest')
      .on(t.productId, t.platform)
      .where(sql`${t.isLatest}`),
    index('software_releases_product_idx').on(t.productId),
    index('software_releases_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('software_releases_version_trgm_idx')
      .using('gin', sql`lower(${t.version}) gin_trgm_ops`)
      .with(QUIET_TRIGRAMS),
    // The list's sorts (docs/decisions/0016-list-sorting.md): (column, id), read either way.
    index('software_releases_version_id_idx').on(t.version, t.id),
    index('software_releases_platform_id_idx').on(t.platform, t.id),
    index('software_releases_file_size_id_idx').on(t.fileSize, t.id),
    index('software_releases_release_date_id_idx').on(t.releaseDate, t.id),
  ],
);

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    templateKey: text('template_key').notNull().unique(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    bodyHtml: text('body_html'),
    bodyText: text('body_text'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    revision: revision(),
  },
  (t) => [
    check('email_templates_has_body', sql`coalesce(${t.bodyHtml}, '') <> '' or coalesce(${t.bodyText}, '') <> ''`),
    index('email_templates_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('email_templates_search_trgm_idx')
      .using('gin', sql`lower(${t.templateKey} || ' ' || ${t.name} || ' ' || ${t.subject}) gin_trgm_ops`)
      .with(QUIET_TRIGRAMS),
    // The list's sorts (docs/decisions/0016-list-sorting.md): (column, id), read either way.
    index('email_templates_name_id_idx').on(t.name, t.id),
    index('email_templates_subject_id_idx').on(t.subject, t.id),
    index('email_templates_updated_at_id_idx').on(t.updatedAt, t.id),
  ],
);
