import type { ReactNode } from 'react';
import { buttonClass } from './buttonClass.ts';

/**
 * The two looks icon buttons have in the panel: `ghost` (the small ghost button) and `compact`
 * (a tighter square that also shows its label as a tooltip).
 */
export type IconButtonLook = 'ghost' | 'compact';

export interface IconButtonProps {
  /** The accessible name (the button shows only an icon). */
  label: string;
  onClick: () => void;
  tone?: 'default' | 'danger';
  look?: IconButtonLook;
  /** The icon, marked aria-hidden. */
  children: ReactNode;
}

const COMPACT = 'rounded-md p-1.5 focus-visible:outline-2 focus-visible:outline-indigo-600 ';
const COMPACT_TONES = {
  default: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  danger: 'text-red-600 hover:bg-red-50 hover:text-red-700',
};
const GHOST_TONES = { default: '', danger: 'text-red-700 hover:bg-red-50' };

/** A button with only an icon in it, named by `label`. */
export function IconButton({ label, onClick, tone = 'default', look = 'ghost', children }: IconButtonProps) {
  if (look === 'compact') {
    return (
      <button
        type="button"
        aria-label={label}
        title={label}
        onClick={onClick}
        className={COMPACT + COMPACT_TONES[tone]}
      >
        {children}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={buttonClass('ghost', 'sm', GHOST_TONES[tone])}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
