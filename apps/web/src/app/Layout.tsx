import { BookOpen, ChevronDown, KeyRound, LogOut, Menu, MonitorSmartphone, Store, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useNavigate, useNavigation } from 'react-router';
import { buttonClass } from '../components/buttonClass.ts';
import { ThemeMenu } from '../components/ThemeMenu.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { useDisclosure } from '../components/useDisclosure.ts';
import { UnsavedChangesProvider } from '../components/UnsavedChangesProvider.tsx';
import { NAV_ENTRIES } from './nav.ts';
import { ScreenGate, useAllowedScreens } from './permissions.tsx';
import { Shortcuts } from './Shortcuts.tsx';
import { useSignIn } from '../api/signIn.tsx';

/**
 * The protected admin layout (spec 000 §2): the sidebar with the 15 entries, collapsible on
 * small screens; the top bar with the signed-in admin's name (fallback 'Admin'), e-mail and
 * Logout; the screen in <main>. The name and e-mail open the account menu (two-step sign-in,
 * sessions). The sidebar lists the screens the admin's role can open (decision 0027).
 */
export function Layout() {
  const { user, logout } = useSignIn();
  const navEntries = useAllowedScreens(NAV_ENTRIES);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    closeRef.current?.focus(); // keyboard users land in the menu they opened
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const onLogout = async () => {
    setLoggingOut(true);
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-medium focus:text-indigo-700 focus:shadow"
      >
        Skip to main content
      </a>

      {menuOpen ? (
        <div
          aria-hidden="true"
          className="theme-fixed fixed inset-0 z-30 bg-slate-900/40 md:hidden"
          onClick={() => setMenuOpen(false)}
        />
      ) : null}

      <nav
        id="sidebar"
        aria-label="Main"
        className={
          'theme-fixed fixed inset-y-0 left-0 z-40 flex w-64 flex-col bg-slate-900 text-slate-300 transition-transform duration-200 md:visible md:translate-x-0 ' +
          (menuOpen ? 'visible translate-x-0' : 'invisible -translate-x-full')
        }
      >
        <div className="flex h-16 shrink-0 items-center gap-2 border-b border-slate-800 px-5 text-white">
          <Store aria-hidden="true" className="size-6 text-indigo-400" />
          <span className="text-base font-semibold tracking-tight">Store Admin</span>
          <button
            ref={closeRef}
            type="button"
            className="ml-auto rounded-md p-1 text-slate-300 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-indigo-400 md:hidden"
            aria-label="Close navigation"
            onClick={() => {
              setMenuOpen(false);
              toggleRef.current?.focus();
            }}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <ul className="flex-1 space-y-0.5 overflow-y-auto px-3 py-4">
          {navEntries.map(({ path, label, icon: Icon }) => (
            <li key={path}>
              <NavLink
                to={path}
                onClick={() => setMenuOpen(false)}
                className={({ isActive }) =>
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-indigo-400 ' +
                  (isActive ? 'bg-indigo-600 text-white' : 'text-slate-300 hover:bg-slate-800 hover:text-white')
                }
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="flex min-h-screen flex-col md:pl-64">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
          <button
            ref={toggleRef}
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 md:hidden"
            aria-label="Open navigation"
            aria-controls="sidebar"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Menu aria-hidden="true" className="size-5" />
          </button>
          <Shortcuts screens={navEntries} />
          <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-4">
            <ThemeMenu />
            <AccountMenu name={user?.name?.trim() || 'Admin'} email={user?.email} />
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => void onLogout()}
              disabled={loggingOut}
            >
              <LogOut aria-hidden="true" className="size-4" />
              Logout
            </button>
          </div>
          {navigation.state === 'loading' ? (
            <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-0.5 animate-pulse bg-indigo-500" />
          ) : null}
        </header>

        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
          <UnsavedChangesProvider>
            <ScreenGate>
              <Outlet />
            </ScreenGate>
          </UnsavedChangesProvider>
        </main>
      </div>
      <Toaster />
    </div>
  );
}

const ACCOUNT_LINK =
  'flex items-center gap-2 px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none';

/**
 * The admin's name and e-mail as a disclosure button: the menu of the admin's own account. Closes
 * on Escape (focus back on the button), on a click outside and when a page is chosen.
 */
function AccountMenu({ name, email }: { name: string; email: string | undefined }) {
  const { open, close, rootRef, button, popup } = useDisclosure();
  return (
    <div ref={rootRef} className="relative min-w-0">
      <button
        type="button"
        {...button}
        className="flex max-w-full min-w-0 items-center gap-2 rounded-md px-2 py-1 text-right leading-tight hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <span className="min-w-0">
          <span className="sr-only">Account menu: </span>
          <span className="block truncate text-sm font-medium text-slate-900" data-testid="current-user-name">
            {name}
          </span>
          <span className="block truncate text-xs text-slate-600" data-testid="current-user-email">
            {email}
          </span>
        </span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      </button>
      {open ? (
        <ul
          {...popup}
          aria-label="Account"
          className="absolute right-0 z-30 mt-2 w-56 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          <li>
            <Link to="/account/two-step" onClick={close} className={ACCOUNT_LINK}>
              <KeyRound aria-hidden="true" className="size-4" />
              Two-step sign-in
            </Link>
          </li>
          <li>
            <Link to="/account/sessions" onClick={close} className={ACCOUNT_LINK}>
              <MonitorSmartphone aria-hidden="true" className="size-4" />
              Sessions
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                // Loaded on use: it needs the auth contract (zod), which a first visit never loads.
                void import('./openApiDocs.ts').then(({ openApiDocs }) => openApiDocs());
              }}
              className={`${ACCOUNT_LINK} w-full`}
            >
              <BookOpen aria-hidden="true" className="size-4" />
              API docs
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
