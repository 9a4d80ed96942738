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
