import { ROLE_LABELS } from '@store/contract/roles';
import {
  USER_FILTERS,
  USER_MESSAGES,
  USER_PATHS,
  USER_ROLE_FILTERS,
  USER_SORTS,
  USER_STATUS_FILTERS,
  UserBulkBodySchema,
  type User,
} from '@store/contract/users';
import { useSignIn } from '../../api/signIn.tsx';
import { Badge } from '../../components/Badge.tsx';
import { BulkActions } from '../../components/BulkActions.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { DayRangeFilter } from '../../components/DayRangeFilter.tsx';
import { ExportButton } from '../../components/ExportButton.tsx';
import { FilterSelect } from '../../components/FilterSelect.tsx';
import { ListScreen } from '../../components/ListScreen.tsx';
import { RecordLink } from '../../components/RecordLink.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { formatDate } from '../../lib/dates.ts';
import { useCan } from '../../lib/permissions.ts';
import { toast } from '../../lib/toast.ts';
import { usePagedListScreen } from '../../lib/usePagedListScreen.ts';
import type { RecordDialogs } from '../../lib/useRecordDialogs.ts';
import type { RecordRoute } from '../../lib/useRecordRoute.ts';
import { UserDetailsModal } from './UserDetailsModal.tsx';
import { UserFormModal } from './UserFormModal.tsx';
import { userList } from './useUsers.ts';
import { useListColumns } from '../../lib/useListColumns.tsx';

/** The users list's order when none is asked for: newest first. */
const NEWEST_FIRST = { field: 'created_at', direction: 'desc' } as const;

/**
 * spec 000 §2 "Users screen": search, the table, paging, and the create/edit/details/delete
 * modals. The view (search, page, sort) is in the address; `/users/{id}` is a user's details.
 */
export function UsersScreen() {
  const { route, dialogs, query, frame, bulk } = usePagedListScreen({
    resource: userList,
    base: '/users',
    sorts: USER_SORTS,
    filters: USER_FILTERS,
    // spec 000 §8: an alert with the server's message, else 'Failed to delete user'.
    deleteFailed: { alert: USER_MESSAGES.deleteFailed },
    createFromAddress: true,
    defaultSort: NEWEST_FIRST,
  });

  // Another admin's account is the Owners' to change (decision 0027); anyone edits their own.
  const managesAdmins = useCan()('admins', 'manage');
  const me = useSignIn().user?.id;
  // (Deleting oneself stays offered: the server answers the spec's refusal.)
  const mayChange = (u: User) => managesAdmins || !u.is_admin || u.id === me;

  const { columns, picker } = useListColumns('users', userColumns(route, dialogs, mayChange), 'Users');
  return (
    <ListScreen
      views="users"
      title="Users"
      description="Manage customer and administrator accounts."
      {...frame}
      actions={<ExportButton resource="users" query={query} />}
      createLabel="Add User"
      search={{ label: 'Search users', placeholder: 'Search by name or email...' }}
      filters={<UserFilters values={frame.view.filters} change={frame.view.change} />}
      notices={
        <BulkActions
          {...bulk}
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
        />
      }
      columnPicker={picker}
      table={{
        caption: 'Users',
        columns,
        emptyText: USER_MESSAGES.empty,
        selection: { state: bulk.selection, pick: (u) => u, label: (u) => `Select ${u.name}` },
      }}
      details={{
        title: 'User Details',
        notFound: USER_MESSAGES.notFound,
        render: (user, close) => <UserDetailsModal user={user} onClose={close} />,
      }}
      form={(user, close) => <UserFormModal user={user} onClose={close} />}
      confirmDelete={{ title: 'Delete User', message: (u) => `Are you sure you want to delete ${u.name}?` }}
    />
  );
}

const ROLE_FILTER_LABELS: Record<(typeof USER_ROLE_FILTERS)[number], string> = {
  customer: 'Customers',
  admin: 'Admins (any role)',
  ...ROLE_LABELS,
};
const STATUS_FILTER_LABELS: Record<(typeof USER_STATUS_FILTERS)[number], string> = {
  active: 'Active',
  pending: 'Not onboarded yet',
};

/** The users list's filters (issue 34): role, onboarding status and the days made. */
function UserFilters({
  values,
  change,
}: {
  values: Record<(typeof USER_FILTERS)[number], string>;
  change: (values: Record<string, string | number>) => void;
}) {
  return (
    <>
      <FilterSelect
        label="Role"
        className="w-48"
        value={values.role}
        onChange={(role) => change({ role, page: 1 })}
        allLabel="All roles"
        options={USER_ROLE_FILTERS}
        labels={ROLE_FILTER_LABELS}
      />
      <FilterSelect
        label="Status"
        className="w-48"
        value={values.status}
        onChange={(status) => change({ status, page: 1 })}
        allLabel="All statuses"
        options={USER_STATUS_FILTERS}
        labels={STATUS_FILTER_LABELS}
      />
      <DayRangeFilter
        label="Created"
        from={values.created_from}
        to={values.created_to}
        onChange={({ from, to }) => change({ created_from: from, created_to: to, page: 1 })}
      />
    </>
  );
}

function userColumns(
  route: RecordRoute,
  dialogs: RecordDialogs<User>,
  mayChange: (u: User) => boolean,
): Column<User>[] {
  return [
    {
      key: 'name',
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
      key: 'role',
      header: 'Role',
      cell: (u) =>
        u.is_admin ? (
          <span className="inline-flex flex-wrap items-center gap-x-1.5">
            <Badge tone="indigo">Admin</Badge>
            {u.admin_role ? <span className="text-xs text-slate-600">{ROLE_LABELS[u.admin_role]}</span> : null}
          </span>
        ) : (
          <Badge tone="slate">User</Badge>
        ),
    },
    { key: 'status', header: 'Status', cell: (u) => <UserStatus user={u} /> },
    {
      key: 'created_at',
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
          edit={mayChange(u) ? { label: `Edit ${u.name}`, onClick: () => dialogs.openEdit(u) } : null}
          remove={mayChange(u) ? { label: `Delete ${u.name}`, onClick: () => dialogs.openDelete(u) } : null}
        />
      ),
    },
  ];
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
  if (user.has_onboarding_link) {
    // A link made before the server sealed links (decision 0058): it works, but cannot be shown.
    return (
      <span
        title="This link was made before links were kept sealed: it still works for the customer, but cannot be copied"
        className="whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"
      >
        Pending onboarding
      </span>
    );
  }
  return <span className="whitespace-nowrap text-slate-600">No Link</span>;
}
