import { BULK_MAX_RECORDS, type BulkResult } from '@store/contract/bulk';
import { useState } from 'react';
import type { z } from 'zod';
import { api, errorMessage } from '../api/client.ts';
import { countOf } from '../lib/numbers.ts';
import type { Selection } from '../lib/useSelection.ts';
import { buttonClass } from './buttonClass.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { SelectField } from './SelectField.tsx';

/** The most records one bulk request carries; more are sent in turns. */
const BULK_CHUNK = BULK_MAX_RECORDS;

/**
 * The body of a list's bulk call as its contract infers it from the zod schema (`UserBulkBody`,
 * `ShipmentBulkBody`): the action, the records, and the action's parameters.
 */
interface BulkBody {
  action: string;
  records: readonly { id: number }[];
}

/** The body's parameters besides the action and the records (the status to set). */
type ParamOf<B> = Exclude<keyof B, 'action' | 'records'> & string;

/** A parameter the admin chooses before the action runs: the body field, its label and options. */
type Choice<B> = {
  [K in ParamOf<B>]: {
    name: K;
    label: string;
    options: readonly B[K][];
    optionLabel?: (value: B[K]) => string;
  };
}[ParamOf<B>];

export interface BulkAction<B extends BulkBody> {
  /** One of the list's actions in its contract ('delete', 'enable', 'set_status', …). */
  action: B['action'];
  /** The button ('Delete', 'Set status'). */
  label: string;
  tone?: 'danger';
  /** A value the admin chooses first (the status to set): its label and options. */
  choice?: Choice<B>;
  /** The question, naming the count (and the choice): 'Delete 3 users?'. */
  confirm: (count: string, choice: string) => string;
  /** What was done, for the result line: 'deleted', 'set to shipped'. */
  done: (choice: string) => string;
}

/**
 * The bar over a list with ticked rows: how many, "select all N matching" (a server-paged list),
 * the feature's bulk actions, a progress bar while turns of up to 1,000 records are sent, and the
 * result: how many were done and, for each record left as it was, why. Typed by the list's bulk
 * body schema in the contract (`schema={UserBulkBodySchema}`), so an action or a parameter the
 * server does not take does not compile, and each body is checked by it before it is sent.
 */
