import { Modal } from '../components/Modal.tsx';
import { KBD, MOD } from './keys.ts';

/** The shortcuts, as the "?" dialog lists them. */
const SHORTCUTS: readonly { keys: string[]; what: string }[] = [
  {
    keys: [MOD, 'K'],
    what: 'Open the command palette: go to a screen, find an order, a user or a product, or create one',
  },
  { keys: ['/'], what: 'Search this screen’s list' },
  { keys: ['?'], what: 'Show these shortcuts' },
  { keys: ['↑', '↓'], what: 'In the palette: move through the results' },
  { keys: ['Home', 'End'], what: 'In the palette: first or last result' },
  { keys: ['Enter'], what: 'In the palette: open the result' },
  { keys: ['Esc'], what: 'Close the palette or a dialog' },
];

/** The "?" dialog: the panel's keyboard shortcuts. */
export function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Keyboard shortcuts" size="md">
      <dl className="space-y-3 text-sm">
        {SHORTCUTS.map(({ keys, what }) => (
          <div key={what} className="flex items-start gap-4">
            <dt className="flex w-24 shrink-0 gap-1">
              {keys.map((k) => (
                <kbd key={k} className={KBD}>
                  {k}
                </kbd>
              ))}
            </dt>
            <dd className="text-slate-700">{what}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
