/** Apple keyboards name the key ⌘; the others Ctrl. */
const IS_APPLE = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
export const MOD = IS_APPLE ? '⌘' : 'Ctrl';

/** A key as the shortcuts show it. */
export const KBD =
  'rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-sans text-xs font-semibold text-slate-700';
