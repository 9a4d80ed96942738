// Two-step sign-in (issue 17; decision 0025): an authenticator app's TOTP codes (RFC 6238) after the
// password, single-use recovery codes, the sign-in challenge between the two steps, and the
// setting that requires two-step of every admin. The rules and transactions of the auth feature's
// second step live here; service.ts calls them from the sign-in.
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { Secret, TOTP as Totp } from 'otpauth';
import {
  CHALLENGE_MAX_ATTEMPTS,
  CHALLENGE_TTL_SECONDS,
  RECOVERY_CODE_COUNT,
  TOTP,
  TOTP_DRIFT_STEPS,
  TWO_STEP_MESSAGES,
  isTotpCode,
  type EnrolmentRequired,
  type MfaRequired,
  type TwoStepEnrolment,
  type TwoStepStatus,
} from '@store/contract/two-step';
import type { Db, Tx } from '../../db/client.ts';
import { systemSettings } from '../../db/schema/operations.ts';
import { twoStepChallenges, twoStepRecoveryCodes, userTwoStep, users } from '../../db/schema/users.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { countBySealingKey, type SecretSealer } from '../../platform/sealed.ts';
import { daysAgo, deleteInBatches } from '../../platform/retention.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';

/** The `system_settings` key of "require two-step sign-in for every admin" ('true' / 'false'). */
export const TWO_STEP_REQUIRED_SETTING = 'two_step_required';

type ChallengePurpose = 'sign_in' | 'enrol';

function totpFor(secretBase32: string, label: string): Totp {
  return new Totp({
    issuer: TOTP.issuer,
    label,
    algorithm: TOTP.algorithm,
    digits: TOTP.digits,
    period: TOTP.periodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The time step a code is valid for, or null: the current step and one either side. */
function matchingStep(totp: Totp, code: string, now = Date.now()): number | null {
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_DRIFT_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** 16 characters of base32 (80 bits), shown as four groups of four. */
function newRecoveryCode(): string {
  const raw = new Secret({ size: 10 }).base32.toLowerCase();
  return raw.match(/.{4}/g)!.join('-');
}

/** Replaces the user's recovery codes with ten new ones; answers them (the only time in clear). */
async function issueRecoveryCodes(tx: Tx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, userId));
  await tx
    .insert(twoStepRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: sha256(code.replaceAll('-', '')) })));
  return codes;
}

type TwoStepRow = typeof userTwoStep.$inferSelect;

/**
 * Accepts a code for an enrolled account: a TOTP code whose step is later than the last accepted
 * one (claimed with a guarded update, so two uses of one code cannot both win), or an unused
 * recovery code (spent in the same way). False for anything else.
 */
async function acceptCode(
  tx: Tx,
  sealer: SecretSealer,
  row: TwoStepRow,
  label: string,
  code: string,
): Promise<boolean> {
  if (isTotpCode(code)) {
    const secret = sealer.open(row.secretSealed);
    const step = matchingStep(totpFor(secret, label), code);
    if (step === null) return false;
    // A secret sealed under an older key is sealed again under the current one (decision 0058).
    const resealed = sealer.isStale(row.secretSealed) ? { secretSealed: sealer.seal(secret) } : {};
    const claimed = await tx
      .update(userTwoStep)
      .set({ lastStep: step, ...resealed })
      .where(and(eq(userTwoStep.userId, row.userId), or(isNull(userTwoStep.lastStep), lt(userTwoStep.lastStep, step))))
      .returning({ userId: userTwoStep.userId });
    return claimed.length === 1;
  }
  const spent = await tx
    .update(twoStepRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoStepRecoveryCodes.codeHash, sha256(code)),
        eq(twoStepRecoveryCodes.userId, row.userId),
        isNull(twoStepRecoveryCodes.usedAt),
      ),
    )
    .returning({ userId: twoStepRecoveryCodes.userId });
  return spent.length === 1;
}

async function readRequired(db: Db | Tx): Promise<boolean> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, TWO_STEP_REQUIRED_SETTING));
  return row?.value === 'true';
}

async function openChallenge(db: Db, userId: number, purpose: ChallengePurpose) {
  const challenge = randomToken(32);
  const expiresAt = new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000);
  await db.insert(twoStepChallenges).values({ idHash: sha256(challenge), userId, purpose, expiresAt });
  return { challenge, expires_at: expiresAt.toISOString() };
}

/**
 * After a correct password: null when the account signs in with the password alone (the spec's
 * path, one primary-key read more), else the second step it must pass.
 */
