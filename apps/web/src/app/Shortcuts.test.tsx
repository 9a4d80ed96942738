import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchInput } from '../components/SearchInput.tsx';
import { ADMIN, json, renderApp, signIn } from '../test/render.tsx';
import { NAV_ENTRIES } from './nav.ts';
import { useAllowedScreens } from './permissions.tsx';
import { Shortcuts } from './Shortcuts.tsx';

/** As the layout mounts it: with the sidebar's screens the role can open. */
function LayoutShortcuts() {
  return <Shortcuts screens={useAllowedScreens(NAV_ENTRIES)} />;
}

function renderShortcuts(user = ADMIN) {
  signIn(user);
  const routes = [
    {
      path: '*',
      element: (
        <>
          <LayoutShortcuts />
          <main id="main">
            <label>
              Note
              <input type="text" />
            </label>
            <SearchInput label="Search users" value="" onSearch={() => undefined} />
          </main>
        </>
      ),
    },
  ];
  return renderApp(routes, {
    path: '/users',
    handler: (url) => (url.endsWith('/auth/me') ? json(200, { user }) : json(200, {})),
  });
}

const press = (key: string, options: Partial<KeyboardEventInit> = {}, target: Element = document.body) =>
  fireEvent.keyDown(target, { key, bubbles: true, ...options });

describe('the keyboard shortcuts', () => {
  it('opens the command palette with Ctrl+K and ⌘K, from anywhere, and closes it with the same keys', async () => {
    renderShortcuts();
    press('k', { ctrlKey: true });
    const box = await screen.findByRole('combobox');
    await waitFor(() => expect(document.activeElement).toBe(box));
    press('k', { ctrlKey: true }, box);
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    press('k', { metaKey: true }, screen.getByRole('textbox', { name: 'Note' }));
    expect(await screen.findByRole('combobox')).toBeTruthy();
  });

  it('opens the palette from the top bar’s Search button', async () => {
    renderShortcuts();
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(await screen.findByRole('dialog', { name: 'Command palette' })).toBeTruthy();
  });

  it('focuses the screen’s search box with "/", but not while typing in a field', () => {
    renderShortcuts();
    const note = screen.getByRole('textbox', { name: 'Note' });
    note.focus();
    press('/', {}, note);
    expect(document.activeElement).toBe(note);
    note.blur();
    press('/');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search users' }));
  });

  it('lists the shortcuts with "?", but not while typing in a field or over a dialog', async () => {
    renderShortcuts();
    press('?', {}, screen.getByRole('textbox', { name: 'Note' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    press('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(help.textContent).toContain('Open the command palette');
    expect(help.textContent).toContain('Search this screen’s list');
    // Over the open dialog, "/" leaves the page's search box alone.
    press('/', {}, help);
    expect(document.activeElement).not.toBe(screen.getByRole('searchbox', { name: 'Search users', hidden: true }));
  });
});
