import { ROLE_LABELS } from '@store/contract/roles';
import {
  USER_MESSAGES,
  USER_PATHS,
  USER_SORTS,
  USERS_PAGE_SIZE,
  type User,
  UserBulkBodySchema,
} from '@store/contract/users';
import { Plus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../api/session.tsx';
import { useCan } from '../../lib/permissions.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { buttonClass } from '../../components/buttonClass.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { ExportButton } from '../../components/ExportButton.tsx';
import { readAllMatching, sortQuery } from '../../api/records.ts';
import { useRefresh } from '../../api/refresh.ts';
import { BulkActions } from '../../components/BulkActions.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { RecordLink } from '../../components/RecordLink.tsx';
import { RoutedRecord } from '../../components/RoutedRecord.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { SearchInput } from '../../components/SearchInput.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { formatDate } from '../../lib/dates.ts';
import { useListView } from '../../lib/useListView.ts';
import { useNewRecordParam } from '../../lib/useNewRecordParam.ts';
import { useRecordRoute } from '../../lib/useRecordRoute.ts';
import { useSelection } from '../../lib/useSelection.ts';
import { errorToast, toast } from '../../lib/toast.ts';
import { UserDetailsModal } from './UserDetailsModal.tsx';
import { UserFormModal } from './UserFormModal.tsx';
import { useDeleteUser, useUserList } from './useUsers.ts';

type Open = { kind: 'create' } | { kind: 'edit'; user: User } | { kind: 'delete'; user: User } | null;

/** The users list's order when none is asked for: newest first. */
const NEWEST_FIRST = { field: 'created_at', direction: 'desc' } as const;

/**
 * spec 000 §2 "Users screen": search, the table, paging, and the create/edit/details/delete
 * modals. The view (search, page, sort) is in the address; `/users/{id}` is a user's details.
 */
export function UsersScreen() {
  const view = useListView({ sorts: USER_SORTS });
  const { page, search, sort } = view;
  const route = useRecordRoute('/users');
  const [open, setOpen] = useState<Open>(null);
  // `/users?new=1` (the command palette's "Create user") opens the create form.
  useNewRecordParam(useCallback(() => setOpen({ kind: 'create' }), []));
  const { data, error, isPending } = useUserList({ page, search, sort });
  const remove = useDeleteUser();
  const selection = useSelection();
  const refresh = useRefresh(queryKeys.users.all);

  // spec 000 §8: list load failures are only logged; the list then appears empty.
  useEffect(() => {
    if (error) console.error('Failed to load users', error);
  }, [error]);

  // Another admin's account is the Owners' to change (decision 0027); anyone edits their own.
  const managesAdmins = useCan()('admins', 'manage');
  const me = useSession().user?.id;
  // (Deleting oneself stays offered: the server answers the spec's refusal.)
  const mayChange = (u: User) => managesAdmins || !u.is_admin || u.id === me;

  const close = () => setOpen(null);
  const users = error ? [] : (data?.users ?? []);

  const columns: Column<User>[] = [
    {
      header: 'User',
      card: 'title',
      sort: 'name',
      cell: (u) => (
        <div className="min-w-0">
          <p className="font-medium">
            <RecordLink route={route} recordKey={u.id}>
              {u.name}
            </RecordLink>
          </p>
          <p className="text-slate-600">{u.email}</p>
        </div>
      ),
    },
    {
      header: 'Role',
      cell: (u) =>
        u.is_admin ? (
          <span className="inline-flex flex-wrap items-center gap-x-1.5">
            <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-medium text-indigo-800">Admin</span>
            {u.admin_role ? <span className="text-xs text-slate-600">{ROLE_LABELS[u.admin_role]}</span> : null}
          </span>
        ) : (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">User</span>
        ),
    },
    { header: 'Status', cell: (u) => <UserStatus user={u} /> },
    {
      header: 'Created',
      sort: 'created_at',
      sortFirst: 'desc',
      cell: (u) => <span className="whitespace-nowrap">{formatDate(u.created_at)}</span>,
    },
    {
      header: 'Actions',
      card: 'actions',
      className: 'text-right',
      cell: (u) => (
        <RowActions
          look="compact"
          view={{ label: `View details of ${u.name}`, onClick: () => route.open(u.id) }}
          edit={mayChange(u) ? { label: `Edit ${u.name}`, onClick: () => setOpen({ kind: 'edit', user: u }) } : null}
          remove={
            mayChange(u) ? { label: `Delete ${u.name}`, onClick: () => setOpen({ kind: 'delete', user: u }) } : null
          }
        />
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title="Users"
        description="Manage customer and administrator accounts."
        actions={
          <>
            <ExportButton resource="users" query={{ search, sort: sortQuery(sort) }} />
            <button type="button" className={buttonClass('primary')} onClick={() => setOpen({ kind: 'create' })}>
              <Plus aria-hidden="true" className="size-4" />
              Add User
            </button>
          </>
        }
      />
      <div className="mb-4">
        <SearchInput
          label="Search users"
          placeholder="Search by name or email..."
          value={search}
          onSearch={view.onSearch}
        />
      </div>
      <BulkActions
        selection={selection}
        total={data?.pagination.total ?? 0}
        pageRows={Math.min(users.length, USERS_PAGE_SIZE)}
        noun={{ one: 'user', many: 'users' }}
        path={USER_PATHS.bulk}
        schema={UserBulkBodySchema}
        actions={[
          {
            action: 'delete',
            label: 'Delete',
            tone: 'danger',
            confirm: (count) => `Delete ${count}? Their sessions end; their orders stay.`,
            done: () => 'deleted',
          },
        ]}
        matching={() => readAllMatching(USER_PATHS.list, 'users', { search, sort: sortQuery(sort) })}
        onDone={() => void refresh()}
      />
      <DataTable
        caption="Users"
        columns={columns}
        rows={users}
        rowKey={(u) => u.id}
        emptyText={USER_MESSAGES.empty}
        loading={isPending}
        sorting={{ sort, defaultSort: NEWEST_FIRST, onSort: view.setSort }}
        selection={{ state: selection, pick: (u) => u, label: (u) => `Select ${u.name}` }}
      />
      {data && !error ? (
        <Pagination
          page={data.pagination.page}
          pages={data.pagination.pages}
          total={data.pagination.total}
          onPageChange={view.setPage}
        />
      ) : null}

      {open?.kind === 'create' ? <UserFormModal user={null} onClose={close} /> : null}
      {open?.kind === 'edit' ? <UserFormModal key={open.user.id} user={open.user} onClose={close} /> : null}
      <RoutedRecord
        route={route}
        path={USER_PATHS.item}
        keys={queryKeys.users}
        rows={users}
        rowKey={(u) => u.id}
        title="User Details"
        notFound={USER_MESSAGES.notFound}
      >
        {(user, closeDetails) => <UserDetailsModal user={user} onClose={closeDetails} />}
      </RoutedRecord>
      <ConfirmDialog
        open={open?.kind === 'delete'}
        onOpenChange={(o) => (o ? undefined : close())}
        title="Delete User"
        message={open?.kind === 'delete' ? `Are you sure you want to delete ${open.user.name}?` : ''}
        confirmLabel="Delete"
        tone="danger"
        onConfirm={async () => {
          if (open?.kind !== 'delete') return;
          try {
            await remove.mutateAsync({ key: open.user.id, revision: open.user.revision });
            view.afterDelete(users.length);
          } catch (err) {
            // spec 000 §8: an alert with the server's message, else 'Failed to delete user'.
            errorToast(err, USER_MESSAGES.deleteFailed);
          }
        }}
      />
    </div>
  );
}

/**
 * spec 000 §2: '✓ Active' once onboarding is completed; 'Pending onboarding' while a link exists
 * (clicking it copies the link and says so: the spec's alert, a toast); otherwise 'No Link'.
 */
function UserStatus({ user }: { user: User }) {
  if (user.onboarding_completed) {
    return <span className="whitespace-nowrap font-medium text-green-700">✓ Active</span>;
  }
  const link = user.onboarding_link;
  if (user.has_onboarding_link && link) {
    return (
      <button
        type="button"
        title="Copy the onboarding link"
        className="whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        onClick={async () => {
          await copyText(link);
          toast.success(USER_MESSAGES.linkCopied);
        }}
      >
        Pending onboarding
      </button>
    );
  }
  return <span className="whitespace-nowrap text-slate-600">No Link</span>;
}
