import { z } from 'zod';
import { PaginationSchema, SearchParam, pageQuery, sortParam } from './pagination.ts';
import { idField, isIsoDateTime, requiredString } from './validation.ts';
import { RevisionSchema } from './revisions.ts';

/** spec 001 §9 */
export const PLATFORMS = ['windows', 'macos', 'linux'] as const;
export type Platform = (typeof PLATFORMS)[number];
export const RELEASES_PAGE_SIZE = 10;

/** spec 001 §5 and §8, plus the texts the spec leaves to us. */
export const RELEASE_MESSAGES = {
  productRequired: 'Product is required',
  versionRequired: 'Version is required',
  platformRequired: 'Platform is required',
  platformInvalid: 'Platform must be windows, macos, linux or a combination of them',
  urlRequired: 'Download URL is required',
  urlInvalid: 'Download URL must be a valid URL...',
  checksumRequired: 'SHA-256 checksum is required. Please upload a ZIP file to calculate it.',
  checksumInvalid: 'SHA-256 checksum must be 64 hexadecimal characters',
  fileSizeInvalid: 'File size must be a whole number of bytes',
  releaseDateRequired: 'Release date is required',
  releaseDateInvalid: 'Release date must be a valid date',
  onlyZip: 'Only ZIP files are allowed',
  checksumFailed: 'Failed to calculate file checksum',
  productNotFound: 'Product not found',
  productNotDownloadable: 'Only downloadable products can have releases',
  duplicate: 'This product already has a release with this version for this platform',
  createFailed: 'Failed to create release',
  updateFailed: 'Failed to update release',
  notFound: 'Release not found',
} as const;

/**
 * spec 001 §5: combined platforms are sorted, lowercase and joined with hyphens
 * (['windows', 'Linux'] → 'linux-windows'). Unknown names are dropped.
 */
export function combinePlatforms(list: readonly string[]): string {
  const known = new Set(
    list.map((p) => p.trim().toLowerCase()).filter((p) => (PLATFORMS as readonly string[]).includes(p)),
  );
  return [...known].sort().join('-');
}

/** Every stored platform value: each non-empty combination, as combinePlatforms writes it (the table's check). */
export const PLATFORM_VALUES = [
  'windows',
  'macos',
  'linux',
  'macos-windows',
  'linux-windows',
  'linux-macos',
  'linux-macos-windows',
] as const;
export type PlatformValue = (typeof PLATFORM_VALUES)[number];

/** The platforms of a stored value ('linux-windows' → ['linux', 'windows']). */
export function splitPlatforms(value: string): Platform[] {
  return value
    .split('-')
    .map((p) => p.trim().toLowerCase())
    .filter((p): p is Platform => (PLATFORMS as readonly string[]).includes(p));
}

const PLATFORM_LABELS: Record<Platform, string> = { windows: 'Windows', macos: 'macOS', linux: 'Linux' };
export function platformLabel(value: string): string {
  return splitPlatforms(value)
    .map((p) => PLATFORM_LABELS[p])
    .join(', ');
}
export { PLATFORM_LABELS };

const platformField = requiredString(RELEASE_MESSAGES.platformRequired, 40)
  .refine(
    (v) => {
      const parts = v.toLowerCase().split('-');
      return parts.every((p) => (PLATFORMS as readonly string[]).includes(p)) && new Set(parts).size === parts.length;
    },
    { error: RELEASE_MESSAGES.platformInvalid },
  )
  .transform((v) => combinePlatforms(v.split('-')));

function isWebUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const fields = {
  version_number: requiredString(RELEASE_MESSAGES.versionRequired, 50),
  platform: platformField,
  download_url: requiredString(RELEASE_MESSAGES.urlRequired, 2000).refine(isWebUrl, {
    error: RELEASE_MESSAGES.urlInvalid,
  }),
  file_size_bytes: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z
      .number({ error: RELEASE_MESSAGES.fileSizeInvalid })
      .int({ error: RELEASE_MESSAGES.fileSizeInvalid })
      .min(0, { error: RELEASE_MESSAGES.fileSizeInvalid })
      .max(Number.MAX_SAFE_INTEGER, { error: RELEASE_MESSAGES.fileSizeInvalid })
      .nullable(),
  ),
  sha256_checksum: requiredString(RELEASE_MESSAGES.checksumRequired, 64)
    .regex(/^[0-9a-fA-F]{64}$/, { error: RELEASE_MESSAGES.checksumInvalid })
    .transform((v) => v.toLowerCase()),
  release_notes: z
    .string()
    .max(20000, { error: 'Release notes must be at most 20000 characters' })
    .nullable()
    .transform((v) => v ?? ''),
  is_latest: z.boolean(),
  release_date: requiredString(RELEASE_MESSAGES.releaseDateRequired, 40).refine(isIsoDateTime, {
    error: RELEASE_MESSAGES.releaseDateInvalid,
  }),
};

