// Safe retries (issue 33, item 2; decision 0059): a POST that creates a record or moves money
// honours an `Idempotency-Key`. The first request with a key claims it (one INSERT … ON CONFLICT
// DO NOTHING, so of twenty at once one wins); its answer is kept, sealed, and the same key with
// the same request answers it again for 24 hours without running the handler; a request that
// finds the key claimed but unanswered waits for the answer. The same key with another request
// (method, route, path parameters or body) is refused with 422.
//
// A route opts in with `idempotent(scopeOf)`: its hooks, spread into the route's options. The
// scope is the caller (an admin, a storefront API key): keys of different callers never meet.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { and, eq, lt, sql } from 'drizzle-orm';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_HOURS,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_TEXTS,
} from '@store/contract/idempotency';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { adminOf } from './auth.ts';
import { AppError, invalid } from './errors.ts';
import { deleteInBatches } from './retention.ts';
import type { SecretSealer } from './sealed.ts';

/** How long a first request may run before a retry takes its key over. */
const LEASE_MS = 60_000;
/** How long a retry waits for the first request's answer before it answers 409. */
const WAIT_MS = 15_000;
const POLL_MS = 25;

interface Claim {
  scope: string;
  key: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim: Claim | null;
  }
}

/** JSON with object keys sorted: the same body, however its keys were ordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(canonical([request.method, request.routeOptions.url, request.params ?? {}, request.body ?? null]))
    .digest('hex');
}

function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header.join(',') : header;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw invalid(IDEMPOTENCY_HEADER, IDEMPOTENCY_TEXTS.invalid);
  return key;
}

/** The scope of an admin route's keys: the signed-in admin. */
export const byAdmin = (request: FastifyRequest): string => `admin:${adminOf(request).id}`;

/** The preHandlers `hooks()` made: a route holding one honours the header (the document says so). */
const IDEMPOTENT_HANDLERS = new WeakSet<object>();

/** Whether a route, by its options, honours an `Idempotency-Key` (platform/openapi/document.ts). */
export function honoursIdempotencyKey(route: { preHandler?: unknown }): boolean {
  const handlers = Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
  return handlers.some((handler) => typeof handler === 'function' && IDEMPOTENT_HANDLERS.has(handler));
}

export class IdempotencyStore {
  constructor(
    private readonly db: Db,
    private readonly sealer: SecretSealer,
  ) {}

  /** The hooks of a route that honours the header; `scopeOf` names its caller. */
  hooks(scopeOf: (request: FastifyRequest) => string): { preHandler: preHandlerAsyncHookHandler } {
    const preHandler: preHandlerAsyncHookHandler = async (request, reply) => {
      const key = keyOf(request);
      if (key === undefined) return;
      await this.claimOrReplay(request, reply, { scope: scopeOf(request), key }, fingerprintOf(request));
    };
    IDEMPOTENT_HANDLERS.add(preHandler);
    return { preHandler };
  }

  private async claimOrReplay(request: FastifyRequest, reply: FastifyReply, claim: Claim, fingerprint: string) {
    const waitUntil = Date.now() + WAIT_MS;
    for (;;) {
      const leaseEnds = sql`now() + ${`${LEASE_MS} milliseconds`}::interval`;
      const claimed = await this.db
        .insert(idempotencyKeys)
        .values({ ...claim, fingerprint, lockedUntil: leaseEnds })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) {
        request.idempotencyClaim = claim;
        return;
      }
      const [row] = await this.db.select().from(idempotencyKeys).where(this.is(claim));
      if (!row) continue; // swept between the two statements: claim it again
      if (row.fingerprint !== fingerprint) throw new AppError('UNPROCESSABLE', IDEMPOTENCY_TEXTS.reused);
      if (row.statusCode !== null) {
        const body = row.sealedBody === null ? '' : this.sealer.open(row.sealedBody);
        reply.code(row.statusCode).header(IDEMPOTENCY_TEXTS.replayedHeader, 'true');
        if (row.contentType) reply.type(row.contentType);
        // Sent as it was serialised the first time: the route's serializer does not run again.
        return reply.serializer((payload: unknown) => payload as string).send(body);
      }
      // Taken over when the first request outlived its lease (its process died mid-request).
      const taken = await this.db
        .update(idempotencyKeys)
        .set({ lockedUntil: leaseEnds })
        .where(and(this.is(claim), lt(idempotencyKeys.lockedUntil, sql`now()`)))
        .returning({ key: idempotencyKeys.key });
      if (taken.length > 0) {
        request.idempotencyClaim = claim;
        return;
      }
      if (Date.now() > waitUntil) throw new AppError('CONFLICT', IDEMPOTENCY_TEXTS.inProgress);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  private is(claim: Claim) {
    return and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));
  }

  /**
   * Keeps the answer of a claimed request: any answer below 500 (a refusal the handler made is
   * the answer too); a 5xx gives the key back, so a retry runs the request again.
   */
  async settle(claim: Claim, statusCode: number, contentType: string | undefined, body: string): Promise<void> {
    if (statusCode >= 500) {
      await this.db.delete(idempotencyKeys).where(this.is(claim));
      return;
    }
    await this.db
      .update(idempotencyKeys)
      .set({ statusCode, contentType: contentType ?? null, sealedBody: this.sealer.seal(body) })
      .where(this.is(claim));
  }
}

/** Retention (retention.ts, `retention.idempotency-keys`): keys older than 24 hours go, in batches. */
export function pruneIdempotencyKeys(db: Db): Promise<number> {
  return deleteInBatches(
    db,
    idempotencyKeys,
    sql`${idempotencyKeys.createdAt} < now() - ${`${IDEMPOTENCY_HOURS} hours`}::interval`,
  );
}

/**
 * Registers the store on the app. Its onSend hook must be added before compression's, so it sees
 * the serialised answer rather than a compressed stream.
 */
export function registerIdempotency(app: FastifyInstance, store: IdempotencyStore): void {
  app.decorate('idempotency', store);
  app.decorateRequest('idempotencyClaim', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
    const type = reply.getHeader('content-type');
    await store.settle(claim, reply.statusCode, typeof type === 'string' ? type : undefined, body);
    return payload;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    idempotency: IdempotencyStore;
  }
}
