import {
  TEMPLATE_PAGE_SIZE,
  TEMPLATE_PATHS,
  type EmailTemplate,
  type TemplateCreateBody,
  type TemplateListResponse,
  type TemplateUpdateBody,
} from '@store/contract/templates';
import { queryKeys } from '../../api/queryKeys.ts';
import type { PagedResource } from '../../lib/usePagedListScreen.ts';
import { useCreateRecord, useEditRecord, useRecordDetail } from '../../api/records.ts';

/** spec 001 §7: `GET /templates` with page, limit (10) and search, paged on the server. */
export const templateList: PagedResource<EmailTemplate, TemplateListResponse> = {
  list: {
    path: TEMPLATE_PATHS.list,
    keys: queryKeys.templates,
    limit: TEMPLATE_PAGE_SIZE,
    loadFailed: 'Failed to load templates',
  },
  rows: 'templates',
  item: TEMPLATE_PATHS.item,
  keys: queryKeys.templates,
  rowKey: (t) => t.id,
};

/** GET /templates/{id}, for the details modal; the list's row shows meanwhile. */
export const useTemplate = (template: EmailTemplate | null) =>
  useRecordDetail(TEMPLATE_PATHS.item, queryKeys.templates, template, (t) => t.id);

export const useCreateTemplate = () =>
  useCreateRecord<TemplateCreateBody, EmailTemplate>(TEMPLATE_PATHS.list, queryKeys.templates.all);

export const useUpdateTemplate = () =>
  useEditRecord<TemplateUpdateBody, EmailTemplate>(TEMPLATE_PATHS.item, queryKeys.templates.all);
