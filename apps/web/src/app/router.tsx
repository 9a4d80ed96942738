import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Spinner } from '../components/Spinner.tsx';
import { HomeRedirect } from './permissions.tsx';
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

/** spec 000 §2: the index and unknown paths go to /dashboard, or to the role's first screen without it. */
const toHome = <HomeRedirect />;

/**
 * The screens inside the protected layout, in sidebar order, then those outside the sidebar. A list screen's `/:id?` is the
 * address of one of its records (`/users/42`), shown over the list (useRecordRoute).
 */
const screens: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: screen(
      () => import('../features/dashboard/DashboardScreen.tsx'),
      (m) => m.DashboardScreen,
    ),
  },
  {
    path: 'users/:id?',
    lazy: screen(
      () => import('../features/users/UsersScreen.tsx'),
      (m) => m.UsersScreen,
    ),
  },
  {
    path: 'products/:id?',
    lazy: screen(
      () => import('../features/products/ProductsScreen.tsx'),
      (m) => m.ProductsScreen,
    ),
  },
  {
    path: 'orders/:id?',
    lazy: screen(
      () => import('../features/orders/OrdersScreen.tsx'),
      (m) => m.OrdersScreen,
    ),
  },
  {
    path: 'promos/:id?',
    lazy: screen(
      () => import('../features/promos/PromosScreen.tsx'),
      (m) => m.PromosScreen,
    ),
  },
  {
    path: 'access/:id?',
    lazy: screen(
      () => import('../features/access/AccessScreen.tsx'),
      (m) => m.AccessScreen,
    ),
  },
  {
    path: 'api-keys',
    lazy: screen(
      () => import('../features/api-keys/ApiKeysScreen.tsx'),
      (m) => m.ApiKeysScreen,
    ),
  },
  {
    path: 'shipments/:id?',
    lazy: screen(
      () => import('../features/shipments/ShipmentsScreen.tsx'),
      (m) => m.ShipmentsScreen,
    ),
  },
  {
    path: 'analytics',
    lazy: screen(
      () => import('../features/analytics/AnalyticsScreen.tsx'),
      (m) => m.AnalyticsScreen,
    ),
  },
  {
    path: 'monitoring',
    lazy: screen(
      () => import('../features/monitoring/MonitoringScreen.tsx'),
      (m) => m.MonitoringScreen,
    ),
  },
  {
    path: 'settings',
    lazy: screen(
      () => import('../features/rate-limiters/RateLimitersScreen.tsx'),
      (m) => m.RateLimitersScreen,
    ),
  },
  {
    path: 'audit/:id?',
    lazy: screen(
      () => import('../features/audit/AuditScreen.tsx'),
      (m) => m.AuditScreen,
    ),
  },
  {
    path: 'countries/:id?',
    lazy: screen(
      () => import('../features/countries/CountriesScreen.tsx'),
      (m) => m.CountriesScreen,
    ),
  },
  {
    path: 'releases/:id?',
    lazy: screen(
      () => import('../features/releases/ReleasesScreen.tsx'),
      (m) => m.ReleasesScreen,
    ),
  },
  {
    path: 'templates/:id?',
    lazy: screen(
      () => import('../features/templates/TemplatesScreen.tsx'),
      (m) => m.TemplatesScreen,
    ),
  },
  // Not in the sidebar: reached from the top bar's account menu (decisions 0025, 0026).
  {
    path: 'account/two-step',
    lazy: screen(
      () => import('../features/two-step/TwoStepScreen.tsx'),
      (m) => m.TwoStepScreen,
    ),
  },
  {
    path: 'account/sessions',
    lazy: screen(
      () => import('../features/sessions/SessionsScreen.tsx'),
      (m) => m.SessionsScreen,
    ),
  },
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
      // Public: asking for a password reset link, and the page the link opens (decision 0024).
      {
        path: '/forgot-password',
        lazy: screen(
          () => import('../features/password-reset/ForgotPasswordScreen.tsx'),
          (m) => m.ForgotPasswordScreen,
        ),
      },
      {
        path: '/reset-password/:token',
        lazy: screen(
          () => import('../features/password-reset/ResetPasswordScreen.tsx'),
          (m) => m.ResetPasswordScreen,
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
              { index: true, element: toHome },
              ...screens,
              // spec 000 §2: any unknown path redirects to /dashboard
              { path: '*', element: toHome },
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
