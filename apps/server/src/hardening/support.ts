// Shared pieces of the hardening suite (issue 9): the test context (on Redis when REDIS_URL is
// set), the route table, concrete URLs for route patterns, the classes of routes by who may reach
// them, the standard error body check and the secret-named field scan.
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { basename } from 'node:path';
import { expect, inject } from 'vitest';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { connectRedis } from '../platform/redis.ts';
import { prepare } from '../startup.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface Route {
  method: Method;
  path: string;
}

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every route as method + pattern, read from Fastify's route tree (`printRoutes`), the same walk
 * the audit completeness test uses: each line adds its text to its parent's path.
 */
export function routeTable(app: FastifyInstance): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (METHODS.has(method)) routes.push({ method: method as Method, path });
    }
  }
  return routes;
}

export const label = (r: Route) => `${r.method} ${r.path}`;

/** Who may reach a route without an admin token; `metrics` only with the metrics token. */
export type Access = 'public' | 'storefront' | 'admin' | 'metrics';

/** Signing in (the password, then a two-step code or set-up behind a challenge) and refreshing. */
const SIGN_IN_PATHS: ReadonlySet<string> = new Set([
  '/api/admin/auth/login',
  '/api/admin/auth/login/mfa',
  '/api/admin/auth/login/enrol',
  '/api/admin/auth/login/enrol/confirm',
  '/api/admin/auth/refresh',
]);

export function accessOf({ method, path }: Route): Access {
  if (method === 'POST' && SIGN_IN_PATHS.has(path)) return 'public';
  // Password reset (decision 0024): asking for a link, checking it and using it need no session.
  if (path.startsWith('/api/admin/auth/password/')) return 'public';
  if (path === '/healthz' || path === '/readyz') return 'public';
  if (path === '/metrics') return 'metrics';
  // The documentation is an admin session's (API_DOCS=public opens it); Swagger UI's own files are not.
  if (path === '/api/docs/static/*') return 'public';
  if (path === '/api/docs' || path.startsWith('/api/docs/')) return 'admin';
  if (path.startsWith('/api/v1/onboarding/') || path.startsWith('/api/v1/webhooks/')) return 'public';
  // A browser's form post: its single-use token is the credential (decision 0017).
  if (method === 'POST' && path === '/api/admin/exports/download') return 'public';
  if (path.startsWith('/api/admin/') || path.startsWith('/api/v1/admin/')) return 'admin';
  if (path.startsWith('/api/v1/')) return 'storefront';
  return 'public';
}

/** A concrete URL for a pattern: ids that exist nowhere, so no call changes real rows. */
export function concreteUrl(path: string, values: Partial<Record<string, string>> = {}): string {
  return path
    .replace(/:([A-Za-z_]+)/g, (_m, name: string) => values[name] ?? placeholder(name))
    .replace(/\*$/, 'index.html');
}

function placeholder(name: string): string {
  if (name === 'code') return 'ZZ';
  if (name === 'ip') return '198.18.250.250';
  if (name === 'token') return 'not-a-real-link-token';
  return '987654';
}

/** The metrics' bearer token: GET /metrics is in the route table, for its holder alone. */
export const METRICS_TOKEN = 'hardening-suite-metrics-token';

/**
 * Webhook secrets, so the webhook routes answer as in production (400 for a bad signature), and the
 * metrics token, so /metrics is served.
 */
export const HARDENING_ENV = {
  STRIPE_WEBHOOK_SECRET: 'whsec_hardening_suite_secret',
  COINBASE_WEBHOOK_SECRET: 'coinbase-hardening-suite-secret',
  METRICS_TOKEN,
};

/**
 * The harness's context, with HARDENING_ENV set and, when REDIS_URL is set (CI), the app rebuilt
 * on that Redis under a key prefix of its own, so limits, scores and the blacklist run through
 * Redis as in production and never meet another file's keys.
 */
export async function hardeningContext(logger: FastifyServerOptions['logger'] = false): Promise<TestContext> {
  const base = await createTestContext(HARDENING_ENV);
  const url = process.env.REDIS_URL;
  if (!url && logger === false) return base;
  const { deps } = await prepare(base.config, base.database);
  const redis = url ? await connectRedis(url, { prefix: `hardening:${randomUUID()}:` }) : undefined;
  if (redis && !(await redis.waitUntilReady(5000))) throw new Error(`Redis at ${url} is not reachable`);
  const app = await buildApp(redis ? { ...deps, redis } : deps, { logger });
  await app.ready();
  return {
    ...base,
    app,
    close: async () => {
      await app.close();
      await redis?.close();
      await base.close();
    },
  };
}

/** The standard error body every 4xx and 5xx carries. */
export function isStandardError(res: LightMyRequestResponse): boolean {
  try {
    const body = JSON.parse(res.body) as Record<string, unknown>;
    return typeof body.message === 'string' && typeof body.error === 'string' && typeof body.code === 'string';
  } catch {
    return false;
  }
}

/** Field names that must never leave the server. */
export const SECRET_NAME = /password|hash|secret/i;

const REDACTED = '[redacted]';

/** True when a value carries nothing: null, the audit trail's '[redacted]', or only those. */
function isBlank(value: unknown): boolean {
  if (value === null || value === undefined || value === REDACTED) return true;
  if (value && typeof value === 'object' && !Array.isArray(value)) return Object.values(value).every(isBlank);
  return false;
}

/**
 * Paths (a.b[0].c) of secret-named fields anywhere in a JSON value. A field whose value is
 * redacted (the audit trail names a changed password as `password_hash: [redacted]`) carries
 * nothing and is not counted.
 */
export function secretFields(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => secretFields(v, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [
      ...(SECRET_NAME.test(k) && !isBlank(v) ? [`${at}.${k}`] : []),
      ...secretFields(v, `${at}.${k}`),
    ]);
  }
  return [];
}

/** A test's measured figure: printed now, and in the table at the end of the suite. */
export function figure(text: string): void {
  console.log(`[hardening] ${text}`);
  const file = inject('hardeningFigures');
  const test = expect.getState().testPath ?? '';
  if (file) appendFileSync(file, `${JSON.stringify({ file: basename(test), text })}\n`);
}

/**
 * Percent-encodes text as its UTF-8 bytes, and an unpaired surrogate as the three bytes WTF-8
 * gives it (`%ED%A0%80`): what a hostile client can put in a URL (`encodeURIComponent` throws on
 * a lone surrogate, and the URL class turns it into U+FFFD).
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    if (/^[A-Za-z0-9\-_.~]$/.test(char)) {
      out += char;
      continue;
    }
    const cp = char.codePointAt(0)!;
    const bytes =
      cp < 0x80
        ? [cp]
        : cp < 0x800
          ? [0xc0 | (cp >> 6), 0x80 | (cp & 63)]
          : cp < 0x10000
            ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)]
            : [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
    out += bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}
