// Secrets the server must read back (an authenticator app's TOTP secret), sealed at rest with
// AES-256-GCM under a key ring (decision 0058): the ring's first key seals, every key opens, so a
// new key can be put in front while values sealed under the old ones still open.
//
// Two formats are read:
// - `v2.<key id>.<iv>.<body>.<tag>`: sealed under a ring key (TOTP_ENCRYPTION_KEY, or on the
//   embedded default the `totp-key` file); the id names the key, so opening tries one key.
// - `v1.<iv>.<body>.<tag>`: sealed under a key derived from a signing secret (JWT_SECRET), as
//   every value was before the ring; opened with the current and the previous signing secrets.
// Each use (`purpose`) derives its own AES key from a ring key with HKDF.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** What each use derives its own key for: the two-step secrets, and onboarding links' tokens. */
export const SEALING_PURPOSES = {
  twoStep: 'two-step-totp',
  onboardingLink: 'onboarding-link',
  idempotentAnswer: 'idempotent-answer',
  webhookSecret: 'webhook-secret',
} as const;

/** A ring key's length: 256 random bits. */
export const SEALING_KEY_BYTES = 32;

export interface SealingKeys {
  /** Ring keys, the sealing one first; empty: seal under the first signing secret (v1). */
  keys: Buffer[];
  /** The signing secrets (current first, then previous ones) whose derived keys open v1 values. */
  signingSecrets: string[];
}

export interface SecretSealer {
  seal(plain: string): string;
  /** The plain text, or an error when no key of the ring opens it (tampered, key removed). */
  open(sealed: string): string;
  /** Whether a value was sealed by another key than the one that seals now (re-seal it). */
  isStale(sealed: string): boolean;
  /**
   * The id of the key that sealed a value: a ring key's id, or for v1 values JWT_SECRET or
   * JWT_SECRET_PREVIOUS (found by opening it); null when unreadable or no key of v1 opens it.
   */
  keyIdOf(sealed: string): string | null;
}

/** A short public name of a ring key, kept in what it seals: a hash prefix, not the key. */
export function sealingKeyId(key: Buffer): string {
  return createHash('sha256').update('store-admin/sealing-key-id').update(key).digest('base64url').slice(0, 8);
}

/** The ids v1 values are reported under: sealed under JWT_SECRET, or under a previous secret. */
export const CURRENT_SIGNING_SECRET = 'JWT_SECRET';
export const PREVIOUS_SIGNING_SECRET = 'JWT_SECRET_PREVIOUS';

function derive(root: Buffer | string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', root, 'store-admin/sealed', purpose, 32));
}

function encrypt(key: Buffer, plain: string): string[] {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')];
}

function decrypt(key: Buffer, iv: string, body: string, tag: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** `purpose` separates the keys of different uses of the same ring. */
export function createSecretSealer(ring: SealingKeys, purpose: string): SecretSealer {
  if (ring.keys.length === 0 && ring.signingSecrets.length === 0) throw new Error('a sealer needs a key');
  const ringKeys = new Map(ring.keys.map((key) => [sealingKeyId(key), derive(key, purpose)]));
  const legacyKeys = ring.signingSecrets.map((secret) => derive(secret, purpose));
  const sealingId = ring.keys[0] ? sealingKeyId(ring.keys[0]) : null;

  /** A v1 value's plain text and which signing secret opened it (0: the current one). */
  const openV1 = (iv: string, body: string, tag: string) => {
    for (const [index, key] of legacyKeys.entries()) {
      try {
        return { plain: decrypt(key, iv, body, tag), index };
      } catch {
        // not this secret's: try the next one
      }
    }
    throw new Error('sealed under a signing secret that is neither JWT_SECRET nor in JWT_SECRET_PREVIOUS');
  };

  const keyIdOf = (sealed: string): string | null => {
    const parts = sealed.split('.');
    if (parts[0] === 'v2' && parts.length === 5) return parts[1]!;
    if (parts[0] !== 'v1' || parts.length !== 4) return null;
    try {
      return openV1(parts[1]!, parts[2]!, parts[3]!).index === 0 ? CURRENT_SIGNING_SECRET : PREVIOUS_SIGNING_SECRET;
    } catch {
      return null;
    }
  };

  return {
    seal(plain) {
      if (sealingId === null) return ['v1', ...encrypt(legacyKeys[0]!, plain)].join('.');
      return ['v2', sealingId, ...encrypt(ringKeys.get(sealingId)!, plain)].join('.');
    },
    open(sealed) {
      const parts = sealed.split('.');
      if (parts[0] === 'v1' && parts.length === 4) return openV1(parts[1]!, parts[2]!, parts[3]!).plain;
      if (parts[0] === 'v2' && parts.length === 5) {
        const key = ringKeys.get(parts[1]!);
        if (!key) throw new Error(`sealed under key ${parts[1]}, which is not in TOTP_ENCRYPTION_KEY`);
        return decrypt(key, parts[2]!, parts[3]!, parts[4]!);
      }
      throw new Error('not a sealed value');
    },
    isStale(sealed) {
      if (sealingId !== null) return !sealed.startsWith(`v2.${sealingId}.`);
      // Sealing under the signing secret: stale unless the current one sealed it.
      return keyIdOf(sealed) !== CURRENT_SIGNING_SECRET;
    },
    keyIdOf,
  };
}

/**
 * How many of `values` each key of the ring sealed, by key id (`keyIdOf`); a value no key opens
 * counts as 'unreadable' (`npm run secrets:reseal` prints these).
 */
export function countBySealingKey(sealer: SecretSealer, values: Iterable<string>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const sealed of values) {
    let id: string;
    try {
      sealer.open(sealed);
      id = sealer.keyIdOf(sealed) ?? 'unreadable';
    } catch {
      id = 'unreadable';
    }
    counts[id] = (counts[id] ?? 0) + 1;
  }
  return counts;
}
