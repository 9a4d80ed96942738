import { toast as queue } from 'react-hot-toast/headless';
import { errorMessage } from '../api/client.ts';

/**
 * The outcome of an action taken outside a form, as a toast (decision 0028). The spec's "alerts"
 * are these: a success is announced politely (`role="status"`) and leaves after a few seconds; a
 * failure is announced at once (`role="alert"`) and stays until it is dismissed, as an alert box
 * did. The same text twice is one toast, shown again, not two. `<Toaster />` shows them.
 */

/** How long a success stays; the time stops while a toast is hovered or has focus. */
export const SUCCESS_TOAST_MS = 5000;

export const toast = {
  success(text: string): string {
    return queue.success(text, {
      id: `success:${text}`,
      duration: SUCCESS_TOAST_MS,
      ariaProps: { role: 'status', 'aria-live': 'polite' },
    });
  },
  error(text: string): string {
    return queue.error(text, {
      id: `error:${text}`,
      duration: Infinity,
      ariaProps: { role: 'alert', 'aria-live': 'assertive' },
    });
  },
  dismiss(id?: string): void {
    queue.dismiss(id);
  },
};

/** A failed call as a toast: the server's message, else the spec's fallback text. */
export function errorToast(error: unknown, fallback: string): string {
  return toast.error(errorMessage(error, fallback));
}
