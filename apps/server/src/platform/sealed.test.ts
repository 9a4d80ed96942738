// The key ring of sealed secrets (decision 0058): the first key seals, every key opens, and values
// sealed under a signing secret before the ring existed still open.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretSealer, sealingKeyId } from './sealed.ts';

const A = 'signing-secret-a-0123456789-abcdefghijklmnop';
const B = 'signing-secret-b-0123456789-abcdefghijklmnop';
const k1 = randomBytes(32);
const k2 = randomBytes(32);
const PURPOSE = 'two-step-totp';

describe('sealed secrets', () => {
  it('opens a value sealed under k1 with the ring "k2,k1", calls it stale, and seals again under k2', () => {
    const before = createSecretSealer({ keys: [k1], signingSecrets: [A] }, PURPOSE);
    const sealed = before.seal('JBSWY3DPEHPK3PXP');
    expect(sealed.startsWith(`v2.${sealingKeyId(k1)}.`)).toBe(true);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(before.isStale(sealed)).toBe(false);

    const ring = createSecretSealer({ keys: [k2, k1], signingSecrets: [A] }, PURPOSE);
    expect(ring.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(ring.isStale(sealed)).toBe(true);
    expect(ring.keyIdOf(sealed)).toBe(sealingKeyId(k1));
    const again = ring.seal(ring.open(sealed));
    expect(again.startsWith(`v2.${sealingKeyId(k2)}.`)).toBe(true);
    expect(ring.isStale(again)).toBe(false);
    // Once every value is sealed under k2, k1 can leave the ring.
    expect(createSecretSealer({ keys: [k2], signingSecrets: [B] }, PURPOSE).open(again)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a value whose key left the ring, naming the key, and a tampered value', () => {
    const sealed = createSecretSealer({ keys: [k1], signingSecrets: [A] }, PURPOSE).seal('secret');
    const without = createSecretSealer({ keys: [k2], signingSecrets: [A] }, PURPOSE);
    expect(() => without.open(sealed)).toThrow(
      `sealed under key ${sealingKeyId(k1)}, which is not in TOTP_ENCRYPTION_KEY`,
    );
    const parts = sealed.split('.');
    parts[3] = Buffer.from('another body').toString('base64url');
    expect(() => createSecretSealer({ keys: [k1], signingSecrets: [A] }, PURPOSE).open(parts.join('.'))).toThrow();
    expect(() => without.open('plain text')).toThrow('not a sealed value');
  });

  it('opens the values sealed under the signing secret (v1) with the current or a previous secret', () => {
    // Sealed as every store sealed them before the ring: no key, the signing secret A.
    const legacy = createSecretSealer({ keys: [], signingSecrets: [A] }, PURPOSE);
    const sealed = legacy.seal('JBSWY3DPEHPK3PXP');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(legacy.keyIdOf(sealed)).toBe('JWT_SECRET');

    const rotated = createSecretSealer({ keys: [k1], signingSecrets: [B, A] }, PURPOSE);
    expect(rotated.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(rotated.keyIdOf(sealed)).toBe('JWT_SECRET_PREVIOUS');
    expect(rotated.isStale(sealed)).toBe(true);

    // Without a ring key, the current signing secret seals: A's value is stale under B.
    const signingOnly = createSecretSealer({ keys: [], signingSecrets: [B, A] }, PURPOSE);
    expect(signingOnly.isStale(sealed)).toBe(true);
    expect(signingOnly.isStale(signingOnly.seal('x'))).toBe(false);

    expect(() => createSecretSealer({ keys: [k1], signingSecrets: [B] }, PURPOSE).open(sealed)).toThrow(
      /neither JWT_SECRET nor in JWT_SECRET_PREVIOUS/,
    );
    // Another purpose derives another key from the same ring.
    expect(() => createSecretSealer({ keys: [], signingSecrets: [A] }, 'other').open(sealed)).toThrow();
  });
});
