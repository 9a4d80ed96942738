// The baseline of P2 (issue 29): the users page served with nothing but what it needs. `node:http`
// answers; the bearer token is verified with jose's `jwtVerify` (HS256, the server's secret, issuer,
// audience and claims, platform/tokens.ts); a `pg` pool of the server's size sends the statement
// the server sends for the page (its text and name, captured from the running server by the bench);
// the rows become the same JSON, with the same headers; a pending onboarding link is opened with
// the server's own sealer (platform/sealed.ts, node:crypto only), as the server shows it. No
// framework, no hooks, no schema check, no rate limiter, no session cache, no cache of verified
// tokens. Started by `startBareList` (server.ts) as a process of its own, like the server;
// configured through its environment:
//
//   PORT, DATABASE_URL, JWT_SECRET, PUBLIC_URL   as the server's
//   TOTP_ENCRYPTION_KEY                          as the server's (the key that seals the links)
//   POOL_SIZE                                    the server's pool size
//   STATEMENT                                    JSON {text, name?}: the page's statement, $1 limit, $2 offset
//   HEADERS                                      JSON: the headers the server's answer carries
import { randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { createSecretSealer, SEALING_PURPOSES } from '../../apps/server/src/platform/sealed.ts';

const env = (name: string) => {
  const value = process.env[name];
  if (value === undefined) throw new Error(`bare list: ${name} is not set`);
  return value;
};

const statement = JSON.parse(env('STATEMENT')) as { text: string; name?: string };
const headers = JSON.parse(env('HEADERS')) as Record<string, string>;
const publicUrl = env('PUBLIC_URL');
const sealer = createSecretSealer(
  { keys: [Buffer.from(env('TOTP_ENCRYPTION_KEY'), 'base64url')], signingSecrets: [env('JWT_SECRET')] },
  SEALING_PURPOSES.onboardingLink,
);
// The server's pool settings (apps/server/src/db/client.ts, openPostgres).
const pool = new pg.Pool({
  connectionString: env('DATABASE_URL'),
  max: Number(env('POOL_SIZE')),
  connectionTimeoutMillis: 5_000,
  statement_timeout: 10_000,
  idle_in_transaction_session_timeout: 30_000,
  application_name: 'bench-bare-list',
});
// One CryptoKey for the process, as the server imports it (platform/tokens.ts).
const key = crypto.subtle.importKey(
  'raw',
  new TextEncoder().encode(env('JWT_SECRET')),
  { name: 'HMAC', hash: 'SHA-256' },
  false,
  ['verify'],
);

/** Whether the bearer token is a valid, current access token, by the server's rules. */
async function verified(authorization: string | undefined): Promise<boolean> {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
  if (!token) return false;
  try {
    const { payload } = await jwtVerify(token, await key, {
      algorithms: ['HS256'],
      issuer: 'store-admin',
      audience: 'store-admin/panel',
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    return payload.typ === 'access' && typeof payload.sid === 'string' && Number.isSafeInteger(Number(payload.sub));
  } catch {
    return false;
  }
}

type Row = [
  id: number,
  email: string,
  name: string,
  isAdmin: boolean,
  adminRole: string | null,
  onboardingCompleted: boolean,
  onboardingTokenHash: string | null,
  onboardingLinkSealed: string | null,
  createdAt: Date,
  updatedAt: Date,
  revision: number,
  total: string | number,
];

function send(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, {
    ...headers,
    'content-length': Buffer.byteLength(body),
    'x-request-id': randomUUID(),
  });
  res.end(body);
}

createServer((req, res) => {
  void (async () => {
    if (!(await verified(req.headers.authorization))) {
      return send(res, 401, '{"error":{"code":"UNAUTHORIZED","message":"Authentication required"}}');
    }
    const query = new URLSearchParams(req.url!.slice(req.url!.indexOf('?') + 1));
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 10);
    const { rows } = await pool.query<Row>({
      ...(statement.name ? { name: statement.name } : {}),
      text: statement.text,
      values: [limit, (page - 1) * limit],
      rowMode: 'array',
    });
    // The measured pages all have rows, and their first carries the total (users/service.ts).
    if (rows.length === 0) return send(res, 500, '{"error":"a page past the end: not in the bare list"}');
    const total = Number(rows[0]![11]);
    const users = rows.map((r) => ({
      id: r[0],
      email: r[1],
      name: r[2],
      is_admin: r[3],
      admin_role: r[4],
      onboarding_completed: r[5],
      has_onboarding_link: r[6] !== null,
      onboarding_link:
        r[6] !== null && r[7] !== null ? `${publicUrl}/onboarding/${encodeURIComponent(sealer.open(r[7]))}` : null,
      created_at: r[8].toISOString(),
      updated_at: r[9].toISOString(),
      revision: r[10],
    }));
    const pagination = { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) };
    send(res, 200, JSON.stringify({ users, pagination }));
  })().catch((err: unknown) => send(res, 500, JSON.stringify({ error: String(err) })));
}).listen(Number(env('PORT')), '127.0.0.1');
