// Admin accounts made outside the panel: the first admin at start-up and the CLI.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { randomToken } from '../../platform/secrets.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@store.local';

export type FirstAdmin = { created: false } | { created: true; email: string; password: string; generated: boolean };

/** Creates an admin when none exists, from the given account or with a generated password. */
export async function ensureFirstAdmin(
  db: Db,
  account: { email?: string | undefined; password?: string | undefined },
): Promise<FirstAdmin> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  if (existing) return { created: false };
  const email = (account.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const password = account.password ?? randomToken(12);
  await upsertAdmin(db, { email, password, name: 'Store Admin' });
  return { created: true, email, password, generated: account.password === undefined };
}

/**
 * Creates the admin, or makes an existing account an admin with this password. Both are Owners:
 * the first admin, and one made from the server's command line (the way back in for a store
 * whose Owners are locked out).
 */
export async function upsertAdmin(
  db: Db,
  account: { email: string; password: string; name: string },
): Promise<'created' | 'updated'> {
  const email = account.email.toLowerCase();
  const passwordHash = await hashPassword(account.password);
  const [row] = await db
    .insert(users)
    .values({ email, name: account.name, passwordHash, isAdmin: true, adminRole: 'owner', onboardingCompleted: true })
    .onConflictDoUpdate({
      target: users.email,
      set: {
        passwordHash,
        isAdmin: true,
        adminRole: 'owner',
        onboardingCompleted: true,
        onboardingToken: null,
        updatedAt: new Date(),
      },
    })
    .returning({ createdAt: users.createdAt, updatedAt: users.updatedAt });
  return row && row.createdAt.getTime() === row.updatedAt.getTime() ? 'created' : 'updated';
}
