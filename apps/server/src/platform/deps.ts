import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { TokenSigner } from './tokens.ts';

/** What the app is built from; tests build the real app from the same pieces. */
export interface AppDeps {
  config: Config;
  database: Database;
  signer: TokenSigner;
}

/** Plugin options every feature module receives. */
export interface FeatureOptions {
  deps: AppDeps;
}
