import { type Area, SCREEN_AREAS } from '@store/contract/roles';
import { SIDEBAR_ENTRIES, type SidebarPath } from '@store/contract/navigation';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSignIn } from '../api/signIn.tsx';
import { NotInRoleNotice } from '../components/NotInRoleNotice.tsx';
import { useCan } from '../lib/permissions.ts';

/** Of the sidebar's entries, those the role can open, in the spec's order. */
export function useAllowedScreens<E extends { path: SidebarPath }>(entries: readonly E[]): E[] {
  const allowed = useCan();
  return entries.filter((entry) => allowed(SCREEN_AREAS[entry.path]));
}

/** Where the panel opens: the dashboard (spec 000 §2), or the role's first screen without it. */
export function HomeRedirect() {
  const entries = useAllowedScreens(SIDEBAR_ENTRIES);
  return <Navigate to={entries[0]?.path ?? '/account/two-step'} replace />;
}

function screenAreaOf(pathname: string): Area | undefined {
  const first = `/${pathname.split('/')[1] ?? ''}`;
  return first in SCREEN_AREAS ? SCREEN_AREAS[first as SidebarPath] : undefined;
}

/**
 * A screen outside the role's areas (a bookmark, a pasted address) says so instead of showing
 * a screen whose every call would be refused.
 */
export function ScreenGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { user } = useSignIn();
  const allowed = useCan();
  const area = screenAreaOf(pathname);
  if (!area || !user?.role || allowed(area)) return children;
  return <NotInRoleNotice />;
}
