import { SIGN_IN_LIST_LIMIT, type AdminSession } from '@store/contract/sessions';
import { LogOut } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/client.ts';
import { buttonClass } from '../../components/buttonClass.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SessionsTable } from '../../components/SessionsTable.tsx';
import { SignInsTable } from '../../components/SignInsTable.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useEndOtherSessions, useEndSession, useOwnSessions, useOwnSignIns } from './useSessions.ts';

const TEXTS = {
  title: 'Sessions',
  description: 'Where your account is signed in, and its recent sign-ins.',
  sessions: 'Active sessions',
  sessionsHint: 'An ended session is signed out at once: its next action takes that browser to the sign-in page.',
  noSessions: 'No active sessions',
  sessionsFailed: 'Your sessions could not be loaded. Please try again.',
  endOthers: 'End all other sessions',
  endOthersConfirm: 'End other sessions',
  endOthersMessage: 'Every other browser signed in to your account is signed out. This device stays signed in.',
  endOne: 'End this session?',
  endOneConfirm: 'End session',
  signIns: 'Recent sign-ins',
  signInsHint: `The last ${SIGN_IN_LIST_LIMIT} attempts to sign in to your account, successful or not.`,
  signInsFailed: 'Your sign-ins could not be loaded. Please try again.',
} as const;

const endedText = (n: number) =>
  n === 0 ? 'No other session was signed in.' : n === 1 ? 'Ended 1 session.' : `Ended ${n} sessions.`;

/** The signed-in admin's sessions and sign-in history (decision 0026), from the account menu. */
export function SessionsScreen() {
  const sessions = useOwnSessions();
  const signIns = useOwnSignIns();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [ending, setEnding] = useState<AdminSession | null>(null);
  const [confirmOthers, setConfirmOthers] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  return (
    <div className="max-w-5xl">
      <PageHeader
        title={TEXTS.title}
        description={TEXTS.description}
        actions={
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={others === 0}
            onClick={() => {
              setNotice(null);
              setConfirmOthers(true);
            }}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {TEXTS.endOthers}
          </button>
        }
      />
      <div className="space-y-8">
        <Section title={TEXTS.sessions} hint={TEXTS.sessionsHint}>
          <p role="status" className={notice ? 'mb-3 text-sm text-emerald-800' : 'sr-only'}>
            {notice}
          </p>
          {sessions.isPending ? (
            <Spinner label="Loading sessions..." />
          ) : sessions.isError ? (
            <ErrorBox message={errorMessage(sessions.error, TEXTS.sessionsFailed)} />
          ) : (
            <SessionsTable
              caption={TEXTS.sessions}
              sessions={sessions.data}
              emptyText={TEXTS.noSessions}
              onEnd={(s) => {
                setNotice(null);
                setEnding(s);
              }}
            />
          )}
        </Section>
        <Section title={TEXTS.signIns} hint={TEXTS.signInsHint}>
          {signIns.isPending ? (
            <Spinner label="Loading sign-ins..." />
          ) : signIns.isError ? (
            <ErrorBox message={errorMessage(signIns.error, TEXTS.signInsFailed)} />
          ) : (
            <SignInsTable caption={TEXTS.signIns} signIns={signIns.data} />
          )}
        </Section>
      </div>

      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => (open ? undefined : setEnding(null))}
        title={TEXTS.endOne}
        message={ending ? `${ending.browser} (${ending.ip ?? 'unknown address'}) will be signed out.` : ''}
        confirmLabel={TEXTS.endOneConfirm}
        tone="danger"
        onConfirm={async () => {
          if (!ending) return;
          await endOne.mutateAsync(ending.id);
          setNotice(endedText(1));
        }}
      />
      <ConfirmDialog
        open={confirmOthers}
        onOpenChange={setConfirmOthers}
        title={`${TEXTS.endOthers}?`}
        message={TEXTS.endOthersMessage}
        confirmLabel={TEXTS.endOthersConfirm}
        tone="danger"
        onConfirm={async () => {
          const { ended } = await endOthers.mutateAsync();
          setNotice(endedText(ended));
        }}
      />
    </div>
  );
}

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-600">{hint}</p>
      {children}
    </section>
  );
}
