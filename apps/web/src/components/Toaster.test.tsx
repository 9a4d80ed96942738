import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import { errorToast, SUCCESS_TOAST_MS, toast } from '../lib/toast.ts';
import { Modal } from './Modal.tsx';
import { Toaster } from './Toaster.tsx';

const region = () => screen.getByRole('region', { name: 'Notifications' });

/** Lets the toaster render and fill in its live regions (they get their text a frame later). */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(50);
  });
}

describe('toasts (lib/toast.ts and <Toaster />)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces a success politely with role="status", in the Notifications region', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Rate limiters reset to defaults successfully');
    });
    const status = await within(region()).findByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Rate limiters reset to defaults successfully'));
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.getAttribute('aria-atomic')).toBe('true');
    expect(within(region()).queryByRole('alert')).toBeNull();
  });

  it('announces a failure at once with role="alert"', async () => {
    render(<Toaster />);
    act(() => {
      toast.error('Failed to unblock IP. Please try again.');
    });
    const alert = await within(region()).findByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe('Failed to unblock IP. Please try again.'));
    expect(alert.getAttribute('aria-live')).toBe('assertive');
    expect(within(region()).queryByRole('status')).toBeNull();
  });

  it("errorToast shows the server's message, else the fallback", async () => {
    render(<Toaster />);
    act(() => {
      errorToast(new ApiError(409, { message: 'This product has 1 active access grant; revoke it first.' }), 'x');
      errorToast(new ApiError(500, {}), 'Failed to delete product');
      errorToast(new TypeError('Failed to fetch'), 'Failed to delete user');
    });
    await waitFor(() =>
      expect(
        within(region())
          .getAllByRole('alert')
          .map((a) => a.textContent),
      ).toEqual([
        'Failed to delete user',
        'Failed to delete product',
        'This product has 1 active access grant; revoke it first.',
      ]),
    );
  });

  it('a success leaves after its time; a failure stays until it is dismissed', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('Onboarding link copied to clipboard!');
      toast.error('Failed to create API key');
    });
    await settle();
    expect(within(region()).getByRole('status').textContent).toBe('Onboarding link copied to clipboard!');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SUCCESS_TOAST_MS + 100);
    });
    expect(within(region()).queryByRole('status')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * 60_000);
    });
    expect(within(region()).getByRole('alert').textContent).toBe('Failed to create API key');

    fireEvent.click(within(region()).getByRole('button', { name: 'Dismiss notification' }));
    await settle();
    expect(within(region()).queryByRole('alert')).toBeNull();
  });

  it("a success's time stops while the pointer is on it, and again after it is closed the others go on", async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('Rate limiter updated: webhooks');
    });
    await settle();
    const item = within(region()).getByRole('listitem');
    fireEvent.mouseEnter(item);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SUCCESS_TOAST_MS * 3);
    });
    expect(within(region()).getByRole('status').textContent).toBe('Rate limiter updated: webhooks');
    fireEvent.mouseLeave(item);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SUCCESS_TOAST_MS + 100);
    });
    expect(within(region()).queryByRole('status')).toBeNull();

    // Closed while hovered (no leave event): the next toast's time still runs.
    act(() => {
      toast.error('Failed to delete user');
      toast.success('IP address unblocked: 198.51.100.7');
    });
    await settle();
    const failure = within(region()).getByRole('alert').closest('li')!;
    fireEvent.mouseEnter(failure);
    fireEvent.click(within(failure).getByRole('button', { name: 'Dismiss notification' }));
    await settle();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SUCCESS_TOAST_MS + 100);
    });
    expect(within(region()).queryByRole('listitem')).toBeNull();
  });

  it('Escape on a toast dismisses it; the same text twice is one toast', async () => {
    render(<Toaster />);
    act(() => {
      toast.error('Failed to simulate payment');
      toast.error('Failed to simulate payment');
    });
    await waitFor(() => expect(within(region()).getAllByRole('alert')).toHaveLength(1));
    fireEvent.keyDown(within(region()).getByRole('listitem'), { key: 'Escape' });
    await waitFor(() => expect(within(region()).queryByRole('alert')).toBeNull());
  });

  it('shows three at once, newest first in the list, and the next when one is closed', async () => {
    render(<Toaster />);
    act(() => {
      for (const n of [1, 2, 3, 4]) toast.error(`Failure ${n}`);
    });
    await waitFor(() =>
      expect(
        within(region())
          .getAllByRole('alert')
          .map((a) => a.textContent),
      ).toEqual(['Failure 4', 'Failure 3', 'Failure 2']),
    );
    fireEvent.click(within(region()).getAllByRole('button', { name: 'Dismiss notification' })[0]!);
    await waitFor(() =>
      expect(
        within(region())
          .getAllByRole('alert')
          .map((a) => a.textContent),
      ).toEqual(['Failure 3', 'Failure 2', 'Failure 1']),
    );
  });

  it('stays announced over a modal dialog, and closing it leaves the dialog open', async () => {
    function Page() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Modal open={open} onOpenChange={setOpen} title="Create API Key">
            <button type="button" onClick={() => toast.error('Failed to create API key')}>
              Create Key
            </button>
          </Modal>
          <Toaster />
        </>
      );
    }
    render(<Page />);
    const dialog = screen.getByRole('dialog', { name: 'Create API Key' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Key' }));
    // Not hidden from assistive technology by the dialog (getByRole skips aria-hidden subtrees).
    const alert = await within(region()).findByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe('Failed to create API key'));
    const close = within(region()).getByRole('button', { name: 'Dismiss notification' });
    fireEvent.pointerDown(close);
    fireEvent.click(close);
    await waitFor(() => expect(within(region()).queryByRole('alert')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Create API Key' })).toBeTruthy();
  });

  it('injects no <style> element (the CSP allows none)', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Copied');
    });
    await within(region()).findByRole('status');
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });
});
