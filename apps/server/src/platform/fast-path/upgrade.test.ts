// The fast path's door (README.md): the versions of the libraries its layers were checked against,
// and the behaviour of theirs each layer relies on, proved on the installed version (the response
// check's, beside it in response-check.test.ts).
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { SignJWT, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { installedVersion } from '../../test/installed-version.ts';
import { securityHeaders } from './security-headers.ts';

export const CHECKED = {
  zod: '4.6.7',
  'fastify-type-provider-zod': '7.0.0',
  helmet: '8.3.0',
  jose: '6.2.17',
} as const;

describe('the fast path door', () => {
  for (const [name, version] of Object.entries(CHECKED)) {
    it(`was checked against ${name} ${version}`, () => {
      expect(installedVersion(name), `${name} changed: see platform/fast-path/README.md`).toBe(version);
    });
  }

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
