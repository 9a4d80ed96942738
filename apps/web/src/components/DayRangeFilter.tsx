import { useId } from 'react';
import { useDraft } from '../lib/useDraft.ts';

const INPUT =
  'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ' +
  'focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600 ';

/**
 * A list's date-range filter (issue 34): two days, both included, in the store's time zone (the
 * server counts them there). A range whose first day is after its last is not applied: it says
 * so under the fields and the list keeps its current view until it is fixed.
 */
export function DayRangeFilter(props: {
  /** 'Created' → the fields "Created from" and "Created to". */
  label: string;
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  className?: string;
}) {
  const id = useId();
  // The address is the truth: Back, Forward or a saved view replaces what the fields hold.
  const [from, setFrom] = useDraft(props.from);
  const [to, setTo] = useDraft(props.to);
  const draft = { from, to };
  const reversed = draft.from !== '' && draft.to !== '' && draft.from > draft.to;
  const change = (next: { from: string; to: string }) => {
    setFrom(next.from);
    setTo(next.to);
    if (!(next.from !== '' && next.to !== '' && next.from > next.to)) props.onChange(next);
  };
  const errorId = `${id}-error`;
  return (
    <fieldset className={props.className ?? 'flex flex-wrap gap-2'}>
      <legend className="sr-only">{props.label}</legend>
      <div>
        <label htmlFor={`${id}-from`} className="block text-sm font-medium text-slate-700">
          {props.label} from
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? errorId : undefined}
          onChange={(e) => change({ ...draft, from: e.target.value })}
          className={INPUT + (reversed ? 'border-red-500' : 'border-slate-300')}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="block text-sm font-medium text-slate-700">
          {props.label} to
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? errorId : undefined}
          onChange={(e) => change({ ...draft, to: e.target.value })}
          className={INPUT + (reversed ? 'border-red-500' : 'border-slate-300')}
        />
      </div>
      {reversed ? (
        <p id={errorId} role="alert" className="basis-full text-sm text-red-700">
          The first day must not be after the last day
        </p>
      ) : null}
    </fieldset>
  );
}
