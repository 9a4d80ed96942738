import { SIDEBAR_ENTRIES } from '@store/contract/navigation';
import { ROLE_LABELS, SCREEN_AREAS } from '@store/contract/roles';
import { Link } from 'react-router';
import { useSignIn } from '../api/signIn.tsx';
import { useCan } from '../lib/permissions.ts';
import { buttonClass } from './buttonClass.ts';

/**
 * "Not part of your role": what a screen outside the role's areas shows instead of itself, with a
 * link to the role's first screen. The app's ScreenGate shows it by the address's first segment; a
 * screen whose area differs from its parent's (Webhooks under API Keys) shows it itself.
 */
export function NotInRoleNotice() {
  const { user } = useSignIn();
  const allowed = useCan();
  const home = SIDEBAR_ENTRIES.find((entry) => allowed(SCREEN_AREAS[entry.path]));
  return (
    <section
      aria-labelledby="no-access-title"
      className="mx-auto mt-16 max-w-md rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm"
    >
      <h1 id="no-access-title" className="text-lg font-semibold text-slate-900">
        Not part of your role
      </h1>
      <p className="mt-2 text-sm text-slate-600">
        Your role{user?.role ? `, ${ROLE_LABELS[user.role]},` : ''} does not include this screen. An Owner can change
        your role.
      </p>
      {home ? (
        <Link to={home.path} className={buttonClass('primary', 'md', 'mt-4')}>
          Go to {home.label}
        </Link>
      ) : null}
    </section>
  );
}