export async function secondStepFor(db: Db, userId: number): Promise<MfaRequired | EnrolmentRequired | null> {
  const [row] = await db
    .select({ enabledAt: userTwoStep.enabledAt })
    .from(userTwoStep)
    .where(eq(userTwoStep.userId, userId));
  if (row?.enabledAt) return { mfa_required: true, ...(await openChallenge(db, userId, 'sign_in')) };
  if (await readRequired(db)) return { enrolment_required: true, ...(await openChallenge(db, userId, 'enrol')) };
  return null;
}

/** Told the account of a wrong code, once its transaction is over (the sign-in history, decision 0026). */
export type WrongCodeListener = (userId: number) => void;

/**
 * Runs `step` for a live challenge of the given purpose, inside one transaction with the challenge
 * row locked. A wrong code counts; the fifth ends the challenge. Answers the user's id.
 */
async function withChallenge<T>(
  db: Db,
  presented: string,
  purpose: ChallengePurpose,
  step: (tx: Tx, userId: number) => Promise<T | null>,
  onWrongCode?: WrongCodeListener,
): Promise<T> {
  const idHash = sha256(presented);
  const outcome = await db.transaction(async (tx): Promise<{ result: T } | { error: string; userId?: number }> => {
    const [challenge] = await tx
      .select()
      .from(twoStepChallenges)
      .where(and(eq(twoStepChallenges.idHash, idHash), gt(twoStepChallenges.expiresAt, new Date())))
      .for('update');
    if (!challenge || challenge.purpose !== purpose || challenge.attempts >= CHALLENGE_MAX_ATTEMPTS) {
      return { error: TWO_STEP_MESSAGES.challengeEnded };
    }
    const result = await step(tx, challenge.userId);
    if (result !== null) return { result };
    const attempts = challenge.attempts + 1;
    const { userId } = challenge;
    if (attempts >= CHALLENGE_MAX_ATTEMPTS) {
      await tx.delete(twoStepChallenges).where(eq(twoStepChallenges.idHash, idHash));
      return { error: TWO_STEP_MESSAGES.tooManyAttempts, userId };
    }
    await tx.update(twoStepChallenges).set({ attempts }).where(eq(twoStepChallenges.idHash, idHash));
    return { error: TWO_STEP_MESSAGES.invalidCode, userId };
  });
  if ('error' in outcome) {
    if (outcome.userId !== undefined) onWrongCode?.(outcome.userId);
    throw new AppError('UNAUTHORIZED', outcome.error);
  }
  return outcome.result;
}

/** The second step of a sign-in: a code from the app or a recovery code. Answers the user's id. */
export async function passSignInChallenge(
  db: Db,
  sealer: SecretSealer,
  challenge: string,
  code: string,
  onWrongCode?: WrongCodeListener,
): Promise<number> {
  return withChallenge(
    db,
    challenge,
    'sign_in',
    async (tx, userId) => {
      const [row] = await tx
        .select({ twoStep: userTwoStep, email: users.email })
        .from(userTwoStep)
        .innerJoin(users, eq(users.id, userTwoStep.userId))
        .where(eq(userTwoStep.userId, userId));
      if (!row?.twoStep.enabledAt) return null;
      if (!(await acceptCode(tx, sealer, row.twoStep, row.email, code))) return null;
      await tx.delete(twoStepChallenges).where(eq(twoStepChallenges.userId, userId));
      return userId;
    },
    onWrongCode,
  );
}

async function actorOf(tx: Tx, userId: number, ip: string): Promise<Actor> {
  const [user] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHORIZED', TWO_STEP_MESSAGES.challengeEnded);
  return { ...user, ip };
}

/** A new secret for the user, not enabled until a code confirms it (a previous pending one is replaced). */
async function startEnrolment(db: Db | Tx, sealer: SecretSealer, user: { id: number; email: string }) {
  const secret = new Secret({ size: 20 }).base32;
  const [row] = await db
    .insert(userTwoStep)
    .values({ userId: user.id, secretSealed: sealer.seal(secret) })
    .onConflictDoUpdate({
      target: userTwoStep.userId,
      set: { secretSealed: sealer.seal(secret), lastStep: null, updatedAt: new Date() },
      setWhere: isNull(userTwoStep.enabledAt),
    })
    .returning({ userId: userTwoStep.userId });
  if (!row) throw new AppError('CONFLICT', TWO_STEP_MESSAGES.alreadyEnabled);
  return { otpauth_uri: totpFor(secret, user.email).toString(), secret };
}

/**
 * Confirms a pending enrolment with a code from the app: turns two-step on, issues the recovery
 * codes and writes the audit row, in one transaction. Null when the code is wrong.
 */
