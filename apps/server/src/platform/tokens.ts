// Short-lived signed access tokens (JWT, HS256). Refresh tokens are opaque secrets (see
// features/auth/service.ts), so one can never be mistaken for the other.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@store/contract/auth';
import { VerifiedTokens } from './fast-path/verified-tokens.ts';

export { ACCESS_TOKEN_TTL_SECONDS };
const ISSUER = 'store-admin';
const AUDIENCE = 'store-admin/panel';
const TOKEN_TYPE = 'access';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export interface TokenSigner {
  sign(claims: AccessClaims): Promise<string>;
  /** Returns the claims, or null for any token that is not a valid, current access token. */
  verify(token: string): Promise<AccessClaims | null>;
}

/**
 * Signs with `secret`; verifies with it, then with each of `previous` (JWT_SECRET_PREVIOUS), so
 * rotating the secret signs nobody out: a token signed before keeps working until it expires.
 */
export function createTokenSigner(secret: string, previous: readonly string[] = []): TokenSigner {
  const verified = new VerifiedTokens<AccessClaims>();
  // One CryptoKey per secret for the process: given raw bytes, jose imports them into WebCrypto on
  // every call (12 % of the server's CPU on an authenticated list under load, bench/README.md).
  const importKey = (value: string) =>
    crypto.subtle.importKey('raw', new TextEncoder().encode(value), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  const key = importKey(secret);
  const keys = [key, ...previous.map(importKey)];

  const verifyWith = async (token: string) => {
    for (const candidate of keys) {
      try {
        return await jwtVerify(token, await candidate, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
      } catch (err) {
        // Only a signature made with another secret sends it on to the next one.
        if (!(err instanceof joseErrors.JWSSignatureVerificationFailed)) throw err;
      }
    }
    return null;
  };

  return {
    sign: async ({ userId, sessionId }) =>
      new SignJWT({ sid: sessionId, typ: TOKEN_TYPE })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(await key),
    verify: async (token) => {
      const known = verified.get(token);
      if (known) return { ...known };
      try {
        const result = await verifyWith(token);
        if (!result) return null;
        const { payload } = result;
        const userId = Number(payload.sub);
        if (payload.typ !== TOKEN_TYPE || typeof payload.sid !== 'string' || !Number.isSafeInteger(userId)) {
          return null;
        }
        const claims = { userId, sessionId: payload.sid };
        verified.put(token, claims, payload.exp! * 1000);
        return { ...claims };
      } catch (err) {
        if (err instanceof joseErrors.JOSEError) return null;
        throw err;
      }
    },
  };
}
