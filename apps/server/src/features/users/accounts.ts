// Accounts made or changed outside the users screen, in the caller's transaction: the first admin
// at start-up and the CLI's admin, the customer a payment creates, the customer's onboarding and an
// admin's password reset. The users feature owns the `users` table (decision 0046): these are its
// writes for the payment workflow, the onboarding page and the reset link.
//
// Onboarding links (decision 0058): a link's token is kept as its SHA-256, which is how the
// onboarding page finds it, and sealed beside it (platform/sealed.ts, the two-step secrets' key
// ring) so the panel can still show and copy a pending link (spec 000). The database alone holds
// no usable link.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../platform/errors.ts';
import type { LinkIsLive } from '../../platform/mail.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { nextRevision } from '../../platform/revisions.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';
import { emitWebhookEvent } from '../webhooks/service.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { SecretSealer } from '../../platform/sealed.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@store.local';

export type FirstAdmin = { created: false } | { created: true; email: string; password: string; generated: boolean };

type UserRow = typeof users.$inferSelect;

/** Where links point (PUBLIC_URL) and what seals their tokens. */
export interface OnboardingLinks {
  publicUrl: string;
  sealer: SecretSealer;
}

export const onboardingLinksOf = (deps: AppDeps): OnboardingLinks => ({
  publicUrl: deps.config.publicUrl,
  sealer: deps.onboardingSealer,
});

type LinkColumns = Pick<UserRow, 'onboardingTokenHash' | 'onboardingLinkSealed'>;

/** Where an onboarding link points: the panel's public account set-up page (DESIGN §4). */
export function onboardingLink(publicUrl: string, token: string): string {
  return `${publicUrl}/onboarding/${encodeURIComponent(token)}`;
}

/** A new link: its token (for the answer or the mail, never stored) and the columns that keep it. */
export function newOnboardingToken(links: OnboardingLinks): { token: string; columns: LinkColumns } {
  const token = randomToken(32);
  return { token, columns: { onboardingTokenHash: sha256(token), onboardingLinkSealed: links.sealer.seal(token) } };
}

/** The columns of an account without a link (used, or never made). */
export const NO_ONBOARDING_LINK: LinkColumns = { onboardingTokenHash: null, onboardingLinkSealed: null };

/**
 * A row's pending link as the panel shows it; null without a link, for a link made before tokens
 * were sealed, or when no key of the ring opens it any more (the link itself still works).
 */
export function shownOnboardingLink(links: OnboardingLinks, row: LinkColumns): string | null {
  if (row.onboardingTokenHash === null || row.onboardingLinkSealed === null) return null;
  try {
    return onboardingLink(links.publicUrl, links.sealer.open(row.onboardingLinkSealed));
  } catch {
    return null;
  }
}

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
        ...NO_ONBOARDING_LINK,
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

/** A new customer as the `customer.created` webhook event tells of them (decision 0062). */
export function customerOf(row: UserRow) {
  return { id: row.id, email: row.email, name: row.name, created_at: row.createdAt.toISOString() };
}

/**
 * The paying customer of an e-mail, insert-or-get and race-safe: of concurrent inserts of one
 * e-mail, one inserts and all read it. A new customer gets an onboarding link (DESIGN §4), answered
 * once here (`onboardingLink`): the row keeps its hash and its sealed token only.
 */
export async function findOrCreateCustomer(
  tx: Tx,
  links: OnboardingLinks,
  rawEmail: string,
): Promise<{ user: UserRow; isNew: true; onboardingLink: string } | { user: UserRow; isNew: false }> {
  const email = rawEmail.trim().toLowerCase();
  for (let attempt = 0; attempt < 3; attempt++) {
    const link = newOnboardingToken(links);
    const [inserted] = await tx
      .insert(users)
      .values({ email, name: nameFromEmail(email), ...link.columns, onboardingCompleted: false })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (inserted) {
      await emitWebhookEvent(tx, 'customer.created', { customer: customerOf(inserted) });
      return { user: inserted, isNew: true, onboardingLink: onboardingLink(links.publicUrl, link.token) };
    }
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
    if (existing) return { user: existing, isNew: false };
    // Deleted between the two statements: try again.
  }
  throw new AppError('CONFLICT', 'The customer account could not be created; please retry');
}

/** The customer's onboarding link while they have not set a password; null otherwise. */
export function pendingOnboardingLink(
  links: OnboardingLinks,
  user: Pick<UserRow, 'onboardingTokenHash' | 'onboardingLinkSealed' | 'onboardingCompleted'> | undefined,
): string | null {
  return user && !user.onboardingCompleted ? shownOnboardingLink(links, user) : null;
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
      ...NO_ONBOARDING_LINK,
      updatedAt: new Date(),
      revision: nextRevision(users.revision),
    })
    .where(and(eq(users.id, userId), eq(users.onboardingTokenHash, sha256(token))))
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
 * still holds the link's token, both kept as its SHA-256 (the outbox's retention).
 */
export const onboardingLinkIsLive: LinkIsLive = (mail): SQL =>
  sql`exists (select 1 from ${users} where ${users.email} = ${mail.to} and not ${users.onboardingCompleted}
    and ${users.onboardingTokenHash} = ${mail.secretHash})`;
