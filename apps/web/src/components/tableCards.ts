/**
 * The classes that show a table as a stack of cards below the `sm` breakpoint (640 px), so a list
 * never scrolls sideways on a phone (decision 0031). It is the same DOM at every width; only the
 * CSS changes:
 *
 * - the header row holds what can be pressed (the page's tick, the sort buttons) as a wrapping
 *   line of chips; a header with only text is kept for screen readers (`sr-only`);
 * - each row is a card: its tick in the top left corner, its title line first, then one
 *   "label  value" line per field (the label is the column's header, from the cell's
 *   `data-label`, shown with `::before`), then its actions at the bottom, full width;
 * - the elements say their table roles (`role="row"`, …): a browser may drop the semantics of a
 *   table whose parts are no longer `display: table-*` (Safari does), and the cards must still
 *   read as rows and cells.
 */
export const cards = {
  /** The box around the table: it scrolls sideways from `sm` up only; on a phone nothing is wider. */
  box: 'sm:overflow-x-auto',
  table: 'max-sm:block',
  head: 'max-sm:block',
  /** A header row with nothing to press on a phone. */
  headHidden: 'max-sm:sr-only',
  headRow: 'max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-2 max-sm:px-4 max-sm:py-2',
  /** A header of text only: the cards' lines say it. */
  headerText: 'max-sm:sr-only',
  /** A header holding a control (a sort button, the page's tick). */
  headerControl: 'max-sm:block max-sm:w-auto max-sm:p-0',
  body: 'max-sm:block',
  /**
   * A card: two columns, the labels' (as wide as the card's longest label, at most 9rem) and the
   * values'; each field is a subgrid of the row, so the labels of one card line up.
   */
  row: 'max-sm:relative max-sm:grid max-sm:grid-cols-[fit-content(9rem)_minmax(0,1fr)] max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:p-4',
  /** A row with a tick: room for it on the left. */
  rowTicked: 'max-sm:pl-12',
  tick: 'max-sm:absolute max-sm:top-4 max-sm:left-4 max-sm:p-0',
  /** A field: its label (the cell's `data-label`, in the first column), its value in the second. */
  field:
    'max-sm:col-span-2 max-sm:grid max-sm:grid-cols-subgrid max-sm:justify-items-start max-sm:p-0 max-sm:text-left ' +
    'max-sm:wrap-anywhere max-sm:*:col-start-2 max-sm:before:pt-0.5 max-sm:before:text-xs max-sm:before:font-semibold ' +
    'max-sm:before:tracking-wide max-sm:before:text-slate-600 max-sm:before:uppercase max-sm:before:wrap-normal ' +
    'max-sm:before:content-[attr(data-label)]',
  /** The card's first line, without a label. */
  title: 'max-sm:order-first max-sm:col-span-2 max-sm:block max-sm:p-0 max-sm:text-left max-sm:wrap-anywhere',
  /** The card's actions: the last line, full width. */
  actions:
    'max-sm:order-last max-sm:col-span-2 max-sm:mt-1 max-sm:block max-sm:border-t max-sm:border-slate-100 max-sm:p-0 max-sm:pt-2',
  /** A cell a card leaves out. */
  hidden: 'max-sm:hidden',
  /** The one full-width cell of an empty list. */
  empty: 'max-sm:block',
} as const;

/** How a column shows on a card: its title line, its actions line, left out, or a labelled field. */
export type CardPart = 'title' | 'actions' | 'hidden' | 'field';

export const cardCell = (part: CardPart = 'field') =>
  part === 'title' ? cards.title : part === 'actions' ? cards.actions : part === 'hidden' ? cards.hidden : cards.field;
