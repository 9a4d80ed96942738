// Usage of the API keys (DESIGN §4): every storefront request bumps its key's usage_count and
// last_used_at, batched in memory and written about once a second (one UPDATE per key used),
// not a write per request. The app's onClose flushes what is left. The store's total of API
// requests is read from the same counts (decision 0035), so the two always agree.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { addKeyUsage } from '../api-keys/service.ts';

export const USAGE_FLUSH_MS = 1000;

export class UsageRecorder {
  private pending = new Map<number, { count: number; lastUsedAt: Date }>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  record(keyId: number, at = new Date()): void {
    const entry = this.pending.get(keyId);
    if (entry) {
      entry.count += 1;
      entry.lastUsedAt = at;
    } else {
      this.pending.set(keyId, { count: 1, lastUsedAt: at });
    }
  }

  /** Writes what was counted since the last flush; on failure the counts are kept for the next. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await this.db.transaction(async (tx) => {
        for (const [id, { count, lastUsedAt }] of batch) await addKeyUsage(tx, id, count, lastUsedAt);
      });
    } catch (err) {
      // Put the counts back so the next flush carries them.
      for (const [id, entry] of batch) {
        const now = this.pending.get(id);
        if (now) {
          now.count += entry.count;
          if (entry.lastUsedAt > now.lastUsedAt) now.lastUsedAt = entry.lastUsedAt;
        } else {
          this.pending.set(id, entry);
        }
      }
      this.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'api key usage flush failed');
    }
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), USAGE_FLUSH_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }
}
