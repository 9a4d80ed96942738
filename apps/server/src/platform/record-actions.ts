// A record action is one thing an admin does to a record (delete a user, set an order's status,
// enable a promo code), written once and run two ways: on one record by its single route (with
// If-Match), and on up to 1,000 records by the list's bulk route (issue 15, decision 0018). Both
// run the same rules and write the same audit row per record.
//
// A bulk action is one transaction. The records are locked and read in one statement, each is
// checked in turn (missing, stale, the action's rules), and the accepted ones are written with one
// statement and one multi-row audit insert inside a savepoint: one record's failure never leaves
// another half-written. Should that statement fail for one record (a constraint the checks did
// not foresee), the savepoint is rolled back and the records are written again one savepoint
// each, so that only the one at fault fails. An error that is not about a record (the database
// gone) rolls the whole request back: nothing is written and the answer is the usual 5xx.
import type { AuditResourceType } from '@store/contract/audit';
import type { BulkFailure, BulkResult } from '@store/contract/bulk';
import { staleMessage } from '@store/contract/revisions';
import type { Db, Tx } from '../db/client.ts';
import { writeAudits, type Actor, type AuditEntry } from './audit.ts';
import { AppError, constraintError } from './errors.ts';
import { assertRevision, type IfMatch } from './revisions.ts';

/** What a record's check decided: write it, or leave it (it already is as the action asks). */
export type Verdict = 'change' | 'unchanged';

/** A record as an action sees it: its id and, for records an admin edits, its revision. */
export interface ActionRow {
  id: number;
  revision?: number;
}

export interface RecordAction<Row extends ActionRow, State = void> {
  /** Names the record in the stale text ("promo code"). */
  what: string;
  resourceType: AuditResourceType;
  /** The 404 text. */
  notFound: string;
  /**
   * Locks the named records that exist (`SELECT … FOR UPDATE`, in id order, so that two actions
   * on overlapping records cannot deadlock), after whatever the single route locks first, and
   * reads what the rules need: a fixed number of statements whatever the number of records.
   */
  load(tx: Tx, ids: number[]): Promise<{ rows: Row[]; state: State }>;
  /** The record as a 412 shows it (`current`), in its read shape. */
  current?: (tx: Tx, row: Row) => object | Promise<object>;
  /**
   * The action's rules for one record: throws the error its single route answers, or says the
   * record is already as asked. Records are checked one after another and a check may note an
   * accepted record in `state`, so a request holds its rules across its own records (the last
   * admin stays, two grants of one product are not both re-activated).
   */
  check(row: Row, state: State): Verdict;
  /** Writes the accepted records in one go; answers them as written (a delete: as they were). */
  write(tx: Tx, rows: Row[], state: State): Promise<Row[]>;
  /** The record's audit row: the same one its single route writes. */
  audit(before: Row, after: Row): Pick<AuditEntry, 'action' | 'before' | 'after'>;
}

/**
 * The same action, leaving alone the records that already are as it asks (a promo already
 * enabled): reported `unchanged`, nothing written, no audit row.
 */
export function unlessAlready<Row extends ActionRow, State>(
  action: RecordAction<Row, State>,
  done: (row: Row) => boolean,
): RecordAction<Row, State> {
  return { ...action, check: (row, state) => (done(row) ? 'unchanged' : action.check(row, state)) };
}

async function writeAndAudit<Row extends ActionRow, State>(
  tx: Tx,
  actor: Actor,
  action: RecordAction<Row, State>,
  rows: Row[],
  state: State,
): Promise<Row[]> {
  const written = new Map((await action.write(tx, rows, state)).map((row) => [row.id, row]));
  const entries = rows.map((before) => {
    const after = written.get(before.id);
    if (!after) throw new Error(`${action.resourceType} ${before.id} was not written`);
    return { resourceType: action.resourceType, resourceId: before.id, ...action.audit(before, after) };
  });
  await writeAudits(tx, actor, entries);
  return rows.map((row) => written.get(row.id)!);
}

