import { LoaderCircle } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';

/**
 * A button whose work takes a moment (a form's submit, by default): while `busy` it is disabled,
 * marked `aria-busy` and shows a spinner before its label.
 */
export function BusyButton({
  busy,
  type = 'submit',
  children,
  ...button
}: ComponentPropsWithRef<'button'> & { busy: boolean }) {
  return (
    <button type={type} disabled={busy} aria-busy={busy || undefined} {...button}>
      {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}
