// The fast path's door (README.md): the versions of the libraries its layers were checked against,
// and the behaviour of theirs each layer relies on, proved on the installed version.
import { existsSync, readFileSync } from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { Socket } from 'node:net';
import { dirname, join } from 'node:path';
import helmet from 'helmet';
import { SignJWT, jwtVerify } from 'jose';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UsersResponseSchema } from '@store/contract/users';
import { responseSerializer } from './response-check.ts';
import { securityHeaders } from './security-headers.ts';

export const CHECKED = {
  zod: '4.6.7',
  'fastify-type-provider-zod': '7.0.0',
  helmet: '8.3.0',
  jose: '6.2.17',
} as const;

function installedVersion(name: string): string {
  let folder = dirname(createRequire(import.meta.url).resolve(name));
  while (
    !existsSync(join(folder, 'package.json')) ||
    !readFileSync(join(folder, 'package.json'), 'utf8').includes(`"name": "${name}"`)
  ) {
    folder = dirname(folder);
  }
  return (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}

describe('the fast path door', () => {
  for (const [name, version] of Object.entries(CHECKED)) {
    it(`was checked against ${name} ${version}`, () => {
      expect(installedVersion(name), `${name} changed: see platform/fast-path/README.md`).toBe(version);
    });
  }

  it("answers what the type provider's own serializer answers, for a plain schema and for a codec", () => {
    const isoDate = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    const page = {
      users: [
        {
          id: 7,
          email: 'ada@example.com',
          name: 'Ada ✓',
          is_admin: false,
          admin_role: null,
          onboarding_completed: true,
          has_onboarding_link: false,
          onboarding_link: null,
          created_at: '2026-11-25T10:00:00.000Z',
          updated_at: '2026-11-25T10:00:00.000Z',
          revision: 3,
          password_hash: 'never sent',
        },
      ],
      pagination: { page: 1, limit: 10, total: 1, pages: 1 },
    };
    const withDate = z.object({ at: isoDate });
    for (const [schema, data] of [
      [UsersResponseSchema, page],
      [withDate, { at: new Date('2026-11-25T10:00:00.000Z') }],
    ] as const) {
      const route = { schema, method: 'GET', url: '/x' };
      const theirs = (serializerCompiler as unknown as (r: typeof route) => (d: unknown) => string)(route)(data);
      expect(responseSerializer(route)(data)).toBe(theirs);
    }
  });

  it("sets helmet's headers from its middleware run once, the same as on a request", () => {
    const options = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } };
    const request = new IncomingMessage(new Socket());
    const response = new ServerResponse(request);
    helmet(options)(request, response, () => {});
    expect(securityHeaders(options)).toEqual(
      Object.fromEntries(Object.entries(response.getHeaders()).map(([k, v]) => [k, String(v)])),
    );
    expect(securityHeaders(options)['content-security-policy']).toContain("default-src 'self'");
  });

  it('verifies the same HS256 token the same way every time (so a verified one can be kept)', async () => {
    const key = new TextEncoder().encode('a-secret-that-is-long-enough-for-hs256-signing');
    const token = await new SignJWT({ sid: 's' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1m')
      .sign(key);
    const [a, b] = await Promise.all([jwtVerify(token, key), jwtVerify(token, key)]);
    expect(a.payload).toEqual(b.payload);
    await expect(jwtVerify(`${token}x`, key)).rejects.toThrow();
  });
});
