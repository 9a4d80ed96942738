// P14 (issue 17, decision 0025): a sign-in with two-step codes (the password, then a code from the
// app) against a sign-in without (the password alone), on the same server, in turns. A code is
// taken once per 30-second step and account, so each timed sign-in with codes uses an account of
// its own, set up through the API as an admin would; the code is computed before the clock starts
// (the phone's work, not the server's). The accounts and their audit rows are removed afterwards:
// the store is a fixture of fixed size.
import { URI, type TOTP } from 'otpauth';
import pg from 'pg';
import { median, type Timing } from './measure.ts';
import { http } from './server.ts';

const PASSWORD = 'bench-two-step-pass';
const EMAIL_PREFIX = 'bench-two-step-';

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await http(method, url, { headers, ...(body !== undefined ? { body } : {}) });
  if (res.status >= 300) throw new Error(`${method} ${url} answered ${res.status}: ${res.body.slice(0, 300)}`);
  return { ms: res.ms, body: JSON.parse(res.body || '{}') as Record<string, unknown> };
}

/** An Analyst (the narrowest role) with or without two-step sign-in set up. */
async function account(base: string, auth: Record<string, string>, n: number, withCodes: boolean) {
  const email = `${EMAIL_PREFIX}${withCodes ? 'on' : 'off'}-${n}-${Date.now()}@example.com`;
  await call(
    'POST',
    `${base}/api/admin/users`,
    { email, password: PASSWORD, name: `Bench two-step ${n}`, is_admin: true, admin_role: 'analyst' },
    auth,
  );
  if (!withCodes) return { email, totp: null };
  const session = await call('POST', `${base}/api/admin/auth/login`, { email, password: PASSWORD });
  const own = { authorization: `Bearer ${String(session.body.token)}` };
  const enrolment = await call('POST', `${base}/api/admin/auth/two-step/enrolment`, undefined, own);
  const totp = URI.parse(String(enrolment.body.otpauth_uri)) as TOTP;
  await call('POST', `${base}/api/admin/auth/two-step/enrolment/confirm`, { code: totp.generate() }, own);
  return { email, totp };
}

/** Raises the per-IP sign-in limiter for the run (this one client signs in many times). */
async function raiseLoginLimit(base: string, auth: Record<string, string>): Promise<() => Promise<void>> {
  const { body } = await call('GET', `${base}/api/admin/rate-limiters`, undefined, auth);
  const limiter = (
    body.data as {
      id: number;
      limiter_name: string;
      window_ms: number;
      max_requests: number;
      description: string;
      is_active: boolean;
    }[]
  ).find((l) => l.limiter_name === 'admin_login');
  if (!limiter) return async () => {};
  const put = (window_ms: number, max_requests: number) =>
    call(
      'PUT',
      `${base}/api/admin/rate-limiters/${limiter.id}`,
      { window_ms, max_requests, description: limiter.description, is_active: limiter.is_active },
      auth,
    );
  await put(1000, 10_000);
  return async () => {
    await put(limiter.window_ms, limiter.max_requests);
  };
}

export interface TwoStepPair {
  withCodes: Timing;
  without: Timing;
}

export async function twoStepSignInPair(
  base: string,
  auth: Record<string, string>,
  dbUrl: string,
  { samples, warmup }: { samples: number; warmup: number },
): Promise<TwoStepPair> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const lastAudit = (await client.query<{ max: string | null }>('select max(id) as max from audit_logs')).rows[0]!.max;
  const restoreLimit = await raiseLoginLimit(base, auth);
  try {
    const rounds = warmup + samples;
    const plain = await account(base, auth, 0, false);
    const coded = [];
    for (let n = 0; n < rounds; n++) coded.push(await account(base, auth, n, true));
    const times: [number[], number[]] = [[], []];
    for (let n = 0; n < rounds; n++) {
      for (const i of n % 2 === 0 ? [0, 1] : [1, 0]) {
        let ms: number;
        if (i === 0) {
          const { email, totp } = coded[n]!;
          // The set-up took this step's code, and a code is taken once per step: the next step's
          // (inside the one step of drift the server allows), as a phone a little ahead would give.
          const code = totp!.generate({ timestamp: Date.now() + 30_000 });
          const first = await call('POST', `${base}/api/admin/auth/login`, { email, password: PASSWORD });
          if (first.body.mfa_required !== true) throw new Error('the account with codes was not asked for one');
          const second = await call('POST', `${base}/api/admin/auth/login/mfa`, {
            challenge: first.body.challenge,
            code,
          });
          if (typeof second.body.token !== 'string') throw new Error('the code step gave no token');
          ms = first.ms + second.ms;
        } else {
          const only = await call('POST', `${base}/api/admin/auth/login`, { email: plain.email, password: PASSWORD });
          if (typeof only.body.token !== 'string') throw new Error('the sign-in without codes gave no token');
          ms = only.ms;
        }
        if (n >= warmup) times[i as 0 | 1].push(ms);
      }
    }
    const timing = (i: 0 | 1): Timing => ({
      p50: median(times[i]),
      min: Math.min(...times[i]),
      max: Math.max(...times[i]),
      samples,
      bytes: 0,
    });
    return { withCodes: timing(0), without: timing(1) };
  } finally {
    await restoreLimit();
    await client.query(`delete from users where email like $1`, [`${EMAIL_PREFIX}%`]);
    await client.query(`delete from audit_logs where id > $1`, [lastAudit ?? '0']);
    await client.end();
  }
}
