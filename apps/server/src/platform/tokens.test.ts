import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createTokenSigner } from './tokens.ts';

const SECRET = 'tokens-test-secret-0123456789-abcdefghijklmnop';

afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('verifies its own tokens, again and again, and each answer is a copy', async () => {
    const signer = createTokenSigner(SECRET);
    const token = await signer.sign({ userId: 7, sessionId: 'session-a' });
    const first = await signer.verify(token);
    expect(first).toEqual({ userId: 7, sessionId: 'session-a' });
    first!.userId = 99;
    expect(await signer.verify(token)).toEqual({ userId: 7, sessionId: 'session-a' });
  });

  it('refuses a token once it has expired, even one it verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
    const signer = createTokenSigner(SECRET);
    const token = await signer.sign({ userId: 7, sessionId: 'session-a' });
    expect(await signer.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date(Date.parse('2026-05-01T10:00:00Z') + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000));
    expect(await signer.verify(token)).toBeNull();
  });

  it("refuses another secret's token, a changed payload and garbage", async () => {
    const signer = createTokenSigner(SECRET);
    const other = createTokenSigner(`${SECRET}-other`);
    const token = await signer.sign({ userId: 7, sessionId: 'session-a' });
    expect(await other.verify(token)).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', sid: 'x', typ: 'access' })).toString('base64url');
    expect(await signer.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await signer.verify('not-a-token')).toBeNull();
  });
});

describe('rotating the signing secret (JWT_SECRET_PREVIOUS)', () => {
  it('accepts a token of the previous secret while it is listed, and signs with the current one', async () => {
    const before = createTokenSigner(SECRET);
    const token = await before.sign({ userId: 7, sessionId: 'session-a' });
    const rotated = createTokenSigner(`${SECRET}-next`, [SECRET]);
    expect(await rotated.verify(token)).toEqual({ userId: 7, sessionId: 'session-a' });
    expect(await createTokenSigner(`${SECRET}-next`).verify(token)).toBeNull();
    // New tokens are the new secret's: the old secret alone refuses them.
    expect(await before.verify(await rotated.sign({ userId: 7, sessionId: 'session-b' }))).toBeNull();
  });
});
