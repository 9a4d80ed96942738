// Issue 9, item 22: secrets in logs. The real app, logging at info with the production logger
// options into memory, goes through sign-in, refresh, API keys, the storefront, onboarding,
// password reset and a CSV export's download, then calls every route with secrets in its
// headers, query and body; the captured log then holds no password, token, API key or
// authorization header value.
import { randomUUID } from 'node:crypto';
import type { FastifyLoggerOptions, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/operations.ts';
import { users } from '../db/schema/users.ts';
import { loggerOptions } from '../platform/logging.ts';
import { bearer, json, TEST_ADMIN, type TestContext } from '../test/harness.ts';
import { concreteUrl, figure, hardeningContext, routeTable } from './support.ts';

let ctx: TestContext;
const lines: string[] = [];

beforeAll(async () => {
  // The production logger options (redaction, URL masking), writing into memory.
  const stream = { write: (line: string) => void lines.push(line) };
  ctx = await hardeningContext({ ...(loggerOptions('info') as FastifyLoggerOptions), stream });
});
afterAll(() => ctx.close());

describe('secrets in logs', () => {
  it('logs no password, token, API key or authorization header value', async () => {
    const secrets: Record<string, string> = { 'admin password': TEST_ADMIN.password };
    const wrongPassword = `wrong-password-${randomUUID()}`;
    secrets['wrong password'] = wrongPassword;
    const call = (opts: InjectOptions) => ctx.app.inject(opts);

    const failed = await call({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: TEST_ADMIN.email, password: wrongPassword },
    });
    expect(failed.statusCode).toBe(401);
    const login = await call({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    expect(login.statusCode).toBe(200);
    const first = json<{ token: string; refresh_token: string }>(login);
    secrets['access token'] = first.token;
    secrets['refresh token'] = first.refresh_token;

    const refreshed = await call({
      method: 'POST',
      url: '/api/admin/auth/refresh',
      payload: { refresh_token: first.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    const second = json<{ token: string; refresh_token: string }>(refreshed);
    secrets['rotated access token'] = second.token;
    secrets['rotated refresh token'] = second.refresh_token;
    // An unauthenticated call with a bad bearer.
    const garbage = `garbage-${randomUUID()}`;
    secrets['garbage bearer'] = garbage;
    await call({ method: 'GET', url: '/api/admin/auth/me', headers: bearer(garbage) });

    const admin = bearer(second.token);
    const me = await call({ method: 'GET', url: '/api/admin/auth/me', headers: admin });
    expect(me.statusCode).toBe(200);

    // Two-step sign-in: the secret, its URI, the codes and the challenge stay out of the log
    // (a 6-digit code is searched for as a JSON string, so numbers in log lines cannot match).
    const enrolment = await call({ method: 'POST', url: '/api/admin/auth/two-step/enrolment', headers: admin });
    const { secret: totpSecret, otpauth_uri } = json<{ secret: string; otpauth_uri: string }>(enrolment);
    secrets['TOTP secret'] = totpSecret;
    secrets['otpauth URI'] = otpauth_uri;
    const totp = new TOTP({ secret: Secret.fromBase32(totpSecret) });
    const confirmCode = totp.generate({ timestamp: Date.now() - 30_000 });
    secrets['confirming code'] = `"${confirmCode}"`;
    const confirmed = await call({
      method: 'POST',
      url: '/api/admin/auth/two-step/enrolment/confirm',
      headers: admin,
      payload: { code: confirmCode },
    });
    expect(confirmed.statusCode).toBe(200);
    const { recovery_codes } = json<{ recovery_codes: string[] }>(confirmed);
    recovery_codes.forEach((code, i) => (secrets[`recovery code ${i + 1}`] = code.replaceAll('-', '')));
    recovery_codes.forEach((code, i) => (secrets[`recovery code ${i + 1} as shown`] = code));
    const challenged = await call({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    const { challenge } = json<{ challenge: string }>(challenged);
    secrets['sign-in challenge'] = challenge;
    const signInCode = totp.generate({ timestamp: Date.now() + 30_000 });
    secrets['sign-in code'] = `"${signInCode}"`;
    const passed = await call({
      method: 'POST',
      url: '/api/admin/auth/login/mfa',
      payload: { challenge, code: signInCode },
    });
    expect(passed.statusCode).toBe(200);
    secrets['access token after two-step'] = json<{ token: string }>(passed).token;
    const off = await call({
      method: 'POST',
      url: '/api/admin/auth/two-step/disable',
      headers: admin,
      payload: { password: TEST_ADMIN.password, code: recovery_codes[0] },
    });
    expect(off.statusCode).toBe(200);

    const created = await call({
      method: 'POST',
      url: '/api/v1/admin/api-keys',
      headers: admin,
      payload: { name: `Logs key ${randomUUID()}` },
    });
    expect(created.statusCode).toBe(201);
    const apiKey = json<{ data: { api_key: string } }>(created).data.api_key;
    secrets['API key'] = apiKey;
    const storefront = await call({ method: 'GET', url: '/api/v1/products', headers: { 'x-api-key': apiKey } });
    expect(storefront.statusCode).toBe(200);
    // The key where it must not go: in the query string (refused, and masked in the log).
    const inQuery = await call({ method: 'GET', url: `/api/v1/products?api_key=${apiKey}` });
    expect(inQuery.statusCode).toBe(400);

    // Onboarding: an admin issues a link, the customer opens it and sets a password.
    const [customer] = await ctx.database.db
      .insert(users)
      .values({ email: `logs-${randomUUID()}@example.com`, name: 'Log Customer' })
      .returning();
    const link = await call({
      method: 'POST',
      url: `/api/admin/users/${customer!.id}/onboarding-link`,
      headers: admin,
    });
    expect(link.statusCode).toBe(200);
    const onboardingToken = /\/onboarding\/([^/?"#]+)/.exec(link.body)?.[1];
    expect(onboardingToken).toBeTruthy();
    secrets['onboarding token'] = onboardingToken!;
    const customerPassword = `customer-pass-${randomUUID()}`;
    secrets['customer password'] = customerPassword;
    const info = await call({ method: 'GET', url: `/api/v1/onboarding/${onboardingToken}` });
    expect(info.statusCode).toBe(200);
    const done = await call({
      method: 'POST',
      url: `/api/v1/onboarding/${onboardingToken}`,
      payload: { password: customerPassword, confirm_password: customerPassword, name: 'Log Customer' },
    });
    expect(done.statusCode, done.body).toBe(200);

    // Password reset (decision 0024): a second admin asks for a link, the token is read from the
    // mail in the outbox, checked, used with a new password, and used again (refused).
    const resetEmail = `logs-reset-${randomUUID()}@example.com`;
    await ctx.database.db
      .insert(users)
      .values({ email: resetEmail, name: 'Log Reset Admin', isAdmin: true, adminRole: 'administrator' });
    const forgot = await call({
      method: 'POST',
      url: '/api/admin/auth/password/forgot',
      payload: { email: resetEmail },
    });
    expect(forgot.statusCode).toBe(202);
    // The link is made and mailed by a job (decision 0047): run it, and its log lines with it.
    await ctx.app.jobs.drain();
    const [resetMail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, resetEmail));
    const resetToken = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(resetMail?.bodyText ?? '')?.[1];
    expect(resetToken).toBeTruthy();
    secrets['password reset token'] = resetToken!;
    const resetPassword = `reset-pass-${randomUUID()}`;
    secrets['password set by a reset link'] = resetPassword;
    expect((await call({ method: 'GET', url: `/api/admin/auth/password/reset/${resetToken}` })).statusCode).toBe(200);
    for (const expected of [200, 410]) {
      const used = await call({
        method: 'POST',
        url: '/api/admin/auth/password/reset',
        payload: { token: resetToken, password: resetPassword },
      });
      expect(used.statusCode).toBe(expected);
    }

    // A CSV export: the token from the panel's call, then the browser's form post, used twice
    // (the second is refused).
    const started = await call({
      method: 'POST',
      url: '/api/admin/exports',
      headers: admin,
      payload: { resource: 'users', query: { search: 'logs' } },
    });
    expect(started.statusCode).toBe(201);
    const exportToken = json<{ token: string }>(started).token;
    secrets['export download token'] = exportToken;
    for (const expected of [200, 410]) {
      const downloaded = await call({
        method: 'POST',
        url: '/api/admin/exports/download',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: exportToken }).toString(),
      });
      expect(downloaded.statusCode).toBe(expected);
    }

    // Every route of the app, as an admin and with an API key at once, each body carrying a
    // password and each query a token: whatever a route logs, success or error, is in `lines`.
    const bodyPassword = `body-pass-${randomUUID()}`;
    secrets['password in a body'] = bodyPassword;
    let routes = 0;
    for (const route of routeTable(ctx.app)) {
      if (route.path.endsWith('/auth/logout')) continue;
      routes += 1;
      await call({
        method: route.method,
        url: `${concreteUrl(route.path)}?token=${second.token}`,
        headers: { ...admin, 'x-api-key': apiKey },
        ...(route.method === 'GET' || route.method === 'DELETE'
          ? {}
          : { payload: { password: bodyPassword, email: `logs-${randomUUID()}@example.com`, name: 'Logs' } }),
      });
    }
    expect(routes).toBeGreaterThan(50);

    await call({ method: 'POST', url: '/api/admin/auth/logout', headers: admin });
    // A replayed (already rotated) refresh token: refused, and logged without its value.
    const replay = await call({
      method: 'POST',
      url: '/api/admin/auth/refresh',
      payload: { refresh_token: first.refresh_token },
    });
    expect(replay.statusCode).toBe(401);

    const text = lines.join('');
    expect(text).toContain('incoming request');
    const leaked = Object.entries(secrets)
      .filter(([, value]) => text.includes(value))
      .map(([name]) => name);
    // Any authorization header value at all, redacted or not, must not be in the log.
    const headerValues = text.match(/"authorization":"(?!\[redacted\])[^"]*"/gi) ?? [];
    figure(
      `secrets in logs: ${leaked.length + headerValues.length} leaks of ${Object.keys(secrets).length} secrets ` +
        `in ${lines.length} log lines (sign-in, refresh, keys, storefront, onboarding, password reset, and ${routes} routes)`,
    );
    expect(leaked).toEqual([]);
    expect(headerValues).toEqual([]);
  });
});
