import {
  TEMPLATE_PAGE_SIZE,
  TEMPLATE_PATHS,
  type EmailTemplate,
  type TemplateCreateBody,
  type TemplateListResponse,
  type TemplateUpdateBody,
} from '@store/contract/templates';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import {
  itemPath,
  usePagedList,
  type ListParams,
  useCreateRecord,
  useDeleteRecord,
  useEditRecord,
} from '../../api/records.ts';

/** spec 001 §7: `GET /templates` with page, limit (10) and search, paged on the server. */
export const useTemplateList = (params: ListParams) =>
  usePagedList<TemplateListResponse>(TEMPLATE_PATHS.list, queryKeys.templates, TEMPLATE_PAGE_SIZE, params);

/** GET /templates/{id}, for the details modal; the list's row shows meanwhile. */
export function useTemplate(template: EmailTemplate | null) {
  return useQuery({
    queryKey: queryKeys.templates.detail(template?.id ?? 0),
    queryFn: ({ signal }) => api.get<EmailTemplate>(itemPath(TEMPLATE_PATHS.item, template!.id), { signal }),
    enabled: template !== null,
    placeholderData: template ?? undefined,
  });
}

export const useCreateTemplate = () =>
  useCreateRecord<TemplateCreateBody, EmailTemplate>(TEMPLATE_PATHS.list, queryKeys.templates.all);

export const useUpdateTemplate = () =>
  useEditRecord<TemplateUpdateBody, EmailTemplate>(TEMPLATE_PATHS.item, queryKeys.templates.all);

export const useDeleteTemplate = () => useDeleteRecord(TEMPLATE_PATHS.item, queryKeys.templates.all);
