import { formatDate } from '../lib/dates.ts';
import type { Conflict } from '../lib/useContractForm.ts';
import { buttonClass } from './buttonClass.ts';
import { Modal } from './Modal.tsx';

const CONFLICT_TEXTS = {
  title: 'Someone else saved this first',
  keep: 'Keep editing',
  loadTheirs: 'Load their version',
  saveMine: 'Save mine anyway',
} as const;

function whoAndWhen({ stale }: Conflict, what: string): string {
  const when = stale.changed_at ? formatDate(stale.changed_at, "MMM dd, yyyy 'at' HH:mm") : null;
  const who = stale.changed_by ? `${stale.changed_by.name} (${stale.changed_by.email})` : null;
  if (who && when) return `${who} changed this ${what} on ${when}, after you opened it.`;
  if (who) return `${who} changed this ${what} after you opened it.`;
  if (when) return `This ${what} was changed on ${when}, after you opened it.`;
  return `This ${what} was changed after you opened it.`;
}

/**
 * A save refused with 412: who changed the record and when, the fields where their version and the
 * admin's input differ, and the three ways on. Nothing was saved; the form keeps the input.
 */
export function ConflictDialog({
  conflict,
  what,
  onKeepEditing,
  onLoadTheirs,
  onSaveMine,
}: {
  conflict: Conflict;
  /** What the record is called in the message ("promo code"). */
  what: string;
  onKeepEditing: () => void;
  onLoadTheirs: () => void;
  onSaveMine: () => void;
}) {
  const { differences } = conflict;
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onKeepEditing())}
      title={CONFLICT_TEXTS.title}
      description={`${whoAndWhen(conflict, what)} Nothing of yours has been saved yet.`}
      role="alertdialog"
      size="lg"
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onKeepEditing}>
            {CONFLICT_TEXTS.keep}
          </button>
          <button type="button" className={buttonClass('secondary')} onClick={onLoadTheirs}>
            {CONFLICT_TEXTS.loadTheirs}
          </button>
          <button type="button" className={buttonClass('primary')} onClick={onSaveMine}>
            {CONFLICT_TEXTS.saveMine}
          </button>
        </>
      }
    >
      {differences.length === 0 ? (
        <p className="text-sm text-slate-700">Their version holds the same values as your form.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left text-sm text-slate-700">
              {differences.length === 1 ? 'One field differs:' : `${differences.length} fields differ:`}
            </caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Field
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Theirs (saved)
                </th>
                <th scope="col" className="py-2 font-medium">
                  Yours (not saved)
                </th>
              </tr>
            </thead>
            <tbody>
              {differences.map((d) => (
                <tr key={d.field} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                    {d.label}
                  </th>
                  <td className="py-2 pr-4 break-all text-slate-700">{d.theirs}</td>
                  <td className="py-2 break-all font-medium text-indigo-800">{d.mine}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}
