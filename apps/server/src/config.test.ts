// The environment is read once at start: a value out of shape stops the server with a message
// naming the variable, before anything listens.
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