async function confirmEnrolment(tx: Tx, sealer: SecretSealer, actor: Actor, code: string): Promise<string[] | null> {
  const [row] = await tx.select().from(userTwoStep).where(eq(userTwoStep.userId, actor.id)).for('update');
  if (!row) throw new AppError('CONFLICT', TWO_STEP_MESSAGES.noEnrolment);
  if (row.enabledAt) throw new AppError('CONFLICT', TWO_STEP_MESSAGES.alreadyEnabled);
  const step = matchingStep(totpFor(sealer.open(row.secretSealed), actor.email), code);
  if (step === null) return null;
  await tx
    .update(userTwoStep)
    .set({ enabledAt: new Date(), lastStep: step, updatedAt: new Date() })
    .where(eq(userTwoStep.userId, actor.id));
  const codes = await issueRecoveryCodes(tx, actor.id);
  await writeAudit(tx, actor, {
    action: 'update',
    resourceType: 'users',
    resourceId: actor.id,
    before: { two_step_enabled: false },
    after: { two_step_enabled: true },
  });
  return codes;
}

// ---- the sign-in that must set two-step up first (the "required" setting) -------------------

export async function startEnrolmentForChallenge(db: Db, sealer: SecretSealer, challenge: string) {
  return withChallenge(db, challenge, 'enrol', async (tx, userId) => {
    const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
    return user ? startEnrolment(tx, sealer, user) : null;
  });
}

/** Confirms the enrolment of a challenged sign-in: answers the user's id and the recovery codes. */
export async function confirmEnrolmentForChallenge(
  db: Db,
  sealer: SecretSealer,
  challenge: string,
  code: string,
  ip: string,
  onWrongCode?: WrongCodeListener,
): Promise<{ userId: number; recoveryCodes: string[] }> {
  return withChallenge(
    db,
    challenge,
    'enrol',
    async (tx, userId) => {
      const codes = await confirmEnrolment(tx, sealer, await actorOf(tx, userId, ip), code);
      if (!codes) return null;
      await tx.delete(twoStepChallenges).where(eq(twoStepChallenges.userId, userId));
      return { userId, recoveryCodes: codes };
    },
    onWrongCode,
  );
}

// ---- the signed-in admin's own two-step -------------------------------------------------------

export async function twoStepStatus(db: Db, userId: number): Promise<TwoStepStatus> {
  const [[row], [left], required] = await Promise.all([
    db.select({ enabledAt: userTwoStep.enabledAt }).from(userTwoStep).where(eq(userTwoStep.userId, userId)),
    db
      .select({ n: count() })
      .from(twoStepRecoveryCodes)
      .where(and(eq(twoStepRecoveryCodes.userId, userId), isNull(twoStepRecoveryCodes.usedAt))),
    readRequired(db),
  ]);
  const enabledAt = row?.enabledAt ?? null;
  return {
    enabled: enabledAt !== null,
    enabled_at: enabledAt?.toISOString() ?? null,
    recovery_codes_left: enabledAt ? Number(left?.n ?? 0) : 0,
    required,
  };
}

export function startOwnEnrolment(db: Db, sealer: SecretSealer, actor: Actor): Promise<TwoStepEnrolment> {
  return startEnrolment(db, sealer, actor);
}

const invalidCode = () =>
  new AppError('VALIDATION_FAILED', TWO_STEP_MESSAGES.invalidCode, { code: TWO_STEP_MESSAGES.invalidCode });

export async function confirmOwnEnrolment(db: Db, sealer: SecretSealer, actor: Actor, code: string): Promise<string[]> {
  const codes = await db.transaction((tx) => confirmEnrolment(tx, sealer, actor, code));
  if (!codes) throw invalidCode();
  return codes;
}

/** Checks a code of an enrolled admin inside `tx`; a wrong code is a 400 naming the field. */
async function requireCode(tx: Tx, sealer: SecretSealer, actor: Actor, code: string): Promise<void> {
  const [row] = await tx.select().from(userTwoStep).where(eq(userTwoStep.userId, actor.id)).for('update');
  if (!row?.enabledAt) throw new AppError('CONFLICT', TWO_STEP_MESSAGES.notEnabled);
  if (!(await acceptCode(tx, sealer, row, actor.email, code))) throw invalidCode();
}

