// Sign-in, refresh-token rotation (RFC 9700: one use each, reuse revokes the whole family)
// and sign-out for the panel's admins.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  type LoginAnswer,
  type LoginBody,
  type LoginEnrolled,
  type LoginResponse,
  type SessionUser,
} from '@store/contract/auth';
import type { Db, Tx } from '../../db/client.ts';
import { adminSessions, refreshTokens, users } from '../../db/schema/users.ts';
import { AppError } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';
import type { SecretSealer } from '../../platform/sealed.ts';
import type { TokenSigner } from '../../platform/tokens.ts';
import { storedUserAgent } from './browser-label.ts';
import { insertSignIn, pruneSignIns, recordRefusalLater, type SignInClient } from './sessions.ts';
import { confirmEnrolmentForChallenge, passSignInChallenge, secondStepFor } from './two-step.ts';

export { TWO_STEP_REQUIRED_SETTING } from './two-step.ts';
export type { SignInClient } from './sessions.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

type UserRow = typeof users.$inferSelect;

export function toSessionUser(user: Pick<UserRow, 'id' | 'name' | 'email' | 'isAdmin' | 'adminRole'>): SessionUser {
  return { id: user.id, name: user.name, email: user.email, is_admin: user.isAdmin, role: user.adminRole };
}

async function issueRefreshToken(tx: Tx, sessionId: string): Promise<string> {
  const token = randomToken(32);
  await tx.insert(refreshTokens).values({ tokenHash: sha256(token), sessionId });
  return token;
}

/**
 * The password step. An account without two-step sign-in gets the spec's answer (token,
 * refresh_token, user); one with it, or one that must set it up first, gets a challenge instead
 * (decision 0025). A refusal on a known account is recorded in its sign-in history once the
 * answer has left (decision 0026).
 */
export async function login(db: Db, signer: TokenSigner, body: LoginBody, client: SignInClient): Promise<LoginAnswer> {
  const [user] = await db.select().from(users).where(eq(users.email, body.email.toLowerCase())).limit(1);
  // Unknown e-mail and wrong password take the same path and time, and answer the same text.
  const ok = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !ok) {
    // Recorded for a known account only; an unknown one runs the same statement, recording nothing.
    recordRefusalLater(db, client, user?.id ?? null, 'wrong_password');
    throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);
  }
  if (!user.isAdmin) {
    recordRefusalLater(db, client, user.id, 'not_admin');
    throw new AppError('FORBIDDEN', AUTH_MESSAGES.adminRequired);
  }
  return (await secondStepFor(db, user.id)) ?? startSession(db, signer, user, client);
}

/**
 * A new session (a refresh-token family) and its first pair of tokens: the one place sessions are
 * made. It keeps the client's address and browser, and the sign-in's success in the history, in
 * the same transaction; the history is pruned once the answer has left.
 */
async function startSession(db: Db, signer: TokenSigner, user: UserRow, client: SignInClient): Promise<LoginResponse> {
  const sessionId = randomUUID();
  const refreshToken = await db.transaction(async (tx) => {
    const now = new Date();
    await tx.insert(adminSessions).values({
      id: sessionId,
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      ip: client.ip || null,
      userAgent: storedUserAgent(client.userAgent),
      lastUsedAt: now,
    });
    await insertSignIn(tx, user.id, 'success', client);
    return issueRefreshToken(tx, sessionId);
  });
  client.later('sign-in history', () => pruneSignIns(db, user.id));
  const token = await signer.sign({ userId: user.id, sessionId });
  return { token, refresh_token: refreshToken, user: toSessionUser(user) };
}

/** An admin still, after the second step (demoted or deleted meanwhile: refused). */
async function signedInAdmin(db: Db, userId: number, client: SignInClient): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);
  if (!user.isAdmin) {
    recordRefusalLater(db, client, user.id, 'not_admin');
    throw new AppError('FORBIDDEN', AUTH_MESSAGES.adminRequired);
  }
  return user;
}

