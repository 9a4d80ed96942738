import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Spinner } from '../components/Spinner.tsx';
import { HomeRedirect } from './permissions.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { RouteError } from './RouteError.tsx';

/**
 * The one registration table of the panel's routes (spec 000 §2). Every screen is its own lazy
 * chunk (Vite's `import.meta.glob`: one dynamic import per screen file, nothing of them in the
 * entry); a new screen is a feature folder plus one line: `screen('users/:id?', 'users/UsersScreen')`
 * is the `UsersScreen` export of `features/users/UsersScreen.tsx` at `/users` and `/users/{id}`.
 */
const screenFiles = import.meta.glob<Record<string, ComponentType>>('../features/*/*Screen.tsx');

function screen(path: string, file: string): RouteObject {
  const load = screenFiles[`../features/${file}.tsx`];
  // A misspelt screen stops the app at start, not when someone opens it.
  if (!load) throw new Error(`No screen file features/${file}.tsx`);
  const name = file.slice(file.lastIndexOf('/') + 1);
  return { path, lazy: async () => ({ Component: (await load())[name] }) };
}

/** spec 000 §2: the index and unknown paths go to /dashboard, or to the role's first screen without it. */
const toHome = <HomeRedirect />;

/**
 * The screens inside the protected layout, in sidebar order, then those outside the sidebar. A list screen's `/:id?` is the
 * address of one of its records (`/users/42`), shown over the list (useRecordRoute).
 */
const screens: RouteObject[] = [
  screen('dashboard', 'dashboard/DashboardScreen'),
  screen('users/:id?', 'users/UsersScreen'),
  screen('products/:id?', 'products/ProductsScreen'),
  screen('orders/:id?', 'orders/OrdersScreen'),
  screen('promos/:id?', 'promos/PromosScreen'),
  screen('access/:id?', 'access/AccessScreen'),
  screen('api-keys', 'api-keys/ApiKeysScreen'),
  // Not in the sidebar: reached from API Keys and the command palette; Owners only (decision 0062).
  screen('api-keys/webhooks/:id?', 'webhooks/WebhooksScreen'),
  screen('shipments/:id?', 'shipments/ShipmentsScreen'),
  screen('analytics', 'analytics/AnalyticsScreen'),
  screen('monitoring', 'monitoring/MonitoringScreen'),
  screen('settings', 'rate-limiters/RateLimitersScreen'),
  screen('audit/:id?', 'audit/AuditScreen'),
  screen('countries/:id?', 'countries/CountriesScreen'),
  screen('releases/:id?', 'releases/ReleasesScreen'),
  screen('templates/:id?', 'templates/TemplatesScreen'),
  // Not in the sidebar: reached from Email Templates and the command palette (decision 0047).
  screen('templates/outbox', 'outbox/OutboxScreen'),
  // Not in the sidebar: reached from the top bar's account menu (decisions 0025, 0026).
  screen('account/two-step', 'two-step/TwoStepScreen'),
  screen('account/sessions', 'sessions/SessionsScreen'),
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner label="Loading..." className="min-h-screen" />,
    children: [
      screen('/login', 'login/LoginScreen'),
      // Public: the customer's account set-up page that onboarding links point to (DESIGN §4).
      screen('/onboarding/:token', 'onboarding/OnboardingScreen'),
      // Public: asking for a password reset link, and the page the link opens (decision 0024).
      screen('/forgot-password', 'password-reset/ForgotPasswordScreen'),
      screen('/reset-password/:token', 'password-reset/ResetPasswordScreen'),
      {
        path: '/',
        element: <RequireAuth />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./Layout.tsx')).Layout }),
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
