import {
  COUNTRY_PAGE_SIZE,
  COUNTRY_PATHS,
  type Country,
  type CountryCreateBody,
  type CountryListResponse,
  type CountryUpdateBody,
} from '@store/contract/countries';
import { queryKeys } from '../../api/queryKeys.ts';
import type { PagedResource } from '../../lib/usePagedListScreen.ts';
import { useCreateRecord, useEditRecord, useRecordDetail } from '../../api/records.ts';

/** spec 001 §7: `GET /countries` with page, limit (10) and search, paged on the server. */
export const countryList: PagedResource<Country, CountryListResponse> = {
  list: {
    path: COUNTRY_PATHS.list,
    keys: queryKeys.countries,
    limit: COUNTRY_PAGE_SIZE,
    loadFailed: 'Failed to load countries',
  },
  rows: 'countries',
  item: COUNTRY_PATHS.item,
  keys: queryKeys.countries,
  rowKey: (c) => c.code,
};

export const useCreateCountry = () =>
  useCreateRecord<CountryCreateBody, Country>(COUNTRY_PATHS.list, queryKeys.countries.all);

/** PATCH /countries/{code}: the code is the key in the URL. */
export const useUpdateCountry = () =>
  useEditRecord<CountryUpdateBody, Country>(COUNTRY_PATHS.item, queryKeys.countries.all);

/** GET /countries/{id} (the id is the code), for the details modal; the list's row shows meanwhile. */
export const useCountry = (country: Country | null) =>
  useRecordDetail(COUNTRY_PATHS.item, queryKeys.countries, country, (c) => c.code);
