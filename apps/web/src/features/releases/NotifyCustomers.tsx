import { RELEASE_NOTIFY_TEXTS, type Release } from '@store/contract/releases';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../components/buttonClass.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { formatCount } from '../../lib/numbers.ts';
import { errorToast, toast } from '../../lib/toast.ts';
import { useNotifyRelease, useReleaseNotifyStatus } from './useReleases.ts';

const customers = (n: number) => (n === 1 ? '1 customer' : `${formatCount(n)} customers`);

/**
 * "Notify customers" in a latest release's details (issue 31, item 5): how many customers with
 * active access would get the `release_available` mail, a confirmation that says it again, and
 * the mails' progress (sent, pending, failed), refreshed while some are pending.
 */
export function NotifyCustomers({ release }: { release: Release }) {
  const status = useReleaseNotifyStatus(release.id);
  const notify = useNotifyRelease(release.id);
  const [confirming, setConfirming] = useState(false);
  const data = status.data;
  const waiting = data ? Math.max(0, data.recipients - data.notified) : 0;
  return (
    <section aria-labelledby="release-notify" className="mt-6 border-t border-slate-200 pt-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="release-notify" className="text-base font-semibold text-slate-900">
          Customers
        </h3>
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          disabled={!data || waiting === 0 || notify.isPending}
          onClick={() => setConfirming(true)}
        >
          <Send aria-hidden="true" className="size-4" />
          Notify customers
        </button>
      </div>
      {data ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="release-notify-status">
          {customers(data.recipients)} with active access to {release.product.name}.{' '}
          {data.notified > 0
            ? `Notified ${customers(data.notified)}: ${formatCount(data.sent)} sent, ${formatCount(data.pending)} pending, ${formatCount(data.failed)} failed.`
            : 'None notified of this release yet.'}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Notify customers"
        message={`Send ${customers(waiting)} an e-mail that ${release.product.name} ${release.version} is available? A customer is told of a release once.`}
        confirmLabel="Notify"
        onConfirm={async () => {
          try {
            const { recipients } = await notify.mutateAsync();
            toast.success(recipients > 0 ? RELEASE_NOTIFY_TEXTS.notified(recipients) : RELEASE_NOTIFY_TEXTS.nothingNew);
          } catch (err) {
            errorToast(err, RELEASE_NOTIFY_TEXTS.failed);
          }
        }}
      />
    </section>
  );
}
