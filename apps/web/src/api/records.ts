import { useMutation, type QueryKey } from '@tanstack/react-query';
import { api } from './client.ts';
import { useRefresh } from './refresh.ts';

/**
 * The create, edit and delete calls of a record, one definition for every feature: the path comes
 * from the feature's contract (`PRODUCT_PATHS.item` = '/products/:id'), edits and deletes send the
 * revision they were based on as `If-Match`, and a success refreshes the feature's queries.
 */

/** A record's item path with its one `:param` filled in: ('/countries/:code', 'FR') → '/countries/FR'. */
export function itemPath(template: string, key: string | number): string {
  return template.replace(/:[A-Za-z_]+/, encodeURIComponent(String(key)));
}

/** What an edit sends: which record, the body, and the revision it was based on. */
export interface RecordEdit<Body> {
  key: string | number;
  body: Body;
  revision?: number | undefined;
}

/** What a delete sends: which record and the revision the admin saw. */
export interface RecordDelete {
  key: string | number;
  revision?: number | undefined;
}

export function useCreateRecord<Body, Saved>(listPath: string, ...refreshKeys: QueryKey[]) {
  const refresh = useRefresh(...refreshKeys);
  return useMutation({
    mutationFn: (body: Body) => api.post<Saved>(listPath, body),
    onSuccess: refresh,
  });
}

export function useEditRecord<Body, Saved>(template: string, ...refreshKeys: QueryKey[]) {
  const refresh = useRefresh(...refreshKeys);
  return useMutation({
    mutationFn: ({ key, body, revision }: RecordEdit<Body>) =>
      api.patch<Saved>(itemPath(template, key), body, { ifMatch: revision }),
    onSuccess: refresh,
  });
}

export function useDeleteRecord(template: string, ...refreshKeys: QueryKey[]) {
  const refresh = useRefresh(...refreshKeys);
  return useMutation({
    mutationFn: ({ key, revision }: RecordDelete) => api.delete<void>(itemPath(template, key), { ifMatch: revision }),
    onSuccess: refresh,
  });
}
