import { staleMessage } from '@store/contract/revisions';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api/client.ts';
import { useContractForm } from '../lib/useContractForm.ts';
import { FormModal } from './FormModal.tsx';
import { TextField } from './TextField.tsx';
import { UnsavedChangesProvider } from './UnsavedChangesProvider.tsx';

// The subject is the real form shell (useContractForm + FormModal + its dialogs); only `save`,
// the call to the server, is a spy the tests answer.

const Schema = z.object({
  name: z.string().min(1, 'Name is required'),
  max_uses: z.number().int('Max uses must be a whole number').nullable(),
});
type Body = z.output<typeof Schema>;

interface Values {
  name: string;
  max_uses: string;
}

const LABELS = { name: 'Name', max_uses: 'Max Uses' } as const;

const toBody = (values: Values) => ({
  name: values.name.trim(),
  max_uses: values.max_uses.trim() === '' ? null : Number(values.max_uses),
});

const valuesOf = (record: Record<string, unknown>): Values => ({
  name: typeof record.name === 'string' ? record.name : '',
  max_uses: typeof record.max_uses === 'number' ? String(record.max_uses) : '',
});

type Save = (body: Body, revision: number | undefined) => Promise<unknown>;

function PromoForm({
  save,
  onClose,
  onSaved = onClose,
  values = { name: 'Spring', max_uses: '10' },
  revision = 4,
}: {
  save: Save;
  onClose: () => void;
  onSaved?: () => void;
  values?: Values;
  revision?: number;
}) {
  const form = useContractForm({
    schema: Schema,
    toBody,
    values,
    revision,
    valuesOf,
    labels: LABELS,
    save,
    failedMessage: 'Failed to save promo code',
    onSaved,
  });
  const { field, error } = form;
  return (
    <FormModal form={form} title="Edit Promo Code" submitLabel="Save Changes" what="promo code" onClose={onClose}>
      <TextField label={LABELS.name} error={error('name')} {...field('name')} />
      <TextField label={LABELS.max_uses} inputMode="numeric" error={error('max_uses')} {...field('max_uses')} />
    </FormModal>
  );
}

/** The form as a screen shows it: open until it closes itself. */
function Screen(props: { save: Save; onClose: () => void; values?: Values }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <PromoForm
      {...props}
      onClose={() => {
        props.onClose();
        setOpen(false);
      }}
    />
  ) : (
    <p>Form closed</p>
  );
}