/** Turning two-step off takes the password and a code; refused while it is required of everyone. */
export async function disableOwnTwoStep(
  db: Db,
  sealer: SecretSealer,
  actor: Actor,
  body: { password: string; code: string },
): Promise<void> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.id));
  if (!(await verifyPassword(user?.passwordHash, body.password))) {
    throw new AppError('VALIDATION_FAILED', TWO_STEP_MESSAGES.wrongPassword, {
      password: TWO_STEP_MESSAGES.wrongPassword,
    });
  }
  await db.transaction(async (tx) => {
    if (await readRequired(tx)) throw new AppError('CONFLICT', TWO_STEP_MESSAGES.requiredForAll);
    await requireCode(tx, sealer, actor, body.code);
    await tx.delete(userTwoStep).where(eq(userTwoStep.userId, actor.id));
    await tx.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, actor.id));
    await writeAudit(tx, actor, {
      action: 'update',
      resourceType: 'users',
      resourceId: actor.id,
      before: { two_step_enabled: true },
      after: { two_step_enabled: false },
    });
  });
}

/** Ten new recovery codes (the old ones stop working), for a code. */
export async function regenerateRecoveryCodes(
  db: Db,
  sealer: SecretSealer,
  actor: Actor,
  code: string,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await requireCode(tx, sealer, actor, code);
    const codes = await issueRecoveryCodes(tx, actor.id);
    await writeAudit(tx, actor, {
      action: 'update',
      resourceType: 'users',
      resourceId: actor.id,
      before: { recovery_codes_issued_at: null },
      after: { recovery_codes_issued_at: new Date().toISOString() },
    });
    return codes;
  });
}

/**
 * "Require two-step sign-in for every admin". Only an admin who has it may turn it on, so the
 * setting never locks out the one who sets it.
 */
export async function setTwoStepRequired(db: Db, actor: Actor, required: boolean): Promise<TwoStepStatus> {
  await db.transaction(async (tx) => {
    const before = await readRequired(tx);
    if (required) {
      const [own] = await tx
        .select({ enabledAt: userTwoStep.enabledAt })
        .from(userTwoStep)
        .where(eq(userTwoStep.userId, actor.id));
      if (!own?.enabledAt) throw new AppError('CONFLICT', TWO_STEP_MESSAGES.requireOwnFirst);
    }
    if (before === required) return;
    await tx
      .insert(systemSettings)
      .values({ key: TWO_STEP_REQUIRED_SETTING, value: String(required) })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value: String(required), updatedAt: sql`now()` } });
    await writeAudit(tx, actor, {
      action: 'update',
      resourceType: 'security_settings',
      resourceId: TWO_STEP_REQUIRED_SETTING,
      before: { two_step_required: before },
      after: { two_step_required: required },
    });
  });
  return twoStepStatus(db, actor.id);
}

/**
 * Retention: sign-in challenges that expired and recovery codes that were used, more than `days`
 * days ago (neither can be used again; the count of codes left reads unused ones only).
 */
export async function pruneSpentTwoStep(db: Db, days: number): Promise<Record<string, number>> {
  const cutoff = daysAgo(days);
  return {
    two_step_challenges: await deleteInBatches(db, twoStepChallenges, lt(twoStepChallenges.expiresAt, cutoff)),
    recovery_codes: await deleteInBatches(db, twoStepRecoveryCodes, lt(twoStepRecoveryCodes.usedAt, cutoff)),
  };
}

/** How many two-step secrets each key sealed (`signing secret`: under JWT_SECRET), and how many no key opens. */
export async function twoStepSecretsByKey(db: Db, sealer: SecretSealer): Promise<Record<string, number>> {
  const rows = await db.select({ sealed: userTwoStep.secretSealed }).from(userTwoStep);
  return countBySealingKey(
    sealer,
    rows.map((r) => r.sealed),
  );
}

/**
 * Seals every two-step secret that an older key sealed under the current one (`npm run
 * secrets:reseal`), each row checked again under its lock; answers how many moved. A secret no
 * key of the ring opens is left as it is.
 */
export async function resealTwoStepSecrets(db: Db, sealer: SecretSealer): Promise<number> {
  const rows = await db.select({ userId: userTwoStep.userId }).from(userTwoStep);
  let moved = 0;
  for (const { userId } of rows) {
    moved += await db.transaction(async (tx) => {
      const [row] = await tx.select().from(userTwoStep).where(eq(userTwoStep.userId, userId)).for('update');
      if (!row || !sealer.isStale(row.secretSealed)) return 0;
      let secret: string;
      try {
        secret = sealer.open(row.secretSealed);
      } catch {
        return 0;
      }
      await tx
        .update(userTwoStep)
        .set({ secretSealed: sealer.seal(secret) })
        .where(eq(userTwoStep.userId, userId));
      return 1;
    });
  }
  return moved;
}
