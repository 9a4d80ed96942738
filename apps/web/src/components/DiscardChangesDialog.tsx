import { useRef, type ReactNode } from 'react';
import { UNSAVED_TEXTS } from '../lib/unsavedChanges.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/**
 * The question before unsaved input is thrown away: an alert dialog whose focus starts on
 * "Keep editing", so Enter or Esc keeps the work.
 */
export function DiscardChangesDialog({
  open,
  onKeep,
  onDiscard,
  title = UNSAVED_TEXTS.title,
  message = UNSAVED_TEXTS.message,
  keepLabel = UNSAVED_TEXTS.keep,
  discardLabel = UNSAVED_TEXTS.discard,
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
  title?: ReactNode;
  message?: ReactNode;
  keepLabel?: string;
  discardLabel?: string;
}) {
  // The confirm dialog closes itself after "Discard changes" too: that close is not a "keep" (for
  // the navigation guard a keep would cancel the move the discard let go on).
  const discarded = useRef(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        if (!discarded.current) onKeep();
        discarded.current = false;
      }}
      title={title}
      message={message}
      cancelLabel={keepLabel}
      confirmLabel={discardLabel}
      tone="danger"
      onConfirm={() => {
        discarded.current = true;
        onDiscard();
      }}
    />
  );
}
