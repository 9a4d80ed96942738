import { ArrowDown, ArrowUp, Columns3 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { moveChoice, toggleChoice, type ColumnChoice } from '../lib/listColumns.ts';
import { buttonClass } from './buttonClass.ts';
import { useDisclosure } from './useDisclosure.ts';

const MOVE =
  'rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-30 disabled:hover:bg-transparent';

/**
 * A list's "Columns" button (wide screens; decision 0064): a small popup with a checkbox per column
 * and buttons that move a shown column up or down, all usable from the keyboard. The identifying
 * column is always shown and first; the row's actions and ticks are not listed.
 */
export function ColumnPicker({
  caption,
  choices,
  onChange,
  onReset,
  customised,
  fromAddress,
}: {
  /** The table's name ('Orders'), for the popup's label. */
  caption: string;
  choices: ColumnChoice[];
  onChange: (next: ColumnChoice[]) => void;
  onReset: () => void;
  /** The columns differ from the list's own (Reset is offered). */
  customised: boolean;
  /** The address names the columns (a view's link): changes edit the address, not the saved choice. */
  fromAddress: boolean;
}) {
  const { open, rootRef, button, popup } = useDisclosure();
  // After a move, focus follows the button pressed onto the column's new line, once the new
  // order arrives (at once for a kept choice, after the address changes for a link's).
  const refocus = useRef<string | null>(null);
  const order = choices.map((c) => c.key).join(',');
  useEffect(() => {
    const id = refocus.current;
    if (!id) return;
    refocus.current = null;
    const target = document.getElementById(id);
    if (target instanceof HTMLButtonElement && !target.disabled) target.focus();
    else document.getElementById(id.replace(/-(up|down)$/, '-toggle'))?.focus();
  }, [order]);
  const idOf = (key: string, part: 'up' | 'down' | 'toggle') => `${popup.id}-${key}-${part}`;
  const move = (key: string, by: -1 | 1) => {
    onChange(moveChoice(choices, key, by));
    refocus.current = idOf(key, by < 0 ? 'up' : 'down');
  };
  return (
    <div ref={rootRef} className="relative max-sm:hidden">
      <button type="button" {...button} className={buttonClass('secondary', 'sm')}>
        <Columns3 aria-hidden="true" className="size-4" />
        Columns
      </button>
      {open ? (
        <div
          {...popup}
          role="group"
          aria-label={`Columns of ${caption}`}
          className="absolute right-0 z-30 mt-2 w-72 rounded-md border border-slate-200 bg-white p-3 text-sm shadow-lg"
        >
          <p className="mb-2 text-xs text-slate-600">
            {fromAddress
              ? 'This link names its columns: changes apply to it.'
              : 'Your choice is kept for you on every device.'}
          </p>
          <ul className="space-y-0.5">
            {choices.map((c, i) => {
              const above = choices[i - 1];
              const below = choices[i + 1];
              const canUp = c.shown && !c.locked && above?.shown === true && !above.locked;
              const canDown = c.shown && !c.locked && below?.shown === true;
              return (
                <li key={c.key} className="flex items-center gap-2 rounded px-1 py-0.5 hover:bg-slate-50">
                  <input
                    id={idOf(c.key, 'toggle')}
                    type="checkbox"
                    checked={c.shown}
                    disabled={c.locked}
                    onChange={() => onChange(toggleChoice(choices, c.key))}
                    className="size-4 rounded border-slate-400 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
                  />
                  <label htmlFor={idOf(c.key, 'toggle')} className="min-w-0 flex-1 truncate text-slate-800">
                    {c.header}
                    {c.locked ? <span className="ml-1 text-xs text-slate-600">(always shown)</span> : null}
                  </label>
                  <button
                    id={idOf(c.key, 'up')}
                    type="button"
                    aria-label={`Move ${c.header} up`}
                    title="Move up"
                    disabled={!canUp}
                    onClick={() => move(c.key, -1)}
                    className={MOVE}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    id={idOf(c.key, 'down')}
                    type="button"
                    aria-label={`Move ${c.header} down`}
                    title="Move down"
                    disabled={!canDown}
                    onClick={() => move(c.key, 1)}
                    className={MOVE}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="mt-2 border-t border-slate-100 pt-2">
            <button type="button" className={buttonClass('ghost', 'sm')} disabled={!customised} onClick={onReset}>
              Reset columns
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
