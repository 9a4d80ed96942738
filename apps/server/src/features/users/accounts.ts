// Accounts made or changed outside the users screen, in the caller's transaction: the first admin
// at start-up and the CLI's admin, the customer a payment creates, the customer's onboarding and an
// admin's password reset. The users feature owns the `users` table (decision 0046): these are its
// writes for the payment workflow, the onboarding page and the reset link.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../platform/errors.ts';
import type { LinkIsLive } from '../../platform/mail.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { nextRevision } from '../../platform/revisions.ts';
import { randomToken } from '../../platform/secrets.ts';
import { onboardingLink } from './service.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@store.local';

export type FirstAdmin = { created: false } | { created: true; email: string; password: string; generated: boolean };

type UserRow = typeof users.$inferSelect;

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

/** A readable default name from the e-mail's local part: "jane.doe+shop" → "Jane Doe Shop". */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  const words = local
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1));
  return (words.join(' ') || local || email).slice(0, 100);
}

/**
 * The paying customer of an e-mail, insert-or-get and race-safe: of concurrent inserts of one
 * e-mail, one inserts and all read it. A new customer gets an onboarding link (DESIGN §4).
 */
export async function findOrCreateCustomer(tx: Tx, rawEmail: string): Promise<{ user: UserRow; isNew: boolean }> {
  const email = rawEmail.trim().toLowerCase();
  for (let attempt = 0; attempt < 3; attempt++) {
    const [inserted] = await tx
      .insert(users)
      .values({ email, name: nameFromEmail(email), onboardingToken: randomToken(), onboardingCompleted: false })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (inserted) return { user: inserted, isNew: true };
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
    if (existing) return { user: existing, isNew: false };
    // Deleted between the two statements: try again.
  }
  throw new AppError('CONFLICT', 'The customer account could not be created; please retry');
}

/** The customer's onboarding link while they have not set a password; null otherwise. */
export function pendingOnboardingLink(
  publicUrl: string,
  user: Pick<UserRow, 'onboardingToken' | 'onboardingCompleted'> | undefined,
): string | null {
  return user?.onboardingToken && !user.onboardingCompleted ? onboardingLink(publicUrl, user.onboardingToken) : null;
}

/**
 * Completes an onboarding link: the password and name are set, the account is onboarded and the
 * link consumed in one guarded UPDATE, so of two submissions of the same link exactly one gets
 * the row (the other gets null).
 */
export async function completeOnboardingOf(
  db: Db,
  userId: number,
  token: string,
  values: { passwordHash: string; name: string },
): Promise<{ email: string } | null> {
  const [done] = await db
    .update(users)
    .set({
      ...values,
      onboardingCompleted: true,
      onboardingToken: null,
      updatedAt: new Date(),
      revision: nextRevision(users.revision),
    })
    .where(and(eq(users.id, userId), eq(users.onboardingToken, token)))
    .returning({ email: users.email });
  return done ?? null;
}

/** Sets an account's password (an admin's reset link), in the caller's transaction. */
export async function setPassword(tx: Tx, userId: number, passwordHash: string, at: Date): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, updatedAt: at, revision: nextRevision(users.revision) })
    .where(eq(users.id, userId));
}

/**
 * Whether a mail's onboarding link still works: its recipient has not finished onboarding and
 * still has the link's token (the outbox's retention; the SHA-256 as platform/secrets.ts makes it).
 */
export const onboardingLinkIsLive: LinkIsLive = (mail): SQL =>
  sql`exists (select 1 from ${users} where ${users.email} = ${mail.to} and ${users.onboardingToken} is not null
    and not ${users.onboardingCompleted}
    and encode(sha256(convert_to(${users.onboardingToken}, 'UTF8')), 'hex') = ${mail.secretHash})`;
