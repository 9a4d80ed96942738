import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Money is integer cents everywhere (DESIGN §3); bigint read back as a JS number. */
export const cents = (name: string) => bigint(name, { mode: 'number' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
