import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { SharedRedis } from './redis.ts';
import type { SecretSealer } from './sealed.ts';
import type { TokenSigner } from './tokens.ts';

/** What the app is built from; tests build the real app from the same pieces. */
export interface AppDeps {
  config: Config;
  database: Database;
  signer: TokenSigner;
  /** This store's keys and events channel in Redis (REDIS_PREFIX, else one of its database's). */
  redisPrefix: string;
  /** Seals the TOTP secrets of two-step sign-in (the key ring of TOTP_ENCRYPTION_KEY, decision 0058). */
  sealer: SecretSealer;
  /** Seals onboarding links' tokens, so the panel can show a pending link (same ring, its own key). */
  onboardingSealer: SecretSealer;
  /** Seals the answers kept for Idempotency-Key retries (an API key's creation holds its secret). */
  answerSealer: SecretSealer;
  /** Seals webhook endpoints' signing secrets, which sign every delivery (decision 0062). */
  webhookSealer: SecretSealer;
  /**
   * Shared state across instances. Optional: without it the app connects to REDIS_URL itself (or
   * works from memory) and closes the connection with the app; tests pass their own (own prefix).
   */
  redis?: SharedRedis;
}

/** Plugin options every feature module receives. */
export interface FeatureOptions {
  deps: AppDeps;
}
