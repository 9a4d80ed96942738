import type { User } from '@store/contract/users';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '@store/contract/roles';
import { useEffect } from 'react';
import { useSession } from '../../api/session.tsx';
import { DetailsModal } from '../../components/DetailsModal.tsx';
import { DATE_TIME_PATTERN as DATE_TIME, formatDate } from '../../lib/dates.ts';
import { useCan } from '../../lib/permissions.ts';
import { UserSessionsSection } from './UserSessionsSection.tsx';
import { useUser } from './useUsers.ts';

/**
 * spec 000 §2 "User Details": name, e-mail, role (Administrator or User), created at, last updated;
 * for an admin, their sessions and recent sign-ins too (decision 0026).
 */
export function UserDetailsModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { data, error } = useUser(user);
  const { user: me } = useSession();
  const managesAdmins = useCan()('admins', 'manage');
  // spec 000 §8: a detail load failure is only logged; the list's row is shown.
  useEffect(() => {
    if (error) console.error('Failed to load user', error);
  }, [error]);
  const shown = data ?? user;
  return (
    <DetailsModal open onClose={onClose} title="User Details" size={shown.is_admin ? 'xl' : undefined}>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
        <Item label="Name" value={shown.name} wide />
        <Item label="Email" value={shown.email} wide />
        <Item label="Role" value={shown.is_admin ? 'Administrator' : 'User'} />
        {shown.admin_role ? (
          <Item
            label="Panel Access"
            value={`${ROLE_LABELS[shown.admin_role]}: ${ROLE_DESCRIPTIONS[shown.admin_role]}`}
            wide
          />
        ) : null}
        <Item
          label="Status"
          value={shown.onboarding_completed ? '✓ Active' : shown.has_onboarding_link ? 'Pending onboarding' : 'No Link'}
        />
        <Item label="Created At" value={formatDate(shown.created_at, DATE_TIME)} />
        <Item label="Last Updated" value={formatDate(shown.updated_at, DATE_TIME)} />
      </dl>
      {/* Other admins' sessions and sign-ins are the Owners' (decisions 0026, 0027). */}
      {shown.is_admin && managesAdmins ? (
        <UserSessionsSection userId={shown.id} name={shown.name} isSelf={me?.id === shown.id} />
      ) : null}
    </DetailsModal>
  );
}

function Item({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{value}</dd>
    </div>
  );
}
