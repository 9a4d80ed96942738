// Sessions you can see and end, and the sign-in history (issue 17; decision 0026). A session row
// keeps where it was signed in from and when it was last used (at sign-in and each refresh); a
// sign-in attempt on a known account is recorded with its outcome. Ending a session revokes it:
// its refresh token is refused at once, and so is its access token, since the admin guard checks
// the session on every call (platform/auth.ts). service.ts calls the recording from the sign-in.
import { and, count, desc, eq, gt, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  SESSION_MESSAGES,
  SIGN_IN_LIST_LIMIT,
  SIGN_IN_RETENTION_DAYS,
  SIGN_INS_KEPT_PER_ACCOUNT,
  type AdminSession,
  type EndedSessions,
  type SignIn,
  type SignInOutcome,
} from '@store/contract/sessions';
import type { Db, Tx } from '../../db/client.ts';
import { adminSessions, adminSignIns, users } from '../../db/schema/users.ts';
import type { AuthenticatedAdmin } from '../../platform/auth.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { daysAgo, deleteInBatches } from '../../platform/retention.ts';
import { browserLabel, storedUserAgent } from './browser-label.ts';

/** Who is signing in, from where, and how work is run once the answer has left. */
export interface SignInClient {
  ip: string;
  /** The User-Agent header as sent. */
  userAgent: string | undefined;
  /** Runs `task` after the answer was sent; a failure is logged, never answered. */
  later(what: string, task: () => Promise<void>): void;
}

// ---- the sign-in history ----------------------------------------------------------------------

/** A success's row, written in the transaction that makes its session. */
export async function insertSignIn(
  executor: Db | Tx,
  userId: number,
  outcome: SignInOutcome,
  client: SignInClient,
): Promise<void> {
  await executor
    .insert(adminSignIns)
    .values({ userId, outcome, ip: client.ip || null, userAgent: storedUserAgent(client.userAgent) });
}

/**
 * One statement that records an attempt of the account `userId` (none when null: nothing is
 * inserted) and keeps the history bounded: nothing older than SIGN_IN_RETENTION_DAYS, and the
 * account's newest SIGN_INS_KEPT_PER_ACCOUNT rows, so a flood of wrong passwords on one account
 * cannot grow it without end. Its shape and cost are the same with or without an account.
 */
function recordAndPrune(
  db: Db,
  userId: number | null,
  attempt: { outcome: SignInOutcome; client: SignInClient } | null,
) {
  const cutoff = new Date(Date.now() - SIGN_IN_RETENTION_DAYS * 86_400_000);
  // A data-modifying CTE's row is not seen by the DELETE beside it: keep one fewer, plus the new one.
  const keep = attempt ? SIGN_INS_KEPT_PER_ACCOUNT - 1 : SIGN_INS_KEPT_PER_ACCOUNT;
  return db.execute(sql`
    with account as (select id from users where id = ${userId ?? 0} and ${attempt !== null}),
    recorded as (
      insert into admin_sign_ins (user_id, outcome, ip, user_agent)
      select id, ${attempt?.outcome ?? 'success'}, ${attempt?.client.ip || null}, ${storedUserAgent(attempt?.client.userAgent)}
      from account
    )
    delete from admin_sign_ins
    where at < ${cutoff}
      or (user_id = ${userId ?? 0} and id not in (
        select id from admin_sign_ins where user_id = ${userId ?? 0} order by at desc, id desc limit ${keep}
      ))`);
}

/** Prunes the account's history (after a success, whose row its own transaction wrote). */
export async function pruneSignIns(db: Db, userId: number): Promise<void> {
  await recordAndPrune(db, userId, null);
}

/**
 * A refused attempt, recorded once the refusal has been answered, and the history pruned. An
 * unknown e-mail (`userId` null) records nothing but runs the same statement, so neither the
 * answer nor the work after it tells a known address from an unknown one. A failure to record is
 * logged, never turned into a 500.
 */
export function recordRefusalLater(db: Db, client: SignInClient, userId: number | null, outcome: SignInOutcome): void {
  client.later('sign-in history', async () => {
    await recordAndPrune(db, userId, { outcome, client });
  });
}

function toSignIn(row: typeof adminSignIns.$inferSelect): SignIn {
  return {
    id: row.id,
    outcome: row.outcome as SignInOutcome,
    browser: browserLabel(row.userAgent),
    ip: row.ip,
    at: row.at.toISOString(),
  };
}

/** The account's newest sign-in attempts, newest first. */
export async function listSignIns(db: Db, userId: number): Promise<SignIn[]> {
  const rows = await db
    .select()
    .from(adminSignIns)
    .where(eq(adminSignIns.userId, userId))
    .orderBy(desc(adminSignIns.at), desc(adminSignIns.id))
    .limit(SIGN_IN_LIST_LIMIT);
  return rows.map(toSignIn);
}

