// The admin guard: every protected route checks the bearer token and that its session and
// admin still stand — from the session cache when it holds them (decision 0029), else with one
// primary-key look-up — so logout, demotion and deletion act at once.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@store/contract/auth';
import type { AdminRole } from '@store/contract/roles';
import type { Db } from '../db/client.ts';
import { adminSessions, users } from '../db/schema/users.ts';
import type { Actor } from './audit.ts';
import type { SessionCache } from './session-cache.ts';
import { AppError } from './errors.ts';
import type { TokenSigner } from './tokens.ts';

export interface AuthenticatedAdmin extends Actor {
  sessionId: string;
  /** Read with the session on every request, so a role change acts on the next call. */
  role: AdminRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    admin: AuthenticatedAdmin | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * The admin of a session that still stands (not revoked, not expired, its user still there), or
 * null; `role` is null when they are no longer an admin.
 */
async function findSessionAdmin(db: Db, sessionId: string, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.adminRole,
      expiresAt: adminSessions.expiresAt,
    })
    .from(adminSessions)
    .innerJoin(users, eq(users.id, adminSessions.userId))
    .where(
      and(
        eq(adminSessions.id, sessionId),
        eq(adminSessions.userId, userId),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A session's admin, or the 401/403 the guard answers when the session or the admin is gone. */
export async function requireSessionAdmin(
  db: Db,
  sessionId: string,
  userId: number,
  ip: string,
  cache?: SessionCache,
): Promise<AuthenticatedAdmin> {
  const kept = cache?.get(sessionId, userId);
  if (kept) return { id: kept.id, name: kept.name, email: kept.email, ip, sessionId, role: kept.role };
  const mark = cache?.mark();
  const row = await findSessionAdmin(db, sessionId, userId);
  if (!row) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
  if (!row.role) throw new AppError('FORBIDDEN', AUTH_MESSAGES.adminRequired);
  const admin = { id: row.id, name: row.name, email: row.email, sessionId, role: row.role };
  if (cache && mark !== undefined) cache.put(mark, { ...admin, expiresAt: row.expiresAt.getTime() });
  return { ...admin, ip };
}

/** `tokenOf` finds the access token in a request: the bearer header, unless told otherwise. */
export function createAdminGuard(
  db: Db,
  signer: TokenSigner,
  cache?: SessionCache,
  tokenOf: (request: FastifyRequest) => string | null = bearerToken,
) {
  return async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = tokenOf(request);
    if (!token) throw new AppError('UNAUTHORIZED', 'Authentication required');
    const claims = await signer.verify(token);
    if (!claims) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
    request.admin = await requireSessionAdmin(db, claims.sessionId, claims.userId, request.ip, cache);
  };
}

/** The signed-in admin of a guarded route (the guard has run, so it is set). */
export function adminOf(request: FastifyRequest): AuthenticatedAdmin {
  if (!request.admin) throw new AppError('UNAUTHORIZED', 'Authentication required');
  return request.admin;
}
