import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RecordRoute } from '../lib/useRecordRoute.ts';

/**
 * The main cell of a list row: a real link to the record's own address, so a click opens it over
 * the list and Ctrl-click or a middle click opens it in a new tab.
 */
export function RecordLink({
  route,
  recordKey,
  children,
  className = '',
  label,
}: {
  route: RecordRoute;
  recordKey: string | number;
  children: ReactNode;
  className?: string;
  label?: string;
}) {
  return (
    <Link
      to={route.href(recordKey)}
      state={{ fromList: true }}
      aria-label={label}
      className={`rounded text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${className}`}
    >
      {children}
    </Link>
  );
}
