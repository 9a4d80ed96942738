// The environment is read once at start: a value out of shape stops the server with a message
// naming the variable, before anything listens.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('REDIS_PREFIX', () => {
  it('is taken as given, and unset leaves it to the database', () => {
    expect(loadConfig({ REDIS_PREFIX: 'shop-eu:' }).redisPrefix).toBe('shop-eu:');
    expect(loadConfig({}).redisPrefix).toBeUndefined();
  });

  it('refuses a prefix with spaces, other characters or over 64 characters, naming the variable', () => {
    for (const bad of ['shop eu', 'shop*', 'é:', 'x'.repeat(65)]) {
      expect(() => loadConfig({ REDIS_PREFIX: bad }), JSON.stringify(bad)).toThrow(ConfigError);
      expect(() => loadConfig({ REDIS_PREFIX: bad }), JSON.stringify(bad)).toThrow(/REDIS_PREFIX/);
    }
    // Empty, as most shells and .env files mean it: unset.
    expect(loadConfig({ REDIS_PREFIX: '' }).redisPrefix).toBeUndefined();
  });
});

describe('secrets given as files (NAME_FILE)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'config-secrets-'));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it('reads each secret from its file, without the trailing line break', () => {
    const secret = 's'.repeat(40);
    const config = loadConfig({
      JWT_SECRET_FILE: file('jwt', `${secret}\n`),
      DATABASE_URL_FILE: file('db', 'postgres://store:pw@db:5432/store\r\n'),
      STRIPE_WEBHOOK_SECRET_FILE: file('stripe', 'whsec_from_file'),
    });
    expect(config.jwtSecret).toBe(secret);
    expect(config.databaseUrl).toBe('postgres://store:pw@db:5432/store');
    expect(config.stripeWebhookSecret).toBe('whsec_from_file');
  });

  it('checks a secret from a file like one given plainly, naming the variable', () => {
    expect(() => loadConfig({ JWT_SECRET_FILE: file('short', 'too-short\n') })).toThrow(/JWT_SECRET/);
  });

  it('refuses both NAME and NAME_FILE, and a file it cannot read, without showing the secret', () => {
    const both = () => loadConfig({ SMTP_URL: 'smtp://mail:25', SMTP_URL_FILE: file('smtp', 'smtp://other:25') });
    expect(both).toThrow(ConfigError);
    expect(both).toThrow(/SMTP_URL_FILE: set SMTP_URL or SMTP_URL_FILE, not both/);
    const missing = () => loadConfig({ ADMIN_PASSWORD_FILE: join(dir, 'nowhere') });
    expect(missing).toThrow(/ADMIN_PASSWORD_FILE: cannot read .*nowhere \(ENOENT\)/);
    let refusal: unknown = null;
    try {
      loadConfig({ JWT_SECRET_FILE: file('leak', 'secret-value-that-is-too-short') });
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(ConfigError);
    expect(String(refusal)).toMatch(/JWT_SECRET/);
    expect(String(refusal)).not.toContain('secret-value-that-is-too-short');
  });

  it('leaves settings that are not secrets to their variables', () => {
    expect(loadConfig({ PORT_FILE: file('port', '4000') }).port).toBe(3000);
  });
});

describe('safe production defaults (issue 32)', () => {
  const SECRET = 's'.repeat(40);

  it('allows payment simulation on the embedded store and refuses it on PostgreSQL unless it is set', () => {
    expect(loadConfig({}).allowPaymentSimulation).toBe(true);
    const postgres = { DATABASE_URL: 'postgres://db/store', JWT_SECRET: SECRET };
    expect(loadConfig(postgres).allowPaymentSimulation).toBe(false);
    expect(loadConfig({ ...postgres, ALLOW_PAYMENT_SIMULATION: 'true' }).allowPaymentSimulation).toBe(true);
    expect(loadConfig({ ALLOW_PAYMENT_SIMULATION: 'false' }).allowPaymentSimulation).toBe(false);
  });

  it('keeps the API docs for admins unless API_DOCS=public, and refuses another value', () => {
    expect(loadConfig({}).apiDocs).toBe('admin');
    expect(loadConfig({ API_DOCS: 'public' }).apiDocs).toBe('public');
    expect(() => loadConfig({ API_DOCS: 'open' })).toThrow(/API_DOCS/);
  });

  it('reads JWT_SECRET_PREVIOUS as a list, each at least 32 characters', () => {
    expect(loadConfig({}).jwtSecretsPrevious).toEqual([]);
    expect(loadConfig({ JWT_SECRET_PREVIOUS: `${SECRET}, ${'t'.repeat(32)}` }).jwtSecretsPrevious).toEqual([
      SECRET,
      't'.repeat(32),
    ]);
    expect(() => loadConfig({ JWT_SECRET_PREVIOUS: 'short' })).toThrow(/JWT_SECRET_PREVIOUS.*at least 32/);
  });

  it('reads TOTP_ENCRYPTION_KEY as a ring of 32-byte keys, in base64 or base64url, from a file too', () => {
    const k1 = Buffer.alloc(32, 1);
    const k2 = Buffer.alloc(32, 250);
    const keys = loadConfig({ TOTP_ENCRYPTION_KEY: `${k1.toString('base64url')},${k2.toString('base64')}` }).totpKeys;
    expect(keys).toEqual([k1, k2]);
    const dir = mkdtempSync(join(tmpdir(), 'config-totp-'));
    writeFileSync(join(dir, 'key'), `${k2.toString('base64')}\n`);
    expect(loadConfig({ TOTP_ENCRYPTION_KEY_FILE: join(dir, 'key') }).totpKeys).toEqual([k2]);
    expect(loadConfig({}).totpKeys).toBeUndefined();
    for (const bad of ['too-short', Buffer.alloc(16).toString('base64'), `${k1.toString('base64url')},`]) {
      expect(() => loadConfig({ TOTP_ENCRYPTION_KEY: bad }), bad).toThrow(
        /TOTP_ENCRYPTION_KEY must hold keys of 32 bytes/,
      );
    }
  });
});
