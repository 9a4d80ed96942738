import {
  COUNTRY_PAGE_SIZE,
  type Country,
  type CountryCreateBody,
  type CountryListResponse,
  type CountryUpdateBody,
} from '@store/contract/countries';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRefresh } from '../../api/refresh.ts';

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

export function useCreateCountry() {
  const refresh = useRefresh(queryKeys.countries.all);
  return useMutation({
    mutationFn: (body: CountryCreateBody) => api.post<Country>('/countries', body),
    onSuccess: refresh,
  });
}

/** PATCH /countries/{code}: the code is the key in the URL. */
export function useUpdateCountry() {
  const refresh = useRefresh(queryKeys.countries.all);
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: CountryUpdateBody }) =>
      api.patch<Country>(`/countries/${encodeURIComponent(code)}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteCountry() {
  const refresh = useRefresh(queryKeys.countries.all);
  return useMutation({
    mutationFn: (code: string) => api.delete<void>(`/countries/${encodeURIComponent(code)}`),
    onSuccess: refresh,
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
