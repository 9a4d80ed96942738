import type { User } from '@store/contract/users';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '@store/contract/roles';
import { useSignIn } from '../../api/signIn.tsx';
import { DetailsList } from '../../components/DetailsList.tsx';
import { DetailsModal } from '../../components/DetailsModal.tsx';
import { DATE_TIME_PATTERN as DATE_TIME, formatDate } from '../../lib/dates.ts';
import { useCan } from '../../lib/permissions.ts';
import { CustomerSections } from './CustomerSections.tsx';
import { UserSessionsSection } from './UserSessionsSection.tsx';
import { useUser } from './useUsers.ts';

/**
 * spec 000 §2 "User Details": name, e-mail, role (Administrator or User), created at, last updated;
 * for an admin, their sessions and recent sign-ins too (decision 0026).
 */
export function UserDetailsModal({ user, onClose }: { user: User; onClose: () => void }) {
  // spec 000 §8: a detail load failure is only logged (useUser); the list's row is shown.
  const { data } = useUser(user);
  const { user: me } = useSignIn();
  const managesAdmins = useCan()('admins', 'manage');
  const shown = data ?? user;
  return (
    <DetailsModal open onClose={onClose} title="User Details" size="xl">
      <DetailsList
        layout="grid"
        rows={[
          ['Name', shown.name, 'wide'],
          ['Email', shown.email, 'wide'],
          ['Role', shown.is_admin ? 'Administrator' : 'User'],
          shown.admin_role
            ? ['Panel Access', `${ROLE_LABELS[shown.admin_role]}: ${ROLE_DESCRIPTIONS[shown.admin_role]}`, 'wide']
            : null,
          [
            'Status',
            shown.onboarding_completed ? '✓ Active' : shown.has_onboarding_link ? 'Pending onboarding' : 'No Link',
          ],
          ['Created At', formatDate(shown.created_at, DATE_TIME)],
          ['Last Updated', formatDate(shown.updated_at, DATE_TIME)],
        ]}
      />
      {/* A customer's orders, access, refunds and mails (issue 31, item 1). */}
      {shown.is_admin ? null : <CustomerSections userId={shown.id} />}
      {/* Other admins' sessions and sign-ins are the Owners' (decisions 0026, 0027). */}
      {shown.is_admin && managesAdmins ? (
        <UserSessionsSection userId={shown.id} name={shown.name} isSelf={me?.id === shown.id} />
      ) : null}
    </DetailsModal>
  );
}