// ---- listing and ending sessions --------------------------------------------------------------

const active = () => and(isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, new Date()));

/** The account's active sessions: the caller's own (`current`) first, then the last used first. */
export async function listSessions(db: Db, userId: number, currentSessionId: string): Promise<AdminSession[]> {
  const rows = await db
    .select()
    .from(adminSessions)
    .where(and(eq(adminSessions.userId, userId), active()))
    .orderBy(desc(adminSessions.lastUsedAt), desc(adminSessions.createdAt));
  rows.sort((a, b) => Number(b.id === currentSessionId) - Number(a.id === currentSessionId));
  return rows.map((row) => ({
    id: row.id,
    browser: browserLabel(row.userAgent),
    ip: row.ip,
    signed_in_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/**
 * Revokes the account's active sessions that `which` selects and, when any was ended, writes the
 * audit row in the same transaction: an update of the account (as for its two-step sign-in,
 * decision 0025) with the sessions it had before and after, and which were ended.
 */
async function endSessions(
  tx: Tx,
  actor: Actor,
  userId: number,
  which: SQL | undefined,
  reason: string,
): Promise<number> {
  const ended = await tx
    .update(adminSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(adminSessions.userId, userId), active(), which))
    .returning({ id: adminSessions.id, ip: adminSessions.ip, userAgent: adminSessions.userAgent });
  if (ended.length === 0) return 0;
  const [left] = await tx
    .select({ n: count() })
    .from(adminSessions)
    .where(and(eq(adminSessions.userId, userId), active()));
  const remaining = Number(left?.n ?? 0);
  await writeAudit(tx, actor, {
    action: 'update',
    resourceType: 'users',
    resourceId: userId,
    before: { active_sessions: remaining + ended.length },
    after: {
      active_sessions: remaining,
      ended_sessions: ended.map((s) => ({ id: s.id, browser: browserLabel(s.userAgent), ip: s.ip })),
    },
  });
  return ended.length;
}

/** Ends one of the caller's own sessions; any other id (someone else's, ended, unknown) is a 404. */
export async function endOwnSession(db: Db, actor: AuthenticatedAdmin, sessionId: string): Promise<void> {
  const ended = await db.transaction((tx) =>
    endSessions(tx, actor, actor.id, eq(adminSessions.id, sessionId), 'ended by its admin'),
  );
  if (ended === 0) throw new AppError('NOT_FOUND', SESSION_MESSAGES.sessionNotFound);
}

/** Ends every session of the caller but the one of this call. */
export function endOtherSessions(db: Db, actor: AuthenticatedAdmin): Promise<EndedSessions> {
  return db.transaction(async (tx) => ({
    ended: await endSessions(
      tx,
      actor,
      actor.id,
      notInArray(adminSessions.id, [actor.sessionId]),
      'ended with all other sessions',
    ),
  }));
}

async function requireUser(db: Db | Tx, userId: number): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', SESSION_MESSAGES.userNotFound);
}

/** Another account's active sessions (none of them is the caller's own, so none is current). */
export async function listUserSessions(db: Db, actor: AuthenticatedAdmin, userId: number): Promise<AdminSession[]> {
  await requireUser(db, userId);
  return listSessions(db, userId, actor.sessionId);
}

export async function listUserSignIns(db: Db, userId: number): Promise<SignIn[]> {
  await requireUser(db, userId);
  return listSignIns(db, userId);
}

/**
 * Ends every session of another admin (an Owner's act once roles exist). The caller's own account
 * is refused: ending all of it would end this very session; their own page ends the others.
 */
export async function endUserSessions(db: Db, actor: AuthenticatedAdmin, userId: number): Promise<EndedSessions> {
  if (userId === actor.id) throw new AppError('CONFLICT', SESSION_MESSAGES.ownSessions);
  return db.transaction(async (tx) => {
    await requireUser(tx, userId);
    return { ended: await endSessions(tx, actor, userId, undefined, 'ended by an admin') };
  });
}

// ---- retention (platform/retention.ts) --------------------------------------------------------

/**
 * Removes sessions that ended (expired or revoked) more than `days` days ago, with their refresh
 * tokens (the foreign key cascades), and sign-ins older than SIGN_IN_RETENTION_DAYS (a store
 * where nobody signs in has no sign-in to prune them).
 */
export async function pruneEndedSessions(db: Db, days: number): Promise<Record<string, number>> {
  const cutoff = daysAgo(days);
  const sessions = await deleteInBatches(
    db,
    adminSessions,
    or(lt(adminSessions.expiresAt, cutoff), lt(adminSessions.revokedAt, cutoff))!,
  );
  const signIns = await deleteInBatches(db, adminSignIns, lt(adminSignIns.at, daysAgo(SIGN_IN_RETENTION_DAYS)));
  return { sessions, sign_ins: signIns };
}
