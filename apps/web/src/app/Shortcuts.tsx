import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { PaletteScreen } from '../features/search/paletteEntries.ts';
import { KBD, MOD } from './keys.ts';

// The palette and the shortcuts' list load when first asked for (P6: not on every first visit);
// pointing at the Search button starts the palette's load, so it opens at once.
const loadPalette = () => import('../features/search/CommandPalette.tsx');
const CommandPalette = lazy(() => loadPalette().then((m) => ({ default: m.CommandPalette })));
const ShortcutsHelp = lazy(() => import('./ShortcutsHelp.tsx').then((m) => ({ default: m.ShortcutsHelp })));

/** Keys typed into a field are the field's: "/" and "?" act only outside them. */
function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) {
    return true;
  }
  return (
    target instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type)
  );
}

/** A dialog is open (a form, a confirmation, a record's details): the page behind it is not. */
const dialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * The panel's keyboard shortcuts (issue 18, item 1; decision 0030) and the top bar's Search
 * button: Ctrl+K / ⌘K opens the command palette from anywhere (also from a field, as in other
 * apps, but not over another dialog); "/" focuses the screen's search box and "?" lists the
 * shortcuts, both only when the admin is not typing in a field and no dialog is open. `screens`
 * are the sidebar's, those the role can open.
 */
export function Shortcuts({ screens }: { screens: readonly PaletteScreen[] }) {
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const mod = event.ctrlKey || event.metaKey;
      if (mod && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        if (dialogOpen() && !paletteOpen) return;
        event.preventDefault();
        setPaletteOpen((o) => !o);
        return;
      }
      if (mod || event.altKey || isTypingIn(event.target) || dialogOpen()) return;
      if (event.key === '/') {
        const box = document.querySelector<HTMLInputElement>('#main input[type="search"]');
        if (!box) return;
        event.preventDefault();
        box.focus();
        box.select();
      } else if (event.key === '?') {
        event.preventDefault();
        setHelpOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [paletteOpen]);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setPaletteOpen(true)}
        onPointerEnter={() => void loadPalette()}
        onFocus={() => void loadPalette()}
        className="flex items-center gap-2 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-600 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:w-56"
      >
        <Search aria-hidden="true" className="size-4 shrink-0" />
        <span className="max-sm:sr-only">Search</span>
        <kbd aria-hidden="true" className={`${KBD} ml-auto hidden sm:inline`}>
          {MOD} K
        </kbd>
      </button>
      <Suspense fallback={null}>
        {paletteOpen && <CommandPalette open onOpenChange={setPaletteOpen} screens={screens} />}
        {helpOpen && <ShortcutsHelp onClose={() => setHelpOpen(false)} />}
      </Suspense>
    </>
  );
}
