import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog.tsx';

function Harness({ onConfirm }: { onConfirm: () => void | Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete user"
        message="Are you sure you want to delete Bo?"
        confirmLabel="Delete"
        tone="danger"
        onConfirm={onConfirm}
      />
    </>
  );
}

const openDialog = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  return screen.getByRole('alertdialog', { name: 'Delete user' });
};

describe('ConfirmDialog (and Modal)', () => {
  it('opens as a titled, described alert dialog with focus on Cancel, and injects no <style> (CSP)', async () => {
    render(<Harness onConfirm={() => {}} />);
    const dialog = openDialog();
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Are you sure you want to delete Bo?')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'));
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('closes with Escape and with the Close button, without confirming', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.keyDown(openDialog(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('waits for an async confirm, then closes', async () => {
    let done!: () => void;
    render(<Harness onConfirm={() => new Promise<void>((r) => (done = r))} />);
    openDialog();
    const buttons = screen.getAllByRole('button', { name: 'Delete' });
    const confirm = buttons[buttons.length - 1] as HTMLButtonElement;
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm.disabled).toBe(true));
    done();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows the error of a failed confirm inside the dialog and stays open', async () => {
    render(
      <Harness
        onConfirm={() => {
          throw new Error('Failed to delete user');
        }}
      />,
    );
    openDialog();
    const buttons = screen.getAllByRole('button', { name: 'Delete' });
    fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to delete user');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
