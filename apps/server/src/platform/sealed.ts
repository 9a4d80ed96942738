// Secrets the server must read back (an authenticator app's TOTP secret), sealed at rest with
// AES-256-GCM. The key is derived from the server's signing secret with HKDF, so no new setting
// is needed and every instance that shares JWT_SECRET can open what another sealed.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretSealer {
  seal(plain: string): string;
  /** The plain text, or an error when the value was not sealed with this key (tampered, rotated). */
  open(sealed: string): string;
}

/** `purpose` separates the keys of different uses of the same signing secret. */
export function createSecretSealer(signingSecret: string, purpose: string): SecretSealer {
  const key = Buffer.from(hkdfSync('sha256', signingSecret, 'store-admin/sealed', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64url'),
        body.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== VERSION || !iv || body === undefined || !tag) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
