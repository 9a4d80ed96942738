import { useRef, useState, type ReactNode } from 'react';
import { buttonClass } from './buttonClass.ts';
import { ErrorBox } from './ErrorBox.tsx';
import { Modal } from './Modal.tsx';

/**
 * Asks before a change that the spec wants confirmed (deletes, status changes, simulated
 * payments). `onConfirm` may be async: the buttons wait for it, the dialog closes when it
 * resolves, and a thrown error's message is shown inside the dialog unless the caller handles it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'default',
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'default' | 'danger';
  onConfirm: () => void | Promise<void>;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const change = (next: boolean) => {
    if (pending) return;
    setError(null);
    onOpenChange(next);
  };

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'Something went wrong. Please try again.');
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={change}
      title={title}
      description={message}
      size="sm"
      role="alertdialog"
      initialFocusRef={cancelRef}
      footer={
        <>
          <button
            ref={cancelRef}
            type="button"
            className={buttonClass('secondary')}
            disabled={pending}
            onClick={() => change(false)}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className={buttonClass(tone === 'danger' ? 'danger' : 'primary')}
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      {error ? <ErrorBox message={error} /> : null}
    </Modal>
  );
}
