import { lazy, Suspense, useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { UnsavedChangesContext, type UnsavedChangesRegistry } from '../lib/unsavedChanges.ts';

// Asked only once a form holds input (whose dialog has loaded the same parts): not part of a
// first visit's scripts (bench P6).
const DiscardChangesDialog = lazy(() =>
  import('./DiscardChangesDialog.tsx').then((m) => ({ default: m.DiscardChangesDialog })),
);

/**
 * One guard for the signed-in screens: while any form reports unsaved input, a move to another
 * screen (a sidebar link, browser Back or Forward) waits for the admin's answer. Changes of the
 * query string on the same screen (a search, a page) pass.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const dirty = useRef(new Set<string>());
  const registry = useMemo<UnsavedChangesRegistry>(
    () => ({
      report(id, isDirty) {
        if (isDirty) dirty.current.add(id);
        else dirty.current.delete(id);
      },
    }),
    [],
  );
  const shouldBlock = useCallback(
    ({
      currentLocation,
      nextLocation,
    }: {
      currentLocation: { pathname: string };
      nextLocation: { pathname: string };
    }) => dirty.current.size > 0 && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  const blocked = blocker.state === 'blocked';

  return (
    <UnsavedChangesContext value={registry}>
      {children}
      {blocked && (
        <Suspense fallback={null}>
          <DiscardChangesDialog
            open
            onKeep={() => blocker.reset?.()}
            // The screen's forms unmount as the navigation goes on, and leave the registry then.
            onDiscard={() => blocker.proceed?.()}
          />
        </Suspense>
      )}
    </UnsavedChangesContext>
  );
}
