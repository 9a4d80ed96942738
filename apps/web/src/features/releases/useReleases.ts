import {
  RELEASE_PATHS,
  RELEASES_PAGE_SIZE,
  type Release,
  type ReleaseCreateBody,
  type ReleaseListResponse,
  type ReleaseNotifyResponse,
  type ReleaseNotifyStatus,
  type ReleaseProductsResponse,
  type ReleaseUpdateBody,
} from '@store/contract/releases';
import { pathTo } from '@store/contract/paths';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRefresh } from '../../api/refresh.ts';
import type { PagedResource } from '../../lib/usePagedListScreen.ts';
import { useCreateRecord, useEditRecord } from '../../api/records.ts';

/** spec 001 §7: `GET /releases` with page, limit (10) and search, paged on the server. */
export const releaseList: PagedResource<Release, ReleaseListResponse> = {
  list: {
    path: RELEASE_PATHS.list,
    keys: queryKeys.releases,
    limit: RELEASES_PAGE_SIZE,
    loadFailed: 'Failed to load releases',
  },
  rows: 'releases',
  item: RELEASE_PATHS.item,
  keys: queryKeys.releases,
  rowKey: (r) => r.id,
};

/** spec 001 §5: only downloadable products are offered (the releases API lists them). */
export function useReleaseProducts(enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.releases.all, 'products'],
    queryFn: ({ signal }) => api.get<ReleaseProductsResponse>(RELEASE_PATHS.products, { signal }),
    enabled,
  });
}

export const useCreateRelease = () =>
  useCreateRecord<ReleaseCreateBody, Release>(RELEASE_PATHS.list, queryKeys.releases.all);

export const useUpdateRelease = () =>
  useEditRecord<ReleaseUpdateBody, Release>(RELEASE_PATHS.item, queryKeys.releases.all);

/** Who a release would be announced to, and how far its mails are; polled while some are pending. */
export function useReleaseNotifyStatus(releaseId: number) {
  return useQuery({
    queryKey: [...queryKeys.releases.detail(releaseId), 'notify'] as const,
    queryFn: ({ signal }) => api.get<ReleaseNotifyStatus>(pathTo(RELEASE_PATHS.notify, { id: releaseId }), { signal }),
    refetchInterval: (query) => ((query.state.data?.pending ?? 0) > 0 ? 2_000 : false),
  });
}

export function useNotifyRelease(releaseId: number) {
  const refresh = useRefresh(queryKeys.releases.detail(releaseId));
  return useMutation({
    mutationFn: () => api.post<ReleaseNotifyResponse>(pathTo(RELEASE_PATHS.notify, { id: releaseId })),
    onSuccess: refresh,
  });
}
