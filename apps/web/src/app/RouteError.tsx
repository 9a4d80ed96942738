import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClass } from '../components/buttonClass.ts';

/** Shown when a screen fails to load or render, e.g. a chunk missing after a new release. */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-xl font-semibold text-slate-900">Something went wrong</h1>
      <p className="text-sm text-slate-600">
        This page could not be shown{detail ? ` (${detail})` : ''}. Reloading usually fixes it.
      </p>
      <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
