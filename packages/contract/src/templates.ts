// E-mail templates (spec 001 §2 "Email Templates", §3, §5, §7, §8, §9). Subjects and bodies use
// mustache `{{variable}}` placeholders (spec 001 §3).
import { z } from 'zod';
import { pageQuery, PaginationSchema, SearchParam, sortParam } from './pagination.ts';
import { RevisionSchema } from './revisions.ts';

/** spec 001 §9: templates are paged on the server, 10 per page. */
export const TEMPLATE_PAGE_SIZE = 10;
export const TEMPLATE_KEY_MAX_LENGTH = 100;
export const TEMPLATE_NAME_MAX_LENGTH = 200;
export const TEMPLATE_SUBJECT_MAX_LENGTH = 500;
export const TEMPLATE_BODY_MAX_LENGTH = 200_000;

/** Keys are looked up by code: letters, digits, dots, hyphens and underscores. */
export const TEMPLATE_KEY_PATTERN = /^[A-Za-z0-9_.-]+$/;

/**
 * Templates the server itself sends (DESIGN §4: the onboarding link after a payment; decision
 * 0024: an admin's password reset link). They ship as seeded defaults, cannot be deleted or
 * deactivated, and must keep the variables listed here.
 */
export const SYSTEM_TEMPLATE_KEYS = ['onboarding', 'admin_password_reset'] as const;
/** The onboarding mail after a payment; variables: name, onboarding_link, store_name. */
export const ONBOARDING_TEMPLATE_KEY = 'onboarding' satisfies (typeof SYSTEM_TEMPLATE_KEYS)[number];
/**
 * The mail an admin's "Forgot password?" sends; variables: name, reset_link, expires_minutes,
 * store_name. Not the demo's `password_reset`, an example for customers.
 */
export const ADMIN_PASSWORD_RESET_TEMPLATE_KEY = 'admin_password_reset' satisfies (typeof SYSTEM_TEMPLATE_KEYS)[number];
export const SYSTEM_TEMPLATE_REQUIRED_VARIABLES: Readonly<Record<string, readonly string[]>> = {
  onboarding: ['onboarding_link'],
  admin_password_reset: ['reset_link'],
};

/**
 * The customer's e-mails the server sends from the store's templates (issue 30): an order's
 * confirmation once its payment made it, and a shipment's news when it is created with a tracking
 * number and whenever its status, carrier or tracking number changes. Unlike the system's, an
 * admin may switch them off or delete them: the mail is then not sent, and the order's timeline
 * says so.
 */
export const ORDER_CONFIRMATION_TEMPLATE_KEY = 'order_confirmation';
export const SHIPMENT_UPDATE_TEMPLATE_KEY = 'shipment_update';
/**
 * Issue 31: a reminder once per grant and expiry, ACCESS_REMINDER_DAYS before the access ends;
 * and a new release to the customers with access to its product, when an admin notifies them.
 */
export const ACCESS_EXPIRING_TEMPLATE_KEY = 'access_expiring';
export const RELEASE_AVAILABLE_TEMPLATE_KEY = 'release_available';
/** The customer's templates every store is given (migrations 0021 and 0026). */
export const CUSTOMER_TEMPLATE_KEYS = [
  ORDER_CONFIRMATION_TEMPLATE_KEY,
  SHIPMENT_UPDATE_TEMPLATE_KEY,
  ACCESS_EXPIRING_TEMPLATE_KEY,
  RELEASE_AVAILABLE_TEMPLATE_KEY,
] as const;

