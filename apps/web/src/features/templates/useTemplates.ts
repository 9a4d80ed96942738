import {
  TEMPLATE_PAGE_SIZE,
  type EmailTemplate,
  type TemplateCreateBody,
  type TemplateListResponse,
  type TemplateUpdateBody,
} from '@store/contract/templates';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';

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

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.templates.all });
}

export function useCreateTemplate() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TemplateCreateBody) => api.post<EmailTemplate>('/templates', body),
    onSuccess: invalidate,
  });
}

export function useUpdateTemplate() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TemplateUpdateBody }) =>
      api.patch<EmailTemplate>(`/templates/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useDeleteTemplate() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/templates/${id}`),
    onSuccess: invalidate,
  });
}
