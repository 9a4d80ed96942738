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

describe('deploy settings (issue 32, item 4)', () => {
  it('default to migrating at start, a pool of 10 and a drain of 5 s', () => {
    const config = loadConfig({});
    expect([config.migrateOnStart, config.databasePoolSize, config.shutdownDrainMs]).toEqual([true, 10, 5_000]);
  });

  it('are taken as given', () => {
    const config = loadConfig({ MIGRATE_ON_START: 'false', DATABASE_POOL_SIZE: '40', SHUTDOWN_DRAIN_MS: '0' });
    expect([config.migrateOnStart, config.databasePoolSize, config.shutdownDrainMs]).toEqual([false, 40, 0]);
  });

  it('refuse values out of range or shape, naming the variable', () => {
    for (const [name, bad] of [
      ['MIGRATE_ON_START', 'maybe'],
      ['DATABASE_POOL_SIZE', '0'],
      ['DATABASE_POOL_SIZE', '501'],
      ['DATABASE_POOL_SIZE', '2.5'],
      ['SHUTDOWN_DRAIN_MS', '-1'],
      ['SHUTDOWN_DRAIN_MS', '300001'],
    ] as const) {
      expect(() => loadConfig({ [name]: bad }), `${name}=${bad}`).toThrow(
        new RegExp(`^Invalid configuration:\\n  - ${name}:`),
      );
    }
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

describe('METRICS_TOKEN and METRICS_PORT', () => {
  it('are off unless set, and taken as given', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
    const token = 'm'.repeat(16);
    expect(loadConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464' }).metrics).toEqual({ token, port: 9464 });
  });

  it('refuses a token under 16 characters, naming the variable and not showing the token', () => {
    let refusal: unknown = null;
    try {
      loadConfig({ METRICS_TOKEN: 'short-token' });
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(ConfigError);
    expect(String(refusal)).toContain('METRICS_TOKEN: METRICS_TOKEN must be at least 16 characters');
    expect(String(refusal)).not.toContain('short-token');
  });

  it('reads the token from METRICS_TOKEN_FILE', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'config-metrics-')), 'token');
    writeFileSync(path, 'metrics-token-from-a-file\n');
    expect(loadConfig({ METRICS_TOKEN_FILE: path }).metrics.token).toBe('metrics-token-from-a-file');
  });

  it('refuses a port that is not one, or the server’s own', () => {
    for (const bad of ['0', '65536', 'abc', '80.5']) {
      expect(() => loadConfig({ METRICS_PORT: bad }), bad).toThrow(/METRICS_PORT/);
    }
    expect(() => loadConfig({ PORT: '4000', METRICS_PORT: '4000' })).toThrow(
      /METRICS_PORT: must differ from PORT \(both are 4000\)/,
    );
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
