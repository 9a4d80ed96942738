import { createContext, useContext, useEffect, useId } from 'react';

/**
 * The registry of forms holding unsaved input, so that one guard (UnsavedChangesProvider) can ask
 * before a sidebar link, browser Back or closing the tab throws that input away. A form reports
 * itself with `useUnsavedChanges(dirty)`; outside the provider only closing the tab is guarded.
 */
export interface UnsavedChangesRegistry {
  report(id: string, dirty: boolean): void;
}

export const UnsavedChangesContext = createContext<UnsavedChangesRegistry | null>(null);

/** The texts of the discard question, one wording for every form. */
export const UNSAVED_TEXTS = {
  title: 'Discard unsaved changes?',
  message: 'You have changes that are not saved yet. If you leave now, they are lost.',
  keep: 'Keep editing',
  discard: 'Discard changes',
} as const;

function onBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers show the prompt only when returnValue is set.
  event.returnValue = '';
}

/** Marks this component's form as holding unsaved input while `dirty` is true. */
export function useUnsavedChanges(dirty: boolean) {
  const registry = useContext(UnsavedChangesContext);
  const id = useId();
  useEffect(() => {
    if (!dirty) return;
    registry?.report(id, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      registry?.report(id, false);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [registry, id, dirty]);
}
