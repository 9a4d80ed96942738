import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/client.ts';
import { useRecord } from '../api/records.ts';
import type { RecordRoute } from '../lib/useRecordRoute.ts';
import { DetailsModal } from './DetailsModal.tsx';

/**
 * The record named by a list screen's address (`/users/42`), shown with the screen's own modal
 * (`children`). The list's row shows at once when the page has it; otherwise the record is read
 * by its key. A record that does not exist says so, in a modal whose Close goes back to the list.
 */
export function RoutedRecord<T>({
  route,
  path,
  keys,
  rows,
  rowKey,
  title,
  notFound,
  children,
}: {
  route: RecordRoute;
  /** The record's item path in the contract ('/users/:id'). */
  path: string;
  keys: { detail: (key: string | number) => QueryKey };
  /** The rows the list shows, to show the record from at once. */
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** The modal's title, for the not-found answer. */
  title: string;
  /** The feature's own text for a record that does not exist ('User not found'). */
  notFound: string;
  children: (record: T, close: () => void) => ReactNode;
}) {
  const key = route.key;
  const fromList = key === undefined ? undefined : rows.find((row) => String(rowKey(row)) === key);
  const { data, error, missing } = useRecord<T>(path, keys, key);
  if (key === undefined) return null;
  const shown = data ?? fromList;
  if (shown !== undefined) return children(shown, route.close);
  if (!error) return null;
  return (
    <DetailsModal open onClose={route.close} title={title}>
      <p role="alert" className="text-sm text-slate-700">
        {missing ? notFound : errorMessage(error, notFound)}
      </p>
    </DetailsModal>
  );
}
