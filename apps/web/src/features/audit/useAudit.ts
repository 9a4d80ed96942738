import type { AuditAction, AuditListResponse, AuditLog, AuditResourceType } from '@store/contract/audit';
import { AUDIT_PAGE_SIZE } from '@store/contract/audit';
import { AUDIT_PATHS } from '@store/contract/audit-labels';
import type { Sort } from '@store/contract/pagination';
import { pathTo } from '@store/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { sortQuery } from '../../api/records.ts';
import { useCan } from '../../lib/permissions.ts';
import { USER_PATHS, type UsersResponse } from '@store/contract/users';

export interface AuditFilters {
  page: number;
  search: string;
  action: AuditAction | '';
  resource_type: AuditResourceType | '';
  /** The acting admin's id, and the days made (the store's), as the address holds them. */
  admin: string;
  created_from: string;
  created_to: string;
  sort?: Sort | undefined;
}

/** The admins the audit log can be filtered by: every admin account, for roles that read users. */
export function useAdminOptions(): { id: number; name: string }[] | null {
  const mayRead = useCan()('users');
  const admins = useQuery({
    queryKey: queryKeys.users.list({ role: 'admin', picker: true }),
    queryFn: ({ signal }) =>
      api.get<UsersResponse>(USER_PATHS.list, {
        query: { role: 'admin', limit: ADMIN_OPTIONS_MAX, sort: 'name' },
        signal,
      }),
    enabled: mayRead,
    staleTime: 60_000,
  });
  return mayRead && admins.data ? admins.data.users.map((u) => ({ id: u.id, name: u.name || u.email })) : null;
}
/** A store has a handful of admins; the select lists the first hundred by name. */
const ADMIN_OPTIONS_MAX = 100;

/** `GET /audit` with page, limit (20), search, action, resource_type (spec 001 §7), and our filters. */
export function useAuditLogs(filters: AuditFilters) {
  return useQuery({
    queryKey: queryKeys.audit.list(filters),
    queryFn: ({ signal }) =>
      api.get<AuditListResponse>(AUDIT_PATHS.list, {
        signal,
        query: { ...filters, sort: sortQuery(filters.sort), limit: AUDIT_PAGE_SIZE },
      }),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    // Every screen's mutations add entries: refetch whenever the list is opened again.
    staleTime: 0,
  });
}

/** `GET /audit/{id}`; the list row is shown while it loads. */
export function useAuditLog(id: number | null, fromList?: AuditLog) {
  return useQuery({
    queryKey: queryKeys.audit.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<AuditLog>(pathTo(AUDIT_PATHS.item, { id: id! }), { signal }),
    enabled: id !== null,
    placeholderData: fromList,
  });
}
