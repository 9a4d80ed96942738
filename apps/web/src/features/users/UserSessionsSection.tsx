import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { buttonClass } from '../../components/buttonClass.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { SessionsTable } from '../../components/SessionsTable.tsx';
import { SignInsTable } from '../../components/SignInsTable.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useEndUserSessions, useUserSessions, useUserSignIns } from './useUserSessions.ts';

const endedText = (n: number) =>
  n === 0 ? 'No session was signed in.' : n === 1 ? 'Ended 1 session.' : `Ended ${n} sessions.`;

/**
 * An admin's sessions and recent sign-ins in their details (decision 0026), and "End all
 * sessions": shown to Owners (decision 0027). The admin's own account points to its Sessions
 * page, where the other sessions are ended and this one is kept.
 */
export function UserSessionsSection({ userId, name, isSelf }: { userId: number; name: string; isSelf: boolean }) {
  const sessions = useUserSessions(userId);
  const signIns = useUserSignIns(userId);
  const endAll = useEndUserSessions(userId);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <section aria-labelledby="user-sessions" className="mt-6 border-t border-slate-200 pt-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h3 id="user-sessions" className="text-base font-semibold text-slate-900">
          Sessions
        </h3>
        {isSelf ? (
          <Link to="/account/sessions" className="text-sm font-medium text-indigo-700 hover:underline">
            Manage your own sessions
          </Link>
        ) : (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={!sessions.data || sessions.data.length === 0}
            onClick={() => {
              setNotice(null);
              setConfirming(true);
            }}
          >
            <LogOut aria-hidden="true" className="size-4" />
            End all sessions
          </button>
        )}
      </div>
      <p role="status" className={notice ? 'mb-3 text-sm text-emerald-800' : 'sr-only'}>
        {notice}
      </p>
      {sessions.isPending ? (
        <Spinner label="Loading sessions..." className="py-6" />
      ) : sessions.isError ? (
        <ErrorBox message={errorMessage(sessions.error, 'Sessions could not be loaded. Please try again.')} />
      ) : (
        <SessionsTable caption={`Active sessions of ${name}`} sessions={sessions.data} emptyText="No active sessions" />
      )}

      <h4 className="mt-5 mb-3 text-sm font-semibold text-slate-900">Recent sign-ins</h4>
      {signIns.isPending ? (
        <Spinner label="Loading sign-ins..." className="py-6" />
      ) : signIns.isError ? (
        <ErrorBox message={errorMessage(signIns.error, 'Sign-ins could not be loaded. Please try again.')} />
      ) : (
        <SignInsTable caption={`Recent sign-ins of ${name}`} signIns={signIns.data} />
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="End all sessions?"
        message={`${name} will be signed out on every browser and has to sign in again.`}
        confirmLabel="End all sessions"
        tone="danger"
        onConfirm={async () => {
          const { ended } = await endAll.mutateAsync();
          setNotice(endedText(ended));
        }}
      />
    </section>
  );
}
