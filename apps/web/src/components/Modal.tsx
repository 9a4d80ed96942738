import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, type ReactNode, type RefObject } from 'react';

/**
 * A modal dialog: title, close button, focus trapped inside, Escape and a click outside close it.
 *
 * Radix's `Dialog.Overlay` is deliberately not used: it locks scrolling through
 * react-remove-scroll, which injects a <style> element at runtime, and the server's CSP
 * (`style-src 'self'`) refuses it. The backdrop is a plain element and the scroll lock a class.
 */
const SIZES = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

let openCount = 0;
/** Keeps the page behind an open dialog from scrolling (one count for every open dialog). */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    openCount += 1;
    document.documentElement.classList.add('overflow-hidden');
    return () => {
      openCount -= 1;
      if (openCount === 0) document.documentElement.classList.remove('overflow-hidden');
    };
  }, [active]);
}

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
  size?: keyof typeof SIZES;
  /** `alertdialog` for confirmations that interrupt the admin. */
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes when the dialog opens (default: the first focusable element). */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  initialFocusRef,
}: ModalProps) {
  useScrollLock(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* Backdrop and dialog in one layer, so a dialog opened over another dims the one below. */}
        <div className="pointer-events-auto fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-4">
          <div aria-hidden="true" className="theme-fixed fixed inset-0 bg-slate-900/50" />
          <Dialog.Content
            role={role}
            // Without a description, say so explicitly (Radix otherwise warns about a missing one).
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={(event) => {
              if (initialFocusRef?.current) {
                event.preventDefault();
                initialFocusRef.current.focus();
              }
            }}
            className={`relative my-8 w-full sm:my-auto ${SIZES[size]} rounded-lg border border-slate-200 bg-white shadow-xl focus:outline-none`}
          >
            <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
              <div>
                <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
                {description ? (
                  <Dialog.Description asChild>
                    <div className="mt-1 text-sm text-slate-600">{description}</div>
                  </Dialog.Description>
                ) : null}
              </div>
              <Dialog.Close
                aria-label="Close"
                className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            {children ? <div className="px-6 py-4">{children}</div> : null}
            {footer ? (
              <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-slate-50 px-6 py-3 rounded-b-lg">
                {footer}
              </div>
            ) : null}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