/**
 * Runs the action on one record in its own transaction (a savepoint of the caller's, given one):
 * 404 when the record does not exist, 412 when `If-Match` names another revision, the rule's
 * error, or the write and its audit row.
 * Answers the record as written (as it was, for a delete or a record left unchanged).
 */
export async function actOnRecord<Row extends ActionRow, State>(
  db: Tx,
  actor: Actor,
  action: RecordAction<Row, State>,
  id: number,
  ifMatch?: IfMatch,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const {
      rows: [row],
      state,
    } = await action.load(tx, [id]);
    if (!row) throw new AppError('NOT_FOUND', action.notFound);
    if (row.revision !== undefined) {
      await assertRevision(tx, ifMatch, {
        row: { revision: row.revision },
        what: action.what,
        resourceType: action.resourceType,
        resourceId: id,
        current: () => action.current?.(tx, row) ?? {},
      });
    }
    if (action.check(row, state) === 'unchanged') return row;
    const [after] = await writeAndAudit(tx, actor, action, [row], state);
    return after!;
  });
}

/** An error that is about one record (a rule, a constraint), or undefined for any other. */
function recordError(err: unknown): AppError | undefined {
  return err instanceof AppError ? err : constraintError(err);
}

/** A record's failure as the answer lists it; an error that is not about the record is thrown on. */
function failureOf(id: number, err: unknown): BulkFailure {
  const known = recordError(err);
  if (!known) throw err;
  return { id, code: known.code, message: known.message };
}

type Outcome = 'succeeded' | 'unchanged' | BulkFailure;

/** The records named, with the revision the admin saw (none: no check). */
export interface NamedRecord {
  id: number;
  revision?: number | undefined;
}

/**
 * Runs the action on every named record in one transaction (see the file's header): each record
 * is done whole, with its audit row, or not at all, and the answer lists each one once, in the
 * order named: succeeded, unchanged, or failed with the code and text of its single route.
 */
export async function actOnRecords<Row extends ActionRow, State>(
  db: Db,
  actor: Actor,
  action: RecordAction<Row, State>,
  records: readonly NamedRecord[],
): Promise<BulkResult> {
  const outcomes = new Map<number, Outcome>();
  await db.transaction(async (tx) => {
    const { rows, state } = await action.load(
      tx,
      records.map((r) => r.id),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const accepted: Row[] = [];
    for (const record of records) {
      const row = byId.get(record.id);
      try {
        if (!row) throw new AppError('NOT_FOUND', action.notFound);
        if (record.revision !== undefined && row.revision !== undefined && record.revision !== row.revision) {
          throw new AppError('STALE', staleMessage(action.what));
        }
        if (action.check(row, state) === 'unchanged') outcomes.set(row.id, 'unchanged');
        else accepted.push(row);
      } catch (err) {
        outcomes.set(record.id, failureOf(record.id, err));
      }
    }
    if (accepted.length === 0) return;
    try {
      await tx.transaction((sp) => writeAndAudit(sp, actor, action, accepted, state));
      for (const row of accepted) outcomes.set(row.id, 'succeeded');
      return;
    } catch (err) {
      if (!recordError(err)) throw err; // not about a record: the whole request fails
      if (accepted.length === 1) {
        outcomes.set(accepted[0]!.id, failureOf(accepted[0]!.id, err));
        return;
      }
    }
    // The write of all of them failed on one of them: one savepoint per record finds which.
    for (const row of accepted) {
      try {
        await tx.transaction((sp) => writeAndAudit(sp, actor, action, [row], state));
        outcomes.set(row.id, 'succeeded');
      } catch (err) {
        outcomes.set(row.id, failureOf(row.id, err));
      }
    }
  });
  const result: BulkResult = { succeeded: [], unchanged: [], failed: [] };
  for (const { id } of records) {
    const outcome = outcomes.get(id)!;
    if (outcome === 'succeeded') result.succeeded.push(id);
    else if (outcome === 'unchanged') result.unchanged.push(id);
    else result.failed.push(outcome);
  }
  return result;
}
