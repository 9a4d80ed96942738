// CSV exports of the lists (issue 15, item 5; decision 0017). The panel asks for an export with
// its Bearer token and gets a short-lived, single-use download token; the browser then posts
// that token in a plain HTML form to the download path, which answers the CSV file as an
// attachment, so the browser's own download manager receives it (no blob in the page's memory)
// and the token never appears in a URL, a history entry, a Referer or an access log line.
import { z } from 'zod';
import { AccessListQuerySchema } from './access.ts';
import { AuditViewSchema, type AuditResourceType } from './audit.ts';
import { OrdersViewSchema } from './orders.ts';
import { ProductsQuerySchema } from './products.ts';
import type { Area } from './roles.ts';
import { PromoViewQuerySchema } from './promo-view.ts';
import { ShipmentListQuerySchema } from './shipments.ts';
import { UsersViewSchema } from './users.ts';

/** The lists that export, named after their routes (`/users` → `users`). */
export const EXPORT_RESOURCES = ['users', 'products', 'orders', 'promos', 'access', 'shipments', 'audit'] as const;
export type ExportResource = (typeof EXPORT_RESOURCES)[number];

/** The audit row of an export names the list's resource type, as the list's own changes do. */
export const EXPORT_AUDIT_RESOURCE: Record<ExportResource, AuditResourceType> = {
  users: 'users',
  products: 'products',
  orders: 'orders',
  promos: 'code_promos',
  access: 'user_product_access',
  shipments: 'shipments',
  audit: 'audit_logs',
};

/** The area of the list each export reads (decision 0027). */
export const EXPORT_AREAS = {
  users: 'users',
  products: 'catalogue',
  orders: 'orders',
  promos: 'catalogue',
  access: 'access',
  shipments: 'shipments',
  audit: 'insights',
} as const satisfies Record<ExportResource, Area>;

/** The file's name before its date: `orders-2026-11-24.csv`. */
export const EXPORT_FILE_NAMES: Record<ExportResource, string> = {
  users: 'users',
  products: 'products',
  orders: 'orders',
  promos: 'promo-codes',
  access: 'user-access',
  shipments: 'shipments',
  audit: 'audit-logs',
};

/** How long a download token lives: the browser uses it at once, so a minute is plenty. */
export const EXPORT_TOKEN_TTL_SECONDS = 60;

/**
 * A list's own query, validated by that list's schema: exactly its search, filters and sort, so
 * the file holds exactly the rows the list shows over all its pages. `page` and `limit` are
 * dropped (an export is every page). The promo list, which the panel reads whole and searches
 * and sorts itself (spec 001 §2), names the view its screen shows: its search and sort.
 */
const PAGING = { page: true, limit: true } as const;

export const ExportRequestSchema = z.discriminatedUnion('resource', [
  z.object({ resource: z.literal('users'), query: UsersViewSchema.prefault({}) }),
  z.object({ resource: z.literal('products'), query: ProductsQuerySchema.omit(PAGING).prefault({}) }),
  z.object({ resource: z.literal('orders'), query: OrdersViewSchema.prefault({}) }),
  z.object({ resource: z.literal('promos'), query: PromoViewQuerySchema.prefault({}) }),
  z.object({ resource: z.literal('access'), query: AccessListQuerySchema.omit(PAGING).prefault({}) }),
  z.object({ resource: z.literal('shipments'), query: ShipmentListQuerySchema.omit(PAGING).prefault({}) }),
  z.object({ resource: z.literal('audit'), query: AuditViewSchema.prefault({}) }),
]);
export type ExportRequest = z.input<typeof ExportRequestSchema>;
export type ExportRequestParsed = z.output<typeof ExportRequestSchema>;
/** One list's parsed query, as the export reads it. */
export type ExportQuery<R extends ExportResource> = Extract<ExportRequestParsed, { resource: R }>['query'];

/** The answer to `POST /exports`: what the browser posts to the download path, and the file's name. */
export const ExportTicketSchema = z.object({
  token: z.string().describe('Single use; post it as the form field `token` to the download path'),
  expires_at: z.iso.datetime({ offset: true }).describe('ISO 8601 instant after which the token is refused'),
  filename: z.string(),
});
export type ExportTicket = z.infer<typeof ExportTicketSchema>;

export const EXPORT_TEXTS = {
  tokenRequired: 'The export token is required',
  /** 410: the token was used, expired, or never existed. */
  tokenGone: 'This export has expired or was already downloaded. Start the export again.',
  /** What the panel shows once the browser has the download. */
  started: (filename: string) => `Export started: ${filename}`,
  /** The panel's fallback when the export could not be started. */
  startFailed: 'Failed to start the export',
} as const;

/** The download form's body (`application/x-www-form-urlencoded`, one field). */
export const ExportDownloadBodySchema = z.object({
  token: z
    .string({ error: EXPORT_TEXTS.tokenRequired })
    .min(1, { error: EXPORT_TEXTS.tokenRequired })
    .max(200, { error: EXPORT_TEXTS.tokenGone }),
});
export type ExportDownloadBody = z.infer<typeof ExportDownloadBodySchema>;

/** The routes' paths, relative to the API base; fill them with `pathTo` (paths.ts). */
export const EXPORT_PATHS = { create: '/exports', download: '/exports/download' } as const;
