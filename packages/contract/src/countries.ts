// Countries with their shipping cost (spec 001 §2 "Countries", §3, §5, §7, §8, §9). The wire
// names are the spec's own asymmetry (DESIGN §3): sent as `country_code`, `country_name`,
// `shipping_cost_usd_cents`; read as `code`, `name`, `shipping_cost`.
import { z } from 'zod';
import { pageQuery, PaginationSchema, SearchParam, sortParam } from './pagination.ts';
import { RevisionSchema } from './revisions.ts';

/** spec 001 §9: countries are paged on the server, 10 per page; a code has 2 letters. */
export const COUNTRY_PAGE_SIZE = 10;
export const COUNTRY_CODE_LENGTH = 2;
export const COUNTRY_NAME_MAX_LENGTH = 100;
/** $1,000,000 of shipping is a typing mistake. */
export const MAX_SHIPPING_COST_CENTS = 100_000_000;

/** The officially assigned ISO 3166-1 alpha-2 codes (249). */
// prettier-ignore
export const ISO_3166_ALPHA2_CODES: ReadonlySet<string> = new Set([
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS',
  'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN',
  'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE',
  'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM',
  'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM',
  'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC',
  'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK',
  'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG',
  'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS',
  'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO',
  'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
]);

export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;

export const COUNTRY_MESSAGES = {
  // spec 001 §5, verbatim
  codeFormat: 'Country code must be 2 uppercase letters (ISO 3166-1 alpha-2)',
  shippingCost: 'Valid shipping cost is required',
  // spec 001 §8, verbatim
  createFailed: 'Failed to create country',
  updateFailed: 'Failed to update country',
  // ours, where the spec is silent
  nameRequired: 'Country name is required',
  nameTooLong: `Country name must be at most ${COUNTRY_NAME_MAX_LENGTH} characters`,
  codeUnknown: (code: string) => `${code} is not an ISO 3166-1 alpha-2 country code`,
  codeFixed: 'The country code cannot be changed',
  notFound: 'Country not found',
  duplicate: (code: string) => `A country with code ${code} already exists`,
} as const;

export function isIsoCountryCode(code: string): boolean {
  return ISO_3166_ALPHA2_CODES.has(code);
}

const countryCode = z
  .string({ error: COUNTRY_MESSAGES.codeFormat })
  .trim()
  .regex(COUNTRY_CODE_PATTERN, { error: COUNTRY_MESSAGES.codeFormat, abort: true })
  .superRefine((code, ctx) => {
    if (!isIsoCountryCode(code)) ctx.addIssue({ code: 'custom', message: COUNTRY_MESSAGES.codeUnknown(code) });
  });

const countryName = z
  .string({ error: COUNTRY_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: COUNTRY_MESSAGES.nameRequired, abort: true })
  .max(COUNTRY_NAME_MAX_LENGTH, { error: COUNTRY_MESSAGES.nameTooLong });

const shippingCost = z
  .number({ error: COUNTRY_MESSAGES.shippingCost })
  .int({ error: COUNTRY_MESSAGES.shippingCost, abort: true })
  .min(0, { error: COUNTRY_MESSAGES.shippingCost, abort: true })
  .max(MAX_SHIPPING_COST_CENTS, { error: COUNTRY_MESSAGES.shippingCost });

/** POST /countries (spec 001 §7). */
export const CountryCreateSchema = z.object({
  country_code: countryCode,
  country_name: countryName,
  shipping_cost_usd_cents: shippingCost,
});
export type CountryCreateBody = z.infer<typeof CountryCreateSchema>;

/**
 * PATCH /countries/{code} (spec 001 §7): name and cost, each optional. The code is the key and is
 * fixed (spec 001 §5): a `country_code` other than the URL's is refused (400); the same is ignored.
 */
export const CountryUpdateSchema = z.object({
  country_code: z.string().optional(),
  country_name: countryName.optional(),
  shipping_cost_usd_cents: shippingCost.optional(),
});
export type CountryUpdateBody = z.infer<typeof CountryUpdateSchema>;

/** spec 001 §3: a country as read. */
export const CountrySchema = z.object({
  code: z.string(),
  name: z.string(),
  shipping_cost: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  /** The record's revision, also its ETag: send it back as `If-Match` to edit (revisions.ts). */
  revision: RevisionSchema,
});
export type Country = z.infer<typeof CountrySchema>;

/** GET /countries → `{countries, pagination}` (spec 001 §7). */
export const CountryListResponseSchema = z.object({
  countries: z.array(CountrySchema),
  pagination: PaginationSchema,
});
export type CountryListResponse = z.infer<typeof CountryListResponseSchema>;

/** `/countries/{code}`; the spec's GET calls it `{id}`: it is the code. */
export const CountryCodeParamsSchema = z.object({ code: z.string().max(40) });

/** The fields the countries list can be sorted by (the read names). */
export const COUNTRY_SORTS = ['code', 'name', 'shipping_cost', 'updated_at'] as const;
export type CountrySortField = (typeof COUNTRY_SORTS)[number];

/** GET /countries?page&limit&search&sort: search by code or name. */
export const CountryListQuerySchema = pageQuery(COUNTRY_PAGE_SIZE).extend({
  search: SearchParam,
  sort: sortParam(COUNTRY_SORTS),
});
export type CountryListQuery = z.infer<typeof CountryListQuerySchema>;

/** The routes' paths, relative to the API base; fill them with `pathTo` (paths.ts). */
export const COUNTRY_PATHS = { list: '/countries', item: '/countries/:code' } as const;
