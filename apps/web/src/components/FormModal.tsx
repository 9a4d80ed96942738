import { useId, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ContractForm } from '../lib/useContractForm.ts';
import { buttonClass } from './buttonClass.ts';
import { ErrorBox } from './ErrorBox.tsx';
import { useFormGuard } from './FormGuard.tsx';
import { Modal, type ModalProps } from './Modal.tsx';

/**
 * The scaffold of every create/edit dialog: the form, its error box, Cancel and the submit button,
 * the conflict dialog of a stale save, and the unsaved-changes guard. Esc, a click outside, Close
 * and Cancel close an untouched form at once and ask first when it holds unsaved input; a sidebar
 * link, browser Back and closing the tab ask too (UnsavedChangesProvider).
 */
export function FormModal<Form extends FieldValues, Body>({
  form,
  title,
  description,
  size = 'lg',
  submitLabel,
  what,
  onClose,
  children,
  extraButtons,
  aside,
  busy = false,
  submitTone = 'primary',
}: {
  form: ContractForm<Form, Body>;
  title: ReactNode;
  description?: ReactNode;
  size?: ModalProps['size'];
  submitLabel: string;
  /** What the record is called in the conflict message ("promo code"). */
  what: string;
  onClose: () => void;
  /** The form's inputs. */
  children: ReactNode;
  /** Buttons before Cancel in the footer (a preview toggle). */
  extraButtons?: ReactNode;
  /** Shown under the form, outside it (a preview). */
  aside?: ReactNode;
  /** Work the save must wait for (a checksum being calculated). */
  busy?: boolean;
  submitTone?: 'primary' | 'danger';
}) {
  const formId = useId();
  const { requestClose, dialogs } = useFormGuard(form, what, onClose);

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : requestClose())}
      title={title}
      description={description}
      size={size}
      footer={
        <>
          {extraButtons}
          <button type="button" className={buttonClass('secondary')} onClick={requestClose}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            className={buttonClass(submitTone)}
            disabled={form.submitting || busy}
            aria-busy={form.submitting || undefined}
          >
            {submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void form.submit(event)} className="space-y-4">
        <ErrorBox message={form.serverError} />
        {children}
      </form>
      {aside}
      {dialogs}
    </Modal>
  );
}
