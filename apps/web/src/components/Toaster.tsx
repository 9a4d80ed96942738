import { DismissableLayerBranch } from '@radix-ui/react-dismissable-layer';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { resolveValue, useToaster, type Toast } from 'react-hot-toast/headless';
import { toast as toasts } from '../lib/toast.ts';

/** Toasts shown at once; more wait until one is closed (a success's time runs meanwhile). */
const MAX_SHOWN = 3;

/**
 * Where the toasts of `lib/toast.ts` appear (decision 0028): mounted once in the app shell, along
 * the bottom of the screen, clear of the top bar and of the bulk action bar above the lists;
 * bottom right from the `sm` width, the full width of a phone. The newest is nearest the edge.
 */
export function Toaster() {
  const { toasts: queued, handlers } = useToaster();
  const shown = queued.filter((t) => t.visible).slice(0, MAX_SHOWN);
  return (
    // A branch of Radix's dismissable layers (as Radix's own toasts are): a click or focus on a
    // toast is not "outside" an open dialog, so closing a toast leaves the dialog open.
    <DismissableLayerBranch asChild>
      <section
        aria-label="Notifications"
        // Radix's modal dialogs hide the rest of the page from assistive technology but leave
        // elements with an aria-live attribute alone: this keeps a toast over a dialog announced.
        // "off" because each toast is its own live region (status or alert).
        aria-live="off"
        className="pointer-events-none fixed inset-x-4 bottom-4 z-[70] sm:right-6 sm:bottom-6 sm:left-auto sm:w-96"
      >
        <ol className="flex flex-col-reverse gap-2">
          {shown.map((t) => (
            // A repeated toast gets a new key: it is shown, and announced, again.
            <ToastItem
              key={`${t.id}@${t.createdAt}`}
              toast={t}
              onPause={handlers.startPause}
              onResume={handlers.endPause}
            />
          ))}
        </ol>
      </section>
    </DismissableLayerBranch>
  );
}

function ToastItem({ toast, onPause, onResume }: { toast: Toast; onPause: () => void; onResume: () => void }) {
  const failure = toast.type === 'error';
  const message = resolveValue(toast.message, toast);
  // The live region is in the page before its text arrives: assistive technology announces a
  // change inside a live region, not reliably one that is added with its text already in it.
  const [text, setText] = useState<typeof message>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setText(message));
    return () => cancelAnimationFrame(frame);
  }, [message]);
  // Hovering or focusing a toast stops every toast's time; a toast that goes while the pointer or
  // the focus is on it (its close button) sends no leave event, so it restarts the time itself.
  const resume = useRef(onResume);
  useEffect(() => {
    resume.current = onResume;
  });
  useEffect(() => () => resume.current(), []);
  const Icon = failure ? CircleAlert : CircleCheck;

  return (
    <li
      onMouseEnter={onPause}
      onMouseLeave={onResume}
      onFocus={onPause}
      onBlur={onResume}
      onKeyDown={(event) => {
        if (event.key === 'Escape') toasts.dismiss(toast.id);
      }}
      className={
        'pointer-events-auto flex items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg transition duration-200 ease-out motion-reduce:transition-none starting:translate-y-2 starting:opacity-0 motion-reduce:starting:translate-y-0 ' +
        (failure ? 'border-red-200 bg-red-50 text-red-900' : 'border-emerald-200 bg-emerald-50 text-emerald-900')
      }
    >
      <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${failure ? 'text-red-600' : 'text-emerald-600'}`} />
      <p {...toast.ariaProps} aria-atomic="true" className="min-w-0 flex-1 font-medium break-words">
        {text}
      </p>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => toasts.dismiss(toast.id)}
        className={
          '-my-0.5 -mr-1 shrink-0 rounded-md p-1 focus-visible:outline-2 focus-visible:outline-indigo-600 ' +
          (failure ? 'text-red-700 hover:bg-red-100' : 'text-emerald-700 hover:bg-emerald-100')
        }
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