/** The code step of a sign-in with two-step: the spec's login answer once the code is right. */
export async function loginWithCode(
  db: Db,
  signer: TokenSigner,
  sealer: SecretSealer,
  body: { challenge: string; code: string },
  client: SignInClient,
): Promise<LoginResponse> {
  const userId = await passSignInChallenge(db, sealer, body.challenge, body.code, (id) =>
    recordRefusalLater(db, client, id, 'wrong_code'),
  );
  return startSession(db, signer, await signedInAdmin(db, userId, client), client);
}

/** A sign-in that had to set two-step up: confirmed with a code, it signs in (codes shown once). */
export async function loginWithEnrolment(
  db: Db,
  signer: TokenSigner,
  sealer: SecretSealer,
  body: { challenge: string; code: string },
  client: SignInClient,
): Promise<LoginEnrolled> {
  const { userId, recoveryCodes } = await confirmEnrolmentForChallenge(
    db,
    sealer,
    body.challenge,
    body.code,
    client.ip,
    (id) => recordRefusalLater(db, client, id, 'wrong_code'),
  );
  const session = await startSession(db, signer, await signedInAdmin(db, userId, client), client);
  return { ...session, recovery_codes: recoveryCodes };
}

type RefreshOutcome =
  | { ok: true; user: UserRow; sessionId: string; refreshToken: string }
  | { ok: false; message: string; status: 'UNAUTHORIZED' | 'FORBIDDEN' };

export async function refresh(db: Db, signer: TokenSigner, presented: string): Promise<LoginResponse> {
  const tokenHash = sha256(presented);
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    // The guarded update lets exactly one of any number of concurrent uses win.
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ sessionId: refreshTokens.sessionId });
    if (!claimed) {
      const [known] = await tx
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (known) {
        // A rotated token came back: someone holds a copy. End the whole family.
        await tx
          .update(adminSessions)
          .set({ revokedAt: new Date(), revokedReason: 'refresh token reuse' })
          .where(and(eq(adminSessions.id, known.sessionId), isNull(adminSessions.revokedAt)));
      }
      return { ok: false, message: AUTH_MESSAGES.invalidRefresh, status: 'UNAUTHORIZED' };
    }
    const [row] = await tx
      .select({ session: adminSessions, user: users })
      .from(adminSessions)
      .innerJoin(users, eq(users.id, adminSessions.userId))
      .where(eq(adminSessions.id, claimed.sessionId));
    if (!row || row.session.revokedAt || row.session.expiresAt <= new Date()) {
      return { ok: false, message: AUTH_MESSAGES.invalidRefresh, status: 'UNAUTHORIZED' };
    }
    if (!row.user.isAdmin) return { ok: false, message: AUTH_MESSAGES.adminRequired, status: 'FORBIDDEN' };
    // "Last used" moves at each refresh, not on every request (decision 0026).
    await tx.update(adminSessions).set({ lastUsedAt: new Date() }).where(eq(adminSessions.id, row.session.id));
    const refreshToken = await issueRefreshToken(tx, row.session.id);
    return { ok: true, user: row.user, sessionId: row.session.id, refreshToken };
  });
  if (!outcome.ok) throw new AppError(outcome.status, outcome.message);
  const token = await signer.sign({ userId: outcome.user.id, sessionId: outcome.sessionId });
  return { token, refresh_token: outcome.refreshToken, user: toSessionUser(outcome.user) };
}

export async function logout(db: Db, sessionId: string): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revokedAt: new Date(), revokedReason: 'logout' })
    .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)));
}

/** Ends every session of a user at once (demotion, deletion, password change). */
export async function revokeUserSessions(tx: Tx, userIds: number | number[], reason: string): Promise<void> {
  const who = Array.isArray(userIds) ? inArray(adminSessions.userId, userIds) : eq(adminSessions.userId, userIds);
  await tx
    .update(adminSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(who, isNull(adminSessions.revokedAt)));
}

export async function currentUser(db: Db, userId: number): Promise<SessionUser> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
  return toSessionUser(user);
}
