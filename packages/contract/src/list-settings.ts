// An admin's own settings of a list (issue 34, item 4; decision 0064): the columns the list shows,
// in their order. The payloads are in views.ts beside the saved views that carry columns too.
import { z } from 'zod';
import { ViewListSchema } from './views.ts';

export const LIST_SETTINGS_PATHS = { item: '/list-settings/:list' } as const;

/** The list in the path: one of the server-paged lists (400 naming `list` otherwise). */
export const ListSettingsParamsSchema = z.object({ list: ViewListSchema });
