import {
  TEMPLATE_PAGE_SIZE,
  type EmailTemplate,
  type TemplateCreateBody,
  type TemplateListResponse,
  type TemplateUpdateBody,
} from '@store/contract/templates';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRefresh } from '../../api/refresh.ts';

/** spec 001 §7: `GET /templates` with page, limit (10) and search, paged on the server. */
export function useTemplateList(params: { page: number; search: string }) {
  return useQuery({
    queryKey: queryKeys.templates.list(params),
    queryFn: ({ signal }) =>
      api.get<TemplateListResponse>('/templates', {
        query: { page: params.page, limit: TEMPLATE_PAGE_SIZE, search: params.search },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /templates/{id}, for the details modal; the list's row shows meanwhile. */
export function useTemplate(template: EmailTemplate | null) {
  return useQuery({
    queryKey: queryKeys.templates.detail(template?.id ?? 0),
    queryFn: ({ signal }) => api.get<EmailTemplate>(`/templates/${template!.id}`, { signal }),
    enabled: template !== null,
    placeholderData: template ?? undefined,
  });
}

export function useCreateTemplate() {
  const refresh = useRefresh(queryKeys.templates.all);
  return useMutation({
    mutationFn: (body: TemplateCreateBody) => api.post<EmailTemplate>('/templates', body),
    onSuccess: refresh,
  });
}

export function useUpdateTemplate() {
  const refresh = useRefresh(queryKeys.templates.all);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TemplateUpdateBody }) =>
      api.patch<EmailTemplate>(`/templates/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteTemplate() {
  const refresh = useRefresh(queryKeys.templates.all);
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/templates/${id}`),
    onSuccess: refresh,
  });
}
