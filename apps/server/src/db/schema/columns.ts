import { bigint, integer, timestamp } from 'drizzle-orm/pg-core';

/** Money is integer cents everywhere (DESIGN §3); bigint read back as a JS number. */
export const cents = (name: string) => bigint(name, { mode: 'number' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The revision of a record an admin edits: 1 when created, one more on every admin edit. It is the
 * record's ETag, and a write that names an older one is refused with 412 (stale-edit protection).
 * Not `version`: a software release's version is its own field (spec 001 §3).
 */
export const revision = () => integer('revision').notNull().default(1);

/**
 * The storage of a trigram (GIN) search index. A list searched much and written little keeps
 * `fastupdate` off: a search never scans a pending list (PGlite has no autovacuum to merge one).
 */
export const QUIET_TRIGRAMS = { fastupdate: false };

/**
 * A table written in volume (orders, shipments, audit rows: checkout and bulk actions) takes its
 * new entries into a pending list of at most 256 kB, merged in one sorted pass when full, rather
 * than into the index entry by entry: a row version costs the index a tenth as much, and a search
 * scans at most 256 kB of pending entries (decision 0020).
 */
export const BUSY_TRIGRAMS = { fastupdate: true, gin_pending_list_limit: 256 };
