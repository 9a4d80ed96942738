// The customer's side of an onboarding link (DESIGN §4): who the link is for, and completing it —
// the customer sets a password (and a name when the account has none). Completing marks the
// account onboarded and consumes the link in one guarded UPDATE, so of two submissions of the
// same link exactly one succeeds (the users feature's write, users/accounts.ts).
import { eq } from 'drizzle-orm';
import {
  ONBOARDING_MESSAGES,
  type OnboardingBody,
  type OnboardingInfo,
  type OnboardingResult,
} from '@store/contract/onboarding';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { sha256 } from '../../platform/secrets.ts';
import { completeOnboardingOf } from '../users/accounts.ts';

/** Tokens are URL-safe random secrets (platform/secrets.ts); anything else cannot be one. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,200}$/;

const invalidLink = () => new AppError('NOT_FOUND', ONBOARDING_MESSAGES.invalidLink);

async function findByToken(db: Db, token: string) {
  if (!TOKEN_SHAPE.test(token)) throw invalidLink();
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    // Tokens are kept as their SHA-256 (decision 0058).
    .where(eq(users.onboardingTokenHash, sha256(token)))
    .limit(1);
  if (!row) throw invalidLink();
  return row;
}

export async function onboardingInfo(db: Db, token: string): Promise<OnboardingInfo> {
  const { email, name } = await findByToken(db, token);
  return { email, name };
}

export async function completeOnboarding(db: Db, token: string, body: OnboardingBody): Promise<OnboardingResult> {
  const user = await findByToken(db, token);
  const name = body.name ?? user.name;
  if (name.trim() === '') throw invalid('name', ONBOARDING_MESSAGES.nameRequired);
  const passwordHash = await hashPassword(body.password);
  const done = await completeOnboardingOf(db, user.id, token, { passwordHash, name });
  // Someone else used the link between the look-up and now.
  if (!done) throw invalidLink();
  return { message: ONBOARDING_MESSAGES.completed, email: done.email };
}
