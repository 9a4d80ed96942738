import * as Dialog from '@radix-ui/react-dialog';
import { SEARCH_MAX_LENGTH } from '@store/contract/search';
import { CornerDownLeft, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueues } from '../../api/queues.ts';
import { useSavedViews } from '../../api/views.ts';
import { useScrollLock } from '../../components/Modal.tsx';
import { useCan } from '../../lib/permissions.ts';
import {
  groupsOf,
  PALETTE_ACTIONS,
  PALETTE_MORE_SCREENS,
  paletteEntries,
  type PaletteEntry,
  type PaletteScreen,
} from './paletteEntries.ts';
import { useSearch } from './useSearch.ts';

/**
 * The command palette (issue 18, item 1; decision 0030): a dialog holding the ARIA combobox
 * pattern — the text box keeps focus, the arrows move the active option of the listbox
 * (`aria-activedescendant`), Home and End go to the first and last, Enter opens it, Escape
 * closes the palette. It goes to the screens the app passes in (those the role can open), runs
 * the create actions the role may use, and finds orders, users and products on the server as
 * the admin types, in the groups the role can view.
 */
export function CommandPalette({
  open,
  onOpenChange,
  screens,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  screens: readonly PaletteScreen[];
}) {
  useScrollLock(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <div className="pointer-events-auto fixed inset-0 z-50 flex items-start justify-center p-4 pt-[10vh]">
          <div aria-hidden="true" className="fixed inset-0 bg-slate-900/50" />
          <Dialog.Content
            aria-describedby={undefined}
            className="relative flex max-h-[75vh] w-full max-w-xl flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xl focus:outline-none"
          >
            <Dialog.Title className="sr-only">Command palette</Dialog.Title>
            {/* Mounted while open only: each opening starts from an empty search. */}
            <PaletteBody screens={screens} close={() => onOpenChange(false)} />
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PaletteBody({ screens, close }: { screens: readonly PaletteScreen[]; close: () => void }) {
  const can = useCan();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [activeId, setActiveId] = useState<string | null>(null);
  const searchable = can('orders') || can('users') || can('catalogue');
  const { results, searching, failed } = useSearch(text, searchable);
  const actions = PALETTE_ACTIONS.filter((a) => can(a.area, 'manage'));
  const more = PALETTE_MORE_SCREENS.filter((s) => can(s.area));
  const queues = useQueues();
  const saved = useSavedViews();
  const views = { queues: queues.data ?? [], saved: saved.data ?? [] };
  const entries = paletteEntries(text, [...screens, ...more], actions, results, views);
  // The active option stays on its entry while answers arrive; when it is gone, the first.
  const activeIndex = Math.max(
    0,
    entries.findIndex((e) => e.id === activeId),
  );
  const active: PaletteEntry | undefined = entries[activeIndex];
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const expanded = entries.length > 0;

  const activeOptionId = active ? optionId(activeIndex) : undefined;

  // The active option is kept in view as the arrows move it through a long list.
  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOptionId]);

  const run = (entry: PaletteEntry) => {
    close();
    navigate(entry.to);
  };

  // Enter pressed for this text while its answer was on its way: its first match opens when it comes.
  const enterFor = useRef<string | null>(null);
  const first = entries[0];
  useEffect(() => {
    if (enterFor.current === null || searching) return;
    const wanted = enterFor.current;
    enterFor.current = null;
    if (wanted === text && first) run(first);
  });

  const move = (index: number) => {
    const entry = entries[(index + entries.length) % entries.length];
    if (entry) setActiveId(entry.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(activeIndex + 1),
      ArrowUp: () => move(activeIndex - 1),
      Home: () => move(0),
      End: () => move(entries.length - 1),
      Enter: () => {
        if (active) run(active);
        else if (searching) enterFor.current = text;
      },
    };
    const action = keys[event.key];
    if (!action || (!expanded && event.key !== 'Enter')) return;
    event.preventDefault();
    action();
  };

  const status = searching
    ? 'Searching…'
    : failed
      ? 'The search failed; screens and actions still work.'
      : text.trim() !== '' && entries.length === 0
        ? `No results for “${text.trim()}”`
        : '';

  return (
    <>
      <div className="flex items-center gap-3 border-b border-slate-200 px-4">
        <Search aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
        <input
          type="text"
          role="combobox"
          aria-label="Search screens, actions, orders, users and products"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={activeOptionId}
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Search or jump to…"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActiveId(null);
          }}
          onKeyDown={onKeyDown}
          className="h-14 w-full min-w-0 bg-transparent text-base text-slate-900 placeholder:text-slate-500 focus:outline-none"
        />
      </div>
      {expanded ? (
        <div id={listboxId} role="listbox" aria-label="Results" className="min-h-0 flex-1 overflow-y-auto p-2">
          {groupsOf(entries).map(({ group, first, items }) => (
            <ul key={group} role="group" aria-labelledby={`${baseId}-${group}`}>
              <li
                id={`${baseId}-${group}`}
                role="presentation"
                className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                {group}
              </li>
              {items.map((entry, i) => {
                const index = first + i;
                const selected = index === activeIndex;
                const Icon = entry.icon;
                return (
                  <li
                    key={entry.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={selected}
                    // Focus stays in the text box: the pointer picks without taking it.
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseMove={() => {
                      if (!selected) setActiveId(entry.id);
                    }}
                    onClick={() => run(entry)}
                    className={
                      'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm ' +
                      (selected ? 'bg-indigo-50 text-indigo-900' : 'text-slate-700')
                    }
                  >
                    <Icon
                      aria-hidden="true"
                      className={`size-4 shrink-0 ${selected ? 'text-indigo-600' : 'text-slate-500'}`}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{entry.label}</span>
                      {entry.detail ? (
                        <span
                          className={`block text-xs break-words sm:truncate ${selected ? 'text-indigo-800' : 'text-slate-600'}`}
                        >
                          {entry.detail}
                        </span>
                      ) : null}
                    </span>
                    {selected ? (
                      <CornerDownLeft aria-hidden="true" className="size-4 shrink-0 text-indigo-600" />
                    ) : null}
                  </li>
                );
              })}
            </ul>
          ))}
        </div>
      ) : null}
      <p role="status" className={status ? 'px-4 py-3 text-sm text-slate-600' : 'sr-only'}>
        {status}
      </p>
      <p className="hidden border-t border-slate-200 bg-slate-50 px-4 py-2 text-xs text-slate-600 sm:block">
        <kbd className="font-sans font-semibold">↑</kbd> <kbd className="font-sans font-semibold">↓</kbd> to move ·{' '}
        <kbd className="font-sans font-semibold">Enter</kbd> to open ·{' '}
        <kbd className="font-sans font-semibold">Esc</kbd> to close
      </p>
    </>
  );
}
