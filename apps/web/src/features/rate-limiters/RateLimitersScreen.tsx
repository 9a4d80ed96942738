import { RATE_LIMITER_TEXTS } from '@store/contract/rate-limiters';
import { Eraser, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { buttonClass } from '../../components/buttonClass.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { toast } from '../../lib/toast.ts';
import { RateLimiterCard } from './RateLimiterCard.tsx';
import { useClearRateLimiterCache, useRateLimiterList, useResetRateLimiters } from './useRateLimiters.ts';

/**
 * spec 001 §2 "Rate Limiter Settings" (/settings): one card per limiter, edited in place; Clear
 * Cache and Reset to Defaults in the header, each confirmed first. Failures show the server's
 * error in the dialog, else the spec's text (§8); the successes the spec alerts are toasts.
 */
export function RateLimitersScreen() {
  const list = useRateLimiterList();
  const reset = useResetRateLimiters();
  const clear = useClearRateLimiterCache();
  const [confirming, setConfirming] = useState<'reset' | 'clear' | null>(null);

  return (
    <div>
      <PageHeader
        title="Rate Limiter Settings"
        description="How many requests each part of the API accepts per time window. Changes apply on every server within a second."
        actions={
          <>
            <button type="button" className={buttonClass('secondary')} onClick={() => setConfirming('clear')}>
              <Eraser aria-hidden="true" className="size-4" />
              Clear Cache
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={() => setConfirming('reset')}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Reset to Defaults
            </button>
          </>
        }
      />
      {list.isPending ? (
        <Spinner label={RATE_LIMITER_TEXTS.loading} />
      ) : list.error ? (
        <ErrorBox message={errorMessage(list.error, RATE_LIMITER_TEXTS.fetchFailed)} />
      ) : list.data.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white px-5 py-10 text-center text-sm text-slate-600">
          {RATE_LIMITER_TEXTS.empty}
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {list.data.map((limiter) => (
            <RateLimiterCard key={limiter.id} limiter={limiter} />
          ))}
        </div>
      )}

      <ConfirmDialog
        open={confirming === 'reset'}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title="Reset to Defaults"
        message={RATE_LIMITER_TEXTS.resetConfirm}
        confirmLabel="Reset"
        tone="danger"
        onConfirm={async () => {
          try {
            await reset.mutateAsync();
          } catch (err) {
            throw new Error(errorMessage(err, RATE_LIMITER_TEXTS.resetFailed), { cause: err });
          }
          toast.success(RATE_LIMITER_TEXTS.resetSuccess);
        }}
      />
      <ConfirmDialog
        open={confirming === 'clear'}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title="Clear Cache"
        message={RATE_LIMITER_TEXTS.clearConfirm}
        confirmLabel="Clear Cache"
        onConfirm={async () => {
          let message: string;
          try {
            message = (await clear.mutateAsync()).message;
          } catch (err) {
            throw new Error(errorMessage(err, RATE_LIMITER_TEXTS.clearFailed), { cause: err });
          }
          toast.success(message); // spec 001 §8: the server's message
        }}
      />
    </div>
  );
}
