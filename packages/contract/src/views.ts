// Saved views, list settings and work queues (issue 34): a list's view kept on the server. A view
// is a name and the list's query string (`status=paid&sort=-total&columns=…`), exactly as the
// list's address carries it, so opening one is opening that address.
import { z } from 'zod';
import { VIEW_LISTS, WORK_QUEUE_KEYS } from './view-lists.ts';

export * from './view-lists.ts';

export const VIEW_LIMITS = {
  nameMax: 60,
  queryMax: 2000,
  /** Columns a list can name, and the length of a column's key. */
  columnsMax: 30,
  columnKeyMax: 40,
} as const;

export const VIEW_TEXTS = {
  listUnknown: `Use one of the lists: ${VIEW_LISTS.join(', ')}`,
  nameRequired: 'Name is required',
  nameTooLong: `Use at most ${VIEW_LIMITS.nameMax} characters`,
  nameTaken: 'You already have a view with this name on this list',
  queryTooLong: `A view's query is at most ${VIEW_LIMITS.queryMax} characters`,
  notFound: 'View not found',
  createFailed: 'Failed to save view',
  updateFailed: 'Failed to update view',
  deleteFailed: 'Failed to delete view',
  listNotInRole: 'Your role does not open this list, so it has no views for you',
  shareOwnersOnly: 'Only an Owner can share a view with every admin',
  notYours: 'Only the admin who saved this view can change it; you can make it your default',
  columnKey: 'Name each column by its key (lower-case letters, digits and _)',
  columnsList: "Send the columns as a list of keys, or null for the list's own columns",
  columnsEmpty: 'Show at least one column',
  columnsTooMany: `A list shows at most ${VIEW_LIMITS.columnsMax} columns`,
  columnRepeated: 'Name each column once',
} as const;

export const ViewListSchema = z.enum(VIEW_LISTS, { error: VIEW_TEXTS.listUnknown });

export const ViewNameSchema = z
  .string({ error: VIEW_TEXTS.nameRequired })
  .trim()
  .min(1, { error: VIEW_TEXTS.nameRequired })
  .max(VIEW_LIMITS.nameMax, { error: VIEW_TEXTS.nameTooLong });

/** The list's query string without its `?`; the page is not part of a view. */
export const ViewQueryStringSchema = z
  .string()
  .max(VIEW_LIMITS.queryMax, { error: VIEW_TEXTS.queryTooLong })
  .transform((q) => q.replace(/^\?/, ''));

export const SavedViewSchema = z.object({
  id: z.number().int(),
  list: ViewListSchema,
  name: z.string(),
  query: z.string().describe("The list's query string, without `?` (`status=paid&sort=-total`)"),
  shared: z.boolean().describe('Shown to every admin (only an Owner shares)'),
  is_default: z.boolean().describe('The list opens with this view, for the admin asking'),
  owner: z.object({ id: z.number().int().nullable(), name: z.string() }).describe('Who saved it'),
  mine: z.boolean().describe('Saved by the admin asking: only they can change or delete it'),
  revision: z.number().int(),
});
export type SavedView = z.infer<typeof SavedViewSchema>;

export const SavedViewsQuerySchema = z.object({
  list: ViewListSchema.optional().describe("One list's views; every list's when absent (the command palette)"),
});
export const SavedViewsResponseSchema = z.object({ views: z.array(SavedViewSchema) });
export type SavedViewsResponse = z.infer<typeof SavedViewsResponseSchema>;

export const CreateSavedViewBodySchema = z.object({
  list: ViewListSchema,
  name: ViewNameSchema,
  query: ViewQueryStringSchema,
  shared: z.boolean().optional(),
  is_default: z.boolean().optional(),
});
export type CreateSavedViewBody = z.input<typeof CreateSavedViewBodySchema>;

export const UpdateSavedViewBodySchema = z.object({
  name: ViewNameSchema.optional(),
  query: ViewQueryStringSchema.optional(),
  shared: z.boolean().optional(),
  is_default: z.boolean().optional(),
});
export type UpdateSavedViewBody = z.input<typeof UpdateSavedViewBodySchema>;

/** A column's key in a list's column settings. */
export const ColumnKeySchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]*$/, { error: VIEW_TEXTS.columnKey })
  .max(VIEW_LIMITS.columnKeyMax, { error: VIEW_TEXTS.columnKey });

/** An admin's settings of one list: the columns shown, in order (null: the list's own). */
export const ListSettingsSchema = z.object({
  list: ViewListSchema,
  columns: z.array(z.string()).nullable(),
});
export type ListSettings = z.infer<typeof ListSettingsSchema>;

/**
 * The columns to show, in order, or null for the list's own. A bad key, a repeated one, an empty
 * or too long list are refused on `columns` itself (not `columns.3`), the field the panel shows.
 */
export const UpdateListSettingsBodySchema = z.object({
  columns: z
    .array(z.string({ error: VIEW_TEXTS.columnKey }), { error: VIEW_TEXTS.columnsList })
    .min(1, { error: VIEW_TEXTS.columnsEmpty })
    .max(VIEW_LIMITS.columnsMax, { error: VIEW_TEXTS.columnsTooMany })
    .refine((keys) => keys.every((key) => ColumnKeySchema.safeParse(key).success), { error: VIEW_TEXTS.columnKey })
    .refine((keys) => new Set(keys).size === keys.length, { error: VIEW_TEXTS.columnRepeated })
    .nullable(),
});
export type UpdateListSettingsBody = z.input<typeof UpdateListSettingsBodySchema>;

export const WorkQueueSchema = z.object({
  key: z.enum(WORK_QUEUE_KEYS),
  name: z.string(),
  list: ViewListSchema,
  query: z.string().describe("The list's query string that shows the queue's records"),
  count: z.number().int().nonnegative(),
});
export type WorkQueue = z.infer<typeof WorkQueueSchema>;
export const WorkQueuesResponseSchema = z.array(WorkQueueSchema);
