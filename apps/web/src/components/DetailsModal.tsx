import type { ReactNode } from 'react';
import { buttonClass } from './buttonClass.ts';
import { Modal, type ModalProps } from './Modal.tsx';

/** A read-only modal (a record's details) whose only action is Close. */
export function DetailsModal({
  open,
  onClose,
  title,
  description,
  size,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  size?: ModalProps['size'];
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={title}
      description={description}
      size={size}
      footer={
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>
          Close
        </button>
      }
    >
      {children}
    </Modal>
  );
}
