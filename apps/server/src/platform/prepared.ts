// Statements prepared once per database handle: built once (no query building per request) and,
// by the driver, parsed and planned once per connection. For the hot reads of every screen.
import type { Tx } from '../db/client.ts';

const statements = new WeakMap<Tx, Map<string, unknown>>();

/** The statement `name` of this database handle, built by `build` the first time it is asked. */
export function preparedOnce<T>(db: Tx, name: string, build: () => T): T {
  let named = statements.get(db);
  if (!named) statements.set(db, (named = new Map()));
  let statement = named.get(name) as T | undefined;
  if (statement === undefined) named.set(name, (statement = build()));
  return statement;
}
