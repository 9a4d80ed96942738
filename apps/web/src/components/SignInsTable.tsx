import { SIGN_IN_OUTCOME_LABELS, type SignIn } from '@store/contract/sessions';
import { CircleCheck, CircleX } from 'lucide-react';
import { DATE_TIME_PATTERN, formatDate } from '../lib/dates.ts';
import { DataTable } from './DataTable.tsx';

function Outcome({ signIn }: { signIn: SignIn }) {
  const ok = signIn.outcome === 'success';
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <span className={`inline-flex items-center gap-1.5 font-medium ${ok ? 'text-emerald-700' : 'text-red-700'}`}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {SIGN_IN_OUTCOME_LABELS[signIn.outcome]}
    </span>
  );
}

/**
 * Sign-in attempts on an account, newest first (decision 0026): the outcome, the browser, the
 * address and the time. On a phone each sign-in is a card (decision 0031).
 */
export function SignInsTable({ caption, signIns }: { caption: string; signIns: SignIn[] }) {
  return (
    <DataTable
      caption={caption}
      rows={signIns}
      rowKey={(s) => s.id}
      emptyText="No sign-ins recorded"
      columns={[
        { header: 'Result', card: 'title', cell: (s) => <Outcome signIn={s} /> },
        { header: 'Browser', cell: (s) => s.browser },
        { header: 'IP address', cell: (s) => s.ip ?? 'Unknown address', className: 'sm:whitespace-nowrap' },
        {
          header: 'Time',
          cell: (s) => formatDate(s.at, DATE_TIME_PATTERN),
          className: 'sm:whitespace-nowrap',
        },
      ]}
    />
  );
}