/** spec 001 §7 POST /releases: the sent names (version_number, file_size_bytes, sha256_checksum). */
export const ReleaseCreateBodySchema = z.object({
  product_id: idField(RELEASE_MESSAGES.productRequired),
  version_number: fields.version_number,
  platform: fields.platform,
  download_url: fields.download_url,
  file_size_bytes: fields.file_size_bytes.optional(),
  sha256_checksum: fields.sha256_checksum,
  release_notes: fields.release_notes.optional(),
  is_latest: fields.is_latest.default(false),
  release_date: fields.release_date,
});
export type ReleaseCreateBody = z.output<typeof ReleaseCreateBodySchema>;

/** PATCH /releases/{id}: the same without product_id (fixed on edit); absent = unchanged. */
export const ReleaseUpdateBodySchema = z.object({
  version_number: fields.version_number.optional(),
  platform: fields.platform.optional(),
  download_url: fields.download_url.optional(),
  file_size_bytes: fields.file_size_bytes.optional(),
  sha256_checksum: fields.sha256_checksum.optional(),
  release_notes: fields.release_notes.optional(),
  is_latest: fields.is_latest.optional(),
  release_date: fields.release_date.optional(),
});
export type ReleaseUpdateBody = z.output<typeof ReleaseUpdateBodySchema>;

/** A release as read (spec 001 §3: version, file_size, checksum_sha256). */
export const ReleaseSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  version: z.string(),
  platform: z.enum(PLATFORM_VALUES),
  download_url: z.string(),
  file_size: z.number().int().nullable(),
  checksum_sha256: z.string(),
  release_notes: z.string(),
  is_latest: z.boolean(),
  release_date: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  /** The record's revision, also its ETag: send it back as `If-Match` to edit (revisions.ts). */
  revision: RevisionSchema,
  product: z.object({ id: z.number().int(), name: z.string() }),
});
export type Release = z.infer<typeof ReleaseSchema>;

/**
 * The fields the releases list can be sorted by (the read names): `product_name` is the release's
 * product's name, `release_date` the date the screen's "Release Date" column shows.
 */
export const RELEASE_SORTS = ['product_name', 'version', 'platform', 'file_size', 'release_date'] as const;
export type ReleaseSortField = (typeof RELEASE_SORTS)[number];

export const ReleaseListQuerySchema = pageQuery(RELEASES_PAGE_SIZE).extend({
  search: SearchParam,
  sort: sortParam(RELEASE_SORTS),
});
export type ReleaseListQuery = z.output<typeof ReleaseListQuerySchema>;

export const ReleaseListResponseSchema = z.object({
  releases: z.array(ReleaseSchema),
  pagination: PaginationSchema,
});
export type ReleaseListResponse = z.infer<typeof ReleaseListResponseSchema>;

/** Our addition: the products a release can belong to (spec: only downloadable ones are offered). */
export const ReleaseProductSchema = z.object({ id: z.number().int(), name: z.string() });
export type ReleaseProduct = z.infer<typeof ReleaseProductSchema>;
export const ReleaseProductsResponseSchema = z.object({ products: z.array(ReleaseProductSchema) });
export type ReleaseProductsResponse = z.infer<typeof ReleaseProductsResponseSchema>;

/**
 * Releases reach their owners (issue 31, item 5): the latest release of a product is announced by
 * a `release_available` mail to each customer with active, unexpired access to the product, once
 * per release and customer however often Notify is used. `GET` says how many would get it and
 * how far the mails are; `POST` enqueues them and answers how many were newly enqueued.
 */
export const ReleaseNotifyStatusSchema = z.object({
  /** Customers with active, unexpired access to the product now. */
  recipients: z.number().int(),
  /** Customers this release was announced to so far. */
  notified: z.number().int(),
  /** Of those: mails sent (or kept, without a mail server), still to make or send, failed or not sent. */
  sent: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
});
export type ReleaseNotifyStatus = z.infer<typeof ReleaseNotifyStatusSchema>;
export const ReleaseNotifyResponseSchema = z.object({ recipients: z.number().int() });
export type ReleaseNotifyResponse = z.infer<typeof ReleaseNotifyResponseSchema>;
export const RELEASE_NOTIFY_TEXTS = {
  notLatest: 'Only the latest release of a product can be announced to its customers',
  notified: (n: number) => (n === 1 ? '1 customer will be notified' : `${n} customers will be notified`),
  nothingNew: 'Every customer with access has been notified of this release already',
  failed: 'Failed to notify the customers',
} as const;

/** The routes' paths, relative to the API base; fill them with `pathTo` (paths.ts). */
export const RELEASE_PATHS = {
  list: '/releases',
  products: '/releases/products',
  item: '/releases/:id',
  notify: '/releases/:id/notify',
} as const;
