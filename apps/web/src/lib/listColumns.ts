// Which columns a list shows, in which order (decision 0064): the list's own columns arranged by
// the admin's choice, a list of column keys. Pure, so the rules are tested without a screen.
import type { Column } from '../components/DataTable.tsx';

/** The address's parameter that names a view's columns (`columns=order_number,total`). */
export const COLUMNS_PARAM = 'columns';

/** `columns=a,b,c` as keys; null when the address names none. */
export function columnsFromAddress(value: string | null): string[] | null {
  if (value === null) return null;
  const keys = value
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  return keys.length > 0 ? keys : null;
}

/** A column the admin can show, hide and move: it has a key and is not the row's actions. */
const pickable = <T>(c: Column<T>): c is Column<T> & { key: string } => Boolean(c.key) && c.card !== 'actions';

/** One line of the picker: a column, whether it is shown, and whether it is the fixed first one. */
export interface ColumnChoice {
  key: string;
  header: string;
  shown: boolean;
  /** The identifying column (the card's title, else the first): always shown, always first. */
  locked: boolean;
}

export interface ArrangedColumns<T> {
  /** What the table draws: the shown columns in order, the fixed ones, then the hidden ones (phones show them). */
  columns: Column<T>[];
  /** The picker's lines: shown columns in order, then hidden ones in the list's own order. */
  choices: ColumnChoice[];
  /** The keys of the list's own columns, in its own order (what "Reset" goes back to). */
  own: string[];
}

/**
 * Arranges `columns` by `chosen` (null: the list's own). The identifying column stays first and
 * shown; keys the list does not have are ignored, each key counts once, and a choice naming none
 * of the list's columns is the list's own. Columns without a key, and the actions, are not chosen:
 * they stay, after the chosen ones.
 */
export function arrangeColumns<T>(columns: Column<T>[], chosen: readonly string[] | null): ArrangedColumns<T> {
  const choosable = columns.filter(pickable);
  const own = choosable.map((c) => c.key);
  const locked = choosable.find((c) => c.card === 'title') ?? choosable[0];
  const byKey = new Map(choosable.map((c) => [c.key, c]));
  const known = (chosen ?? []).filter((k) => byKey.has(k));
  const order = known.length === 0 ? own : [...new Set([...(locked ? [locked.key] : []), ...known])];
  const shownSet = new Set(order);
  const shown = order.map((k) => byKey.get(k)!);
  const hidden = choosable.filter((c) => !shownSet.has(c.key));
  const fixed = columns.filter((c) => !pickable(c));
  return {
    columns: [...shown, ...fixed, ...hidden.map((c) => ({ ...c, wideHidden: true }))],
    choices: [...shown, ...hidden].map((c) => ({
      key: c.key,
      header: c.header,
      shown: shownSet.has(c.key),
      locked: c === locked,
    })),
    own,
  };
}

/** The keys to keep after a change in the picker: the shown lines, in order. */
export const shownKeys = (choices: readonly ColumnChoice[]) => choices.filter((c) => c.shown).map((c) => c.key);

/** `choices` with `key` shown or hidden (the locked column stays shown). */
export function toggleChoice(choices: readonly ColumnChoice[], key: string): ColumnChoice[] {
  return choices.map((c) => (c.key === key && !c.locked ? { ...c, shown: !c.shown } : c));
}

/** `choices` with the shown column `key` moved one place up or down among the shown (never above the locked one). */
export function moveChoice(choices: readonly ColumnChoice[], key: string, by: -1 | 1): ColumnChoice[] {
  const next = [...choices];
  const from = next.findIndex((c) => c.key === key);
  const to = from + by;
  const target = next[to];
  if (from < 0 || !next[from]!.shown || next[from]!.locked || !target || !target.shown || target.locked) return next;
  [next[from], next[to]] = [target, next[from]!];
  return next;
}

/** Whether `keys` are the list's own columns in its own order (then nothing needs keeping). */
export const isOwn = (keys: readonly string[], own: readonly string[]) =>
  keys.length === own.length && keys.every((k, i) => k === own[i]);