/** The `{{variables}}` each template the server sends receives: the editor lists them. */
export const TEMPLATE_VARIABLES: Readonly<Record<string, readonly string[]>> = {
  [ONBOARDING_TEMPLATE_KEY]: ['name', 'onboarding_link', 'store_name'],
  [ADMIN_PASSWORD_RESET_TEMPLATE_KEY]: ['name', 'reset_link', 'expires_minutes', 'store_name'],
  [ORDER_CONFIRMATION_TEMPLATE_KEY]: ['name', 'email', 'order_number', 'order_total', 'store_name'],
  [SHIPMENT_UPDATE_TEMPLATE_KEY]: [
    'name',
    'order_number',
    'shipment_status',
    'carrier',
    'tracking_number',
    'store_name',
  ],
  [ACCESS_EXPIRING_TEMPLATE_KEY]: ['name', 'product_name', 'expires_on', 'days_left', 'store_name'],
  [RELEASE_AVAILABLE_TEMPLATE_KEY]: ['name', 'product_name', 'version', 'release_notes', 'download_url', 'store_name'],
};

export function isSystemTemplate(key: string): boolean {
  return (SYSTEM_TEMPLATE_KEYS as readonly string[]).includes(key);
}

export const TEMPLATE_MESSAGES = {
  // spec 001 §5, verbatim
  bodyRequired: 'At least one body format (HTML or text) is required',
  // spec 001 §8, verbatim
  createFailed: 'Failed to create template',
  updateFailed: 'Failed to update template',
  // ours, where the spec is silent
  keyRequired: 'Template key is required',
  keyFormat: 'Template key may contain only letters, numbers, dots, hyphens and underscores',
  keyTooLong: `Template key must be at most ${TEMPLATE_KEY_MAX_LENGTH} characters`,
  nameRequired: 'Template name is required',
  nameTooLong: `Template name must be at most ${TEMPLATE_NAME_MAX_LENGTH} characters`,
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${TEMPLATE_SUBJECT_MAX_LENGTH} characters`,
  bodyTooLong: `A body must be at most ${TEMPLATE_BODY_MAX_LENGTH.toLocaleString('en-US')} characters`,
  bodyType: 'A body must be text',
  active: 'Active must be true or false',
  keyFixed: 'The template key cannot be changed',
  notFound: 'Template not found',
  duplicate: (key: string) => `A template with key ${key} already exists`,
  systemDelete: (key: string) => `The ${key} template is used by the system and cannot be deleted`,
  systemDeactivate: (key: string) => `The ${key} template is used by the system and cannot be deactivated`,
  systemVariable: (key: string, variable: string) =>
    `The ${key} template is used by the system and must contain {{${variable}}}`,
  syntax: (part: string, detail: string) => `The ${part} is not a valid template: ${detail}`,
} as const;

const required = (requiredText: string, max: number, tooLong: string) =>
  z.string({ error: requiredText }).trim().min(1, { error: requiredText }).max(max, { error: tooLong });

const templateKey = required(
  TEMPLATE_MESSAGES.keyRequired,
  TEMPLATE_KEY_MAX_LENGTH,
  TEMPLATE_MESSAGES.keyTooLong,
).regex(TEMPLATE_KEY_PATTERN, { error: TEMPLATE_MESSAGES.keyFormat });
const templateName = required(TEMPLATE_MESSAGES.nameRequired, TEMPLATE_NAME_MAX_LENGTH, TEMPLATE_MESSAGES.nameTooLong);
const subject = required(
  TEMPLATE_MESSAGES.subjectRequired,
  TEMPLATE_SUBJECT_MAX_LENGTH,
  TEMPLATE_MESSAGES.subjectTooLong,
);
/** A body: empty (or only spaces) means "no body in this format" (null). */
const body = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: TEMPLATE_MESSAGES.bodyType })
    .max(TEMPLATE_BODY_MAX_LENGTH, { error: TEMPLATE_MESSAGES.bodyTooLong })
    .nullable(),
);

export function hasBody(t: { body_html?: unknown; body_text?: unknown }): boolean {
  const filled = (body: unknown) => typeof body === 'string' && body.trim() !== '';
  return filled(t.body_html) || filled(t.body_text);
}

/** Cross-field checks run even when a field failed, so every text shows at once. */
const always = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** POST /templates (spec 001 §7). */
export const TemplateCreateSchema = z
  .object({
    template_key: templateKey,
    name: templateName,
    subject,
    body_html: body.default(null),
    body_text: body.default(null),
    is_active: z.boolean({ error: TEMPLATE_MESSAGES.active }).default(true),
  })
  .superRefine((t, ctx) => {
    // A body of the wrong kind already has its own text.
    const wrongKind = [t.body_html, t.body_text].some((b) => b !== null && b !== undefined && typeof b !== 'string');
    if (!hasBody(t) && !wrongKind) {
      ctx.addIssue({ code: 'custom', path: ['body_html'], message: TEMPLATE_MESSAGES.bodyRequired });
    }
  }, always);
export type TemplateCreateBody = z.infer<typeof TemplateCreateSchema>;

/**
 * PATCH /templates/{id} (spec 001 §7: without the key), each field optional. The key is fixed
 * (spec 001 §5): a `template_key` other than the template's own is refused (400).
 */
export const TemplateUpdateSchema = z
  .object({
    template_key: z.string().optional(),
    name: templateName.optional(),
    subject: subject.optional(),
    body_html: body.optional(),
    body_text: body.optional(),
    is_active: z.boolean({ error: TEMPLATE_MESSAGES.active }).optional(),
  })
  .superRefine((t, ctx) => {
    // Both bodies sent and both empty: refused here; one sent empty is checked against the row.
    if (t.body_html !== undefined && t.body_text !== undefined && !hasBody(t)) {
      ctx.addIssue({ code: 'custom', path: ['body_html'], message: TEMPLATE_MESSAGES.bodyRequired });
    }
  }, always);
export type TemplateUpdateBody = z.infer<typeof TemplateUpdateSchema>;

/** spec 001 §3: an e-mail template as read. */
export const TemplateSchema = z.object({
  id: z.number().int(),
  template_key: z.string(),
  name: z.string(),
  subject: z.string(),
  body_html: z.string().nullable(),
  body_text: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  /** The record's revision, also its ETag: send it back as `If-Match` to edit (revisions.ts). */
  revision: RevisionSchema,
});
export type EmailTemplate = z.infer<typeof TemplateSchema>;

/** GET /templates → `{templates, pagination}` (spec 001 §7). */
export const TemplateListResponseSchema = z.object({
  templates: z.array(TemplateSchema),
  pagination: PaginationSchema,
});
export type TemplateListResponse = z.infer<typeof TemplateListResponseSchema>;

/**
 * Values the preview fills `{{variables}}` with: those the system's and the demo's templates use;
 * any other variable shows as `[its_name]`.
 */
export const TEMPLATE_SAMPLE_VARIABLES: Readonly<Record<string, string>> = {
  name: 'Jane Doe',
  email: 'jane.doe@example.com',
  store_name: 'Demo Store',
  onboarding_link: 'https://store.example.com/onboarding/sample-token',
  reset_link: 'https://store.example.com/reset-password/sample-token',
  expires_minutes: '30',
  order_number: 'ORD-10042',
  order_total: '$49.00',
  shipment_status: 'in transit',
  carrier: 'UPS',
  tracking_number: '1Z999AA10123456784',
  product_name: 'PixelForge Photo Editor',
  expires_on: 'December 5, 2026',
  days_left: '7',
  version: '2.4.0',
  release_notes: 'Faster exports and a new dark theme.',
  download_url: 'https://downloads.store.example.com/pixelforge-2.4.0.zip',
};

/** The fields the templates list can be sorted by. */
export const TEMPLATE_SORTS = ['name', 'subject', 'updated_at'] as const;
export type TemplateSortField = (typeof TEMPLATE_SORTS)[number];

/** GET /templates?page&limit&search&sort: search by key, name or subject. */
export const TemplateListQuerySchema = pageQuery(TEMPLATE_PAGE_SIZE).extend({
  search: SearchParam,
  sort: sortParam(TEMPLATE_SORTS),
});
export type TemplateListQuery = z.infer<typeof TemplateListQuerySchema>;

/** The routes' paths, relative to the API base; fill them with `pathTo` (paths.ts). */
export const TEMPLATE_PATHS = { list: '/templates', item: '/templates/:id' } as const;
