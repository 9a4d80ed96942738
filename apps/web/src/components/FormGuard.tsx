import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useUnsavedChanges } from '../lib/unsavedChanges.ts';
import type { ContractForm } from '../lib/useContractForm.ts';
import { ConflictDialog } from './ConflictDialog.tsx';
import { DiscardChangesDialog } from './DiscardChangesDialog.tsx';

/**
 * What every form of the panel does around its inputs: `requestClose` closes an untouched form at
 * once and asks before unsaved input goes; while input is unsaved a sidebar link, browser Back and
 * closing the tab ask too (UnsavedChangesProvider); a stale save opens the conflict dialog.
 * Render `dialogs` anywhere inside the form's component.
 */
export function useFormGuard<Form extends FieldValues, Body>(
  form: ContractForm<Form, Body>,
  what: string,
  onClose: () => void,
): { requestClose: () => void; dialogs: ReactNode } {
  const [asking, setAsking] = useState(false);
  // Guarded while a save runs too: a save that fails shows its error in the form still open.
  const guarded = form.dirty;
  useUnsavedChanges(guarded);

  return {
    requestClose: () => (guarded ? setAsking(true) : onClose()),
    dialogs: (
      <>
        <DiscardChangesDialog open={asking} onKeep={() => setAsking(false)} onDiscard={onClose} />
        {form.conflict ? (
          <ConflictDialog
            conflict={form.conflict}
            what={what}
            onKeepEditing={form.keepEditing}
            onLoadTheirs={form.loadTheirs}
            onSaveMine={form.saveMineAnyway}
          />
        ) : null}
      </>
    ),
  };
}