function setup(save: Save = vi.fn(async () => ({ ok: true })), values?: Values) {
  const saveSpy = vi.fn(save);
  const onClose = vi.fn();
  render(<Screen save={saveSpy} onClose={onClose} values={values} />);
  const dialog = screen.getByRole('dialog', { name: 'Edit Promo Code' });
  return { save: saveSpy, onClose, dialog };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const clickSave = () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
const errorOf = (label: string) => {
  const id = input(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

/** Escape as the admin presses it: once focus is inside the dialog, on the focused element. */
async function pressEscape(dialog: HTMLElement) {
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
}

const CHANGED_AT = '2025-01-05T12:34:00.000Z';
const STALE_BODY = {
  message: staleMessage('promo code'),
  error: staleMessage('promo code'),
  code: 'STALE',
  current: { id: 7, name: 'Spring 2025', max_uses: 10, revision: 5 },
  changed_by: { name: 'Bo Admin', email: 'bo@example.com' },
  changed_at: CHANGED_AT,
};

/** save answers 412 the first time, then succeeds. */
function staleOnce() {
  let n = 0;
  return vi.fn(async () => {
    n += 1;
    if (n === 1) throw new ApiError(412, STALE_BODY);
    return { ok: true };
  });
}

describe('validation with the schema', () => {
  it("shows the schema's message on its field on submit and does not call save", async () => {
    const t = setup();
    type('Name', '');
    clickSave();
    await waitFor(() => expect(errorOf('Name')).toBe('Name is required'));
    expect(input('Name').getAttribute('aria-invalid')).toBe('true');
    expect(input('Max Uses').getAttribute('aria-invalid')).toBeNull();
    expect(t.save).not.toHaveBeenCalled();
  });

  it('validates the wire body that toBody builds ("1.5" → 1.5 is not an integer)', async () => {
    const t = setup();
    type('Max Uses', '1.5');
    clickSave();
    await waitFor(() => expect(errorOf('Max Uses')).toBe('Max uses must be a whole number'));
    expect(t.save).not.toHaveBeenCalled();
  });

  it("clears a field's message as soon as it is edited, and then saves the parsed body", async () => {
    const t = setup();
    type('Name', '');
    type('Max Uses', '');
    clickSave();
    await waitFor(() => expect(errorOf('Name')).toBe('Name is required'));
    type('Name', '  Summer ');
    expect(errorOf('Name')).toBeUndefined();
    expect(input('Name').getAttribute('aria-invalid')).toBeNull();
    clickSave();
    // '' → null, and the name trimmed, as toBody made it; the revision the form was opened with.
    await waitFor(() => expect(t.save).toHaveBeenCalledWith({ name: 'Summer', max_uses: null }, 4));
    await waitFor(() => expect(t.onClose).toHaveBeenCalledTimes(1)); // onSaved
  });
});

describe('a failed save', () => {
  it("puts the server's field message on the named field and its message in the error box", async () => {
    const t = setup(async () => {
      throw new ApiError(400, {
        message: 'Validation failed',
        error: 'Validation failed',
        code: 'VALIDATION_FAILED',
        fields: { name: 'Promo code name already exists', unknown_field: 'Ignored' },
      });
    });
    type('Name', 'Winter');
    clickSave();
    const alert = await within(t.dialog).findByRole('alert');
    expect(alert.textContent).toBe('Validation failed');
    expect(errorOf('Name')).toBe('Promo code name already exists');
    expect(input('Name').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('Max Uses')).toBeUndefined();
    expect(t.save).toHaveBeenCalledTimes(1);
    expect(t.onClose).not.toHaveBeenCalled();
    // The input stays as typed.
    expect(input('Name').value).toBe('Winter');
  });

  it("shows the form's fallback text when the server sent no message", async () => {
    const t = setup(async () => {
      throw new ApiError(502, undefined);
    });
    clickSave();
    expect((await within(t.dialog).findByRole('alert')).textContent).toBe('Failed to save promo code');
  });

  it('clears the error box when the next save succeeds', async () => {
    let n = 0;
    const t = setup(async () => {
      n += 1;
      if (n === 1) throw new ApiError(500, { message: 'Database unavailable' });
      return { ok: true };
    });
    clickSave();
    expect((await within(t.dialog).findByRole('alert')).textContent).toBe('Database unavailable');
    clickSave();
    await waitFor(() => expect(t.onClose).toHaveBeenCalledTimes(1));
    expect(t.save).toHaveBeenCalledTimes(2);
  });

  it('a 412 with a malformed body is an ordinary error, not a conflict', async () => {
    const t = setup(async () => {
      throw new ApiError(412, { message: 'Precondition failed' });
    });
    type('Name', 'Winter');
    clickSave();
    expect((await within(t.dialog).findByRole('alert')).textContent).toBe('Precondition failed');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('a stale save (412 STALE)', () => {
  async function conflictAfterSave(save = staleOnce()) {
    const t = setup(save);
    type('Name', 'Spring Sale');
    clickSave();
    const conflict = await screen.findByRole('alertdialog', { name: 'Someone else saved this first' });
    return { ...t, conflict };
  }

  it('names who changed the record and when, and lists only the differing field with theirs and mine', async () => {
    const t = await conflictAfterSave();
    const when = format(new Date(CHANGED_AT), "MMM dd, yyyy 'at' HH:mm");
    expect(t.conflict.textContent).toContain(
      `Bo Admin (bo@example.com) changed this promo code on ${when}, after you opened it. Nothing of yours has been saved yet.`,
    );
    expect(t.conflict.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(t.conflict).getByText('One field differs:')).toBeTruthy();
    const rows = within(t.conflict)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    // Max Uses is 10 on both sides: not listed.
    expect(rows).toEqual([['Name', 'Spring 2025', 'Spring Sale']]);
    expect(t.save).toHaveBeenCalledTimes(1);
    expect(t.save).toHaveBeenCalledWith({ name: 'Spring Sale', max_uses: 10 }, 4);
    // No error box: the conflict is the answer.
    expect(within(t.dialog).queryByRole('alert')).toBeNull();
    expect(t.onClose).not.toHaveBeenCalled();
  });

  it('"Save mine anyway" saves the typed values again over revision 5', async () => {
    const t = await conflictAfterSave();
    fireEvent.click(within(t.conflict).getByRole('button', { name: 'Save mine anyway' }));
    await waitFor(() => expect(t.save).toHaveBeenCalledTimes(2));
    expect(t.save).toHaveBeenLastCalledWith({ name: 'Spring Sale', max_uses: 10 }, 5);
    await waitFor(() => expect(t.onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('"Load their version" puts their values in the inputs, and the next save is based on revision 5', async () => {
    const t = await conflictAfterSave();
    fireEvent.click(within(t.conflict).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(input('Name').value).toBe('Spring 2025');
    expect(input('Max Uses').value).toBe('10');
    expect(t.save).toHaveBeenCalledTimes(1);
    type('Max Uses', '20');
    clickSave();
    await waitFor(() => expect(t.save).toHaveBeenCalledTimes(2));
    expect(t.save).toHaveBeenLastCalledWith({ name: 'Spring 2025', max_uses: 20 }, 5);
  });

  it('after "Load their version" the form is untouched again: Cancel closes it at once', async () => {
    const t = await conflictAfterSave();
    fireEvent.click(within(t.conflict).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(t.onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog', { name: 'Discard unsaved changes?' })).toBeNull();
  });

  it('"Keep editing" (and Escape) close only the conflict: the input stays and nothing is saved', async () => {
    const t = await conflictAfterSave(
      vi.fn(async () => {
        throw new ApiError(412, STALE_BODY);
      }),
    );
    fireEvent.click(within(t.conflict).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(input('Name').value).toBe('Spring Sale');
    expect(screen.getByRole('dialog', { name: 'Edit Promo Code' })).toBeTruthy();

    // Saving again without loading theirs is still based on the revision the form was opened with.
    clickSave();
    const again = await screen.findByRole('alertdialog', { name: 'Someone else saved this first' });
    expect(t.save).toHaveBeenLastCalledWith({ name: 'Spring Sale', max_uses: 10 }, 4);
    await pressEscape(again);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Escape closed the conflict only: the form is still open and did not ask to discard.
    expect(screen.getByRole('dialog', { name: 'Edit Promo Code' })).toBeTruthy();
    expect(t.onClose).not.toHaveBeenCalled();
    expect(t.save).toHaveBeenCalledTimes(2);
  });

  it('says so when nobody is named and the labelled fields hold the same values', async () => {
    const t = setup(async () => {
      throw new ApiError(412, { ...STALE_BODY, changed_by: null, changed_at: null });
    });
    type('Max Uses', '11');
    type('Max Uses', '10'); // back to what both sides hold
    type('Name', 'Spring 2025');
    clickSave();
    const conflict = await screen.findByRole('alertdialog', { name: 'Someone else saved this first' });
    expect(conflict.textContent).toContain('This promo code was changed after you opened it.');
    expect(conflict.textContent).toContain('Their version holds the same values as your form.');
    expect(within(conflict).queryByRole('table')).toBeNull();
    expect(t.save).toHaveBeenCalledTimes(1);
  });
});

describe('the unsaved-changes guard', () => {
  it('closes an untouched form at once with Cancel', () => {
    const t = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(t.onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('Form closed')).toBeTruthy();
  });

  it('closes an untouched form at once with Escape and with Close', async () => {
    const t = setup();
    await pressEscape(t.dialog);
    await waitFor(() => expect(t.onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    const u = setup();
    fireEvent.click(within(u.dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(u.onClose).toHaveBeenCalledTimes(1));
  });

  it('closes at once when the typed value is back to what the form opened with', () => {
    const t = setup();
    type('Name', 'Spring Sale');
    type('Name', 'Spring');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(t.onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before Escape throws typed input away; "Keep editing" keeps it', async () => {
    const t = setup();
    type('Name', 'Spring Sale');
    await pressEscape(t.dialog);
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(ask.textContent).toContain('You have changes that are not saved yet.');
    expect(t.onClose).not.toHaveBeenCalled();
    // Focus starts on "Keep editing", so Enter keeps the work.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Keep editing'));

    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(input('Name').value).toBe('Spring Sale');
    expect(screen.getByRole('dialog', { name: 'Edit Promo Code' })).toBeTruthy();
    expect(t.onClose).not.toHaveBeenCalled();
    expect(t.save).not.toHaveBeenCalled();
  });

  it('asks before Cancel and Close throw typed input away; "Discard changes" closes the form', async () => {
    const t = setup();
    type('Max Uses', '25');
    fireEvent.click(within(t.dialog).getByRole('button', { name: 'Close' }));
    let ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await pressEscape(ask); // Escape on the question keeps editing
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(t.onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(t.onClose).not.toHaveBeenCalled();
    fireEvent.click(within(ask).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(t.onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('Form closed')).toBeTruthy();
    expect(t.save).not.toHaveBeenCalled();
  });

  it('keeps asking while a save is still running, so a refused save shows its message in the open form', async () => {
    let refuse: (err: unknown) => void = () => {};
    const { onClose, dialog } = setup(() => new Promise((_, reject) => (refuse = reject)));
    type('Name', 'Summer');
    clickSave();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveProperty('disabled', true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('alertdialog', { name: 'Discard unsaved changes?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await act(async () => refuse(new ApiError(400, { message: 'Name taken', fields: { name: 'Name taken' } })));
    await waitFor(() => expect(errorOf('Name')).toBe('Name taken'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before closing the tab only while the form holds unsaved input', () => {
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    setup();
    expect(unload()).toBe(false);
    type('Name', 'Spring Sale');
    expect(unload()).toBe(true);
    type('Name', 'Spring');
    expect(unload()).toBe(false);
  });
});

describe('inside UnsavedChangesProvider (a data router)', () => {
  function renderRouted(initialEntries = ['/promos']) {
    const save = vi.fn(async () => ({ ok: true }));
    const onClose = vi.fn();
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <UnsavedChangesProvider>
              <nav>
                <Link to="/countries">Countries</Link>
                <Link to="/promos?page=2">Next page</Link>
              </nav>
              <Outlet />
            </UnsavedChangesProvider>
          ),
          children: [
            { path: 'promos', element: <PromoForm save={save} onClose={onClose} /> },
            { path: 'countries', element: <h1>Countries screen</h1> },
          ],
        },
      ],
      { initialEntries, initialIndex: initialEntries.length - 1 },
    );
    render(<RouterProvider router={router} />);
    // The modal hides the rest of the page from the accessibility tree, like the sidebar.
    const link = (name: string) => screen.getByRole('link', { name, hidden: true });
    return { router, link, save, onClose };
  }

  it('lets an untouched form go to another screen', async () => {
    const t = renderRouted();
    fireEvent.click(t.link('Countries'));
    expect(await screen.findByRole('heading', { name: 'Countries screen' })).toBeTruthy();
    expect(t.router.state.location.pathname).toBe('/countries');
  });

  it('holds a link away from a dirty form until the admin answers; Keep editing stays, Discard goes', async () => {
    const t = renderRouted();
    type('Name', 'Spring Sale');
    fireEvent.click(t.link('Countries'));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(t.router.state.location.pathname).toBe('/promos');

    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(t.router.state.location.pathname).toBe('/promos');
    expect(input('Name').value).toBe('Spring Sale');

    fireEvent.click(t.link('Countries'));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Countries screen' })).toBeTruthy();
    expect(t.router.state.location.pathname).toBe('/countries');
    expect(screen.queryByRole('dialog', { name: 'Edit Promo Code' })).toBeNull();
    expect(t.save).not.toHaveBeenCalled();
    // Nothing is held any more: the next move goes at once.
    await act(() => t.router.navigate('/promos'));
    expect(t.router.state.location.pathname).toBe('/promos');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('holds browser Back too, and lets a query-string change on the same screen pass', async () => {
    const t = renderRouted(['/countries', '/promos']);
    type('Name', 'Spring Sale');
    fireEvent.click(t.link('Next page'));
    await waitFor(() => expect(t.router.state.location.search).toBe('?page=2'));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // Back over the query-string change stays on the screen: it passes too.
    await act(() => t.router.navigate(-1));
    expect(t.router.state.location.search).toBe('');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // Back to another screen waits for the answer. A blocked move never settles: do not await it.
    act(() => void t.router.navigate(-1));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(t.router.state.location.pathname).toBe('/promos');
    expect(input('Name').value).toBe('Spring Sale');
    fireEvent.click(within(ask).getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('heading', { name: 'Countries screen' })).toBeTruthy();
    expect(t.router.state.location.pathname).toBe('/countries');
  });
});
