import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ComingSoon } from '../components/ComingSoon.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { RouteError } from './RouteError.tsx';

/**
 * The one registration table of the panel's routes (spec 000 §2). Every screen is its own lazy
 * chunk; a new screen is a feature folder plus one line in `screens`:
 *   { path: 'users', lazy: screen(() => import('../features/users/UsersScreen.tsx'), (m) => m.UsersScreen) },
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): NonNullable<RouteObject['lazy']> {
  return async () => ({ Component: pick(await load()) });
}

const toDashboard = <Navigate to="/dashboard" replace />;

/** The screens inside the protected layout, in sidebar order. */
const screens: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: screen(
      () => import('../features/dashboard/DashboardScreen.tsx'),
      (m) => m.DashboardScreen,
    ),
  },
  { path: 'users', element: <ComingSoon title="Users" /> },
  { path: 'products', element: <ComingSoon title="Products" /> },
  { path: 'orders', element: <ComingSoon title="Orders" /> },
  { path: 'promos', element: <ComingSoon title="Promo Codes" /> },
  { path: 'access', element: <ComingSoon title="User Access" /> },
  { path: 'api-keys', element: <ComingSoon title="API Keys" /> },
  { path: 'shipments', element: <ComingSoon title="Shipments" /> },
  { path: 'analytics', element: <ComingSoon title="Analytics" /> },
  { path: 'monitoring', element: <ComingSoon title="API Monitoring & Security" /> },
  { path: 'settings', element: <ComingSoon title="Rate Limiter Settings" /> },
  { path: 'audit', element: <ComingSoon title="Audit Logs" /> },
  { path: 'countries', element: <ComingSoon title="Countries" /> },
  { path: 'releases', element: <ComingSoon title="Software Releases" /> },
  { path: 'templates', element: <ComingSoon title="Email Templates" /> },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner label="Loading..." className="min-h-screen" />,
    children: [
      {
        path: '/login',
        lazy: screen(
          () => import('../features/login/LoginScreen.tsx'),
          (m) => m.LoginScreen,
        ),
      },
      // Public: the customer's account set-up page that onboarding links point to (DESIGN §4).
      {
        path: '/onboarding/:token',
        lazy: screen(
          () => import('../features/onboarding/OnboardingScreen.tsx'),
          (m) => m.OnboardingScreen,
        ),
      },
      {
        path: '/',
        element: <RequireAuth />,
        children: [
          {
            lazy: screen(
              () => import('./Layout.tsx'),
              (m) => m.Layout,
            ),
            children: [
              { index: true, element: toDashboard },
              ...screens,
              // spec 000 §2: any unknown path redirects to /dashboard
              { path: '*', element: toDashboard },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