export function BulkActions<B extends BulkBody>({
  selection,
  total,
  pageRows,
  noun,
  path,
  schema,
  actions,
  matching,
  onDone,
}: {
  selection: Selection;
  /** Records matching the list's view. */
  total: number;
  /** Rows the page shows. */
  pageRows: number;
  noun: { one: string; many: string };
  /** The feature's bulk path ('/users/bulk'). */
  path: string;
  /** The list's bulk body in the contract (`UserBulkBodySchema`). */
  schema: z.ZodType<B>;
  actions: readonly BulkAction<B>[];
  /** Reads every record of the list's view, for "all N matching". */
  matching?: () => Promise<B['records']>;
  /** Reads the list again once an action ran (even when it stopped part-way). */
  onDone: () => void;
}) {
  const [asking, setAsking] = useState<BulkAction<B> | null>(null);
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<{ done: number; of: number } | null>(null);
  const [result, setResult] = useState<{ text: string; failed: BulkResult['failed'] } | null>(null);

  const count = selection.allMatching ? total : selection.count;
  const choiceOf = (a: BulkAction<B>) =>
    a.choice ? (choices[a.choice.name] ?? String(a.choice.options[0] ?? '')) : '';

  const run = async (a: BulkAction<B>) => {
    const choice = choiceOf(a);
    const records: B['records'] = selection.allMatching && matching ? await matching() : selection.records;
    const outcome: BulkResult = { succeeded: [], unchanged: [], failed: [] };
    setProgress({ done: 0, of: records.length });
    try {
      for (let i = 0; i < records.length; i += BULK_CHUNK) {
        const chunk = records.slice(i, i + BULK_CHUNK);
        // The contract's schema checks the body before it is sent: the action, the records, the choice.
        const body = schema.parse({
          action: a.action,
          records: chunk,
          ...(a.choice ? { [a.choice.name]: choice } : {}),
        });
        const answer = await api.post<BulkResult>(path, body);
        outcome.succeeded.push(...answer.succeeded);
        outcome.unchanged.push(...answer.unchanged);
        outcome.failed.push(...answer.failed);
        setProgress({ done: Math.min(i + BULK_CHUNK, records.length), of: records.length });
      }
    } finally {
      setProgress(null);
      onDone();
    }
    const parts = [`${countOf(outcome.succeeded.length, noun)} ${a.done(choice)}`];
    if (outcome.unchanged.length) parts.push(`${outcome.unchanged.length.toLocaleString('en-US')} already were`);
    if (outcome.failed.length) {
      parts.push(
        `${outcome.failed.length.toLocaleString('en-US')} left as ${outcome.failed.length === 1 ? 'it was' : 'they were'}`,
      );
    }
    setResult({ text: `${parts.join('; ')}.`, failed: outcome.failed });
    selection.clear();
  };

  if (count === 0 && !result) return null;
  return (
    <div className="mb-3 space-y-2">
      {count > 0 ? (
        <div
          role="region"
          aria-label="Bulk actions"
          className="flex flex-wrap items-end gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm"
        >
          <p className="pb-2 font-medium text-indigo-950">{`${countOf(count, noun)} selected`}</p>
          {matching && !selection.allMatching && selection.count >= pageRows && total > selection.count ? (
            <button
              type="button"
              className={`${buttonClass('ghost', 'sm')} mb-1`}
              onClick={selection.selectAllMatching}
            >
              {`Select all ${total.toLocaleString('en-US')} matching`}
            </button>
          ) : null}
          {actions.map((a) => (
            <div key={a.action} className="flex items-end gap-2">
              {a.choice ? (
                <SelectField
                  label={a.choice.label}
                  className="w-40"
                  value={choiceOf(a)}
                  onChange={(e) => setChoices((c) => ({ ...c, [a.choice!.name]: e.target.value }))}
                >
                  {a.choice.options.map((o) => (
                    <option key={String(o)} value={String(o)}>
                      {a.choice!.optionLabel ? a.choice!.optionLabel(o) : String(o)}
                    </option>
                  ))}
                </SelectField>
              ) : null}
              <button
                type="button"
                className={buttonClass(a.tone === 'danger' ? 'danger' : 'secondary', 'sm')}
                disabled={progress !== null}
                onClick={() => {
                  setResult(null);
                  setAsking(a);
                }}
              >
                {a.label}
              </button>
            </div>
          ))}
          <button
            type="button"
            className={`${buttonClass('ghost', 'sm')} mb-1 ml-auto`}
            disabled={progress !== null}
            onClick={selection.clear}
          >
            Clear selection
          </button>
          {progress ? (
            <div className="w-full">
              <label className="block text-xs text-indigo-950">
                {`${progress.done.toLocaleString('en-US')} of ${progress.of.toLocaleString('en-US')} done`}
                <progress className="mt-1 block h-2 w-full" max={progress.of} value={progress.done} />
              </label>
            </div>
          ) : null}
        </div>
      ) : null}
      {result ? (
        <div role="status" className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm shadow-sm">
          <p className="font-medium text-slate-900">{result.text}</p>
          {result.failed.length ? (
            <ul className="mt-1 list-disc pl-5 text-slate-700">
              {result.failed.slice(0, 50).map((f) => (
                <li key={f.id}>{`#${f.id}: ${f.message}`}</li>
              ))}
              {result.failed.length > 50 ? <li>{`… and ${result.failed.length - 50} more`}</li> : null}
            </ul>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(o) => (o ? undefined : setAsking(null))}
        title={asking?.label ?? ''}
        message={asking ? asking.confirm(countOf(count, noun), choiceOf(asking)) : ''}
        confirmLabel={asking?.label ?? 'Confirm'}
        tone={asking?.tone ?? 'default'}
        onConfirm={async () => {
          if (!asking) return;
          try {
            await run(asking);
          } catch (err) {
            throw new Error(errorMessage(err, 'The bulk action failed; nothing more was changed.'), { cause: err });
          }
        }}
      />
    </div>
  );
}
