// Saving, changing and deleting saved views (decision 0065); each refreshes every list of views
// (the bar above the list and the command palette's).
import { VIEW_PATHS } from '@store/contract/view-lists';
import type { CreateSavedViewBody, SavedView, UpdateSavedViewBody } from '@store/contract/views';
import { queryKeys } from './queryKeys.ts';
import { useCreateRecord, useDeleteRecord, useEditRecord } from './records.ts';

export const useCreateView = () =>
  useCreateRecord<CreateSavedViewBody, SavedView>(VIEW_PATHS.list, queryKeys.views.all);
export const useEditView = () => useEditRecord<UpdateSavedViewBody, SavedView>(VIEW_PATHS.item, queryKeys.views.all);
export const useDeleteView = () => useDeleteRecord(VIEW_PATHS.item, queryKeys.views.all);
