import {
  COUNTRY_PAGE_SIZE,
  type Country,
  type CountryCreateBody,
  type CountryListResponse,
  type CountryUpdateBody,
} from '@store/contract/countries';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';

/** spec 001 §7: `GET /countries` with page, limit (10) and search, paged on the server. */
export function useCountryList(params: { page: number; search: string }) {
  return useQuery({
    queryKey: queryKeys.countries.list(params),
    queryFn: ({ signal }) =>
      api.get<CountryListResponse>('/countries', {
        query: { page: params.page, limit: COUNTRY_PAGE_SIZE, search: params.search },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.countries.all });
}

export function useCreateCountry() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CountryCreateBody) => api.post<Country>('/countries', body),
    onSuccess: invalidate,
  });
}

/** PATCH /countries/{code}: the code is the key in the URL. */
export function useUpdateCountry() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: CountryUpdateBody }) =>
      api.patch<Country>(`/countries/${encodeURIComponent(code)}`, body),
    onSuccess: invalidate,
  });
}

export function useDeleteCountry() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (code: string) => api.delete<void>(`/countries/${encodeURIComponent(code)}`),
    onSuccess: invalidate,
  });
}

/** GET /countries/{id} (the id is the code), for the details modal; the list's row shows meanwhile. */
export function useCountry(country: Country | null) {
  return useQuery({
    queryKey: queryKeys.countries.detail(country?.code ?? ''),
    queryFn: ({ signal }) => api.get<Country>(`/countries/${encodeURIComponent(country!.code)}`, { signal }),
    enabled: country !== null,
    placeholderData: country ?? undefined,
  });
}
