import {
  COUNTRY_PAGE_SIZE,
  COUNTRY_PATHS,
  type Country,
  type CountryCreateBody,
  type CountryListResponse,
  type CountryUpdateBody,
} from '@store/contract/countries';
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

/** spec 001 §7: `GET /countries` with page, limit (10) and search, paged on the server. */
export const useCountryList = (params: ListParams) =>
  usePagedList<CountryListResponse>(COUNTRY_PATHS.list, queryKeys.countries, COUNTRY_PAGE_SIZE, params);

export const useCreateCountry = () =>
  useCreateRecord<CountryCreateBody, Country>(COUNTRY_PATHS.list, queryKeys.countries.all);

/** PATCH /countries/{code}: the code is the key in the URL. */
export const useUpdateCountry = () =>
  useEditRecord<CountryUpdateBody, Country>(COUNTRY_PATHS.item, queryKeys.countries.all);

export const useDeleteCountry = () => useDeleteRecord(COUNTRY_PATHS.item, queryKeys.countries.all);

/** GET /countries/{id} (the id is the code), for the details modal; the list's row shows meanwhile. */
export function useCountry(country: Country | null) {
  return useQuery({
    queryKey: queryKeys.countries.detail(country?.code ?? ''),
    queryFn: ({ signal }) => api.get<Country>(itemPath(COUNTRY_PATHS.item, country!.code), { signal }),
    enabled: country !== null,
    placeholderData: country ?? undefined,
  });
}
