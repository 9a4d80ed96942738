import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { AdminRole } from '@store/contract/roles';
import { createdAt, updatedAt, revision, QUIET_TRIGRAMS } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Stored lower-cased, so uniqueness and look-ups ignore case. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    /** Null until a customer sets a password on the onboarding page. */
    passwordHash: text('password_hash'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** An admin's role (contract roles.ts); null exactly when the user is not an admin. */
    adminRole: text('admin_role').$type<AdminRole>(),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    /** A pending onboarding link's token as SHA-256 (hex), to find it by; cleared when the link is used. */
    onboardingTokenHash: text('onboarding_token_hash').unique(),
    /**
     * The same token sealed (platform/sealed.ts), so the panel can show and copy the link (spec 000);
     * null for a link made before tokens were sealed (decision 0058).
     */
    onboardingLinkSealed: text('onboarding_link_sealed'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    revision: revision(),
  },
  (t) => [
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_admin_role', sql`(${t.adminRole} is not null) = ${t.isAdmin}`),
    check(
      'users_admin_role_known',
      sql`${t.adminRole} in ('owner', 'administrator', 'support', 'catalogue', 'analyst')`,
    ),
    index('users_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('users_email_trgm_idx')
      .using('gin', sql`${t.email} gin_trgm_ops`)
      .with(QUIET_TRIGRAMS),
    index('users_name_trgm_idx')
      .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
      .with(QUIET_TRIGRAMS),
    // The list's sorts (docs/decisions/0016-list-sorting.md): (column, id), read either way.
    index('users_name_id_idx').on(t.name, t.id),
    // The command palette's prefix search (decision 0030): byte order, so LIKE 'jan%' is a range
    // of the index read in its order, and a page of 5 costs the same at any number of users.
    index('users_email_prefix_idx').on(sql`(${t.email} collate "C")`),
    index('users_name_prefix_idx').on(sql`(lower(${t.name}) collate "C")`),
    index('users_admins_idx')
      .on(t.id)
      .where(sql`${t.isAdmin}`),
  ],
);

/** One signed-in panel session (a refresh-token family); revoking it ends every token in it. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    /** Where the session was signed in from (decision 0026): the client's address and browser. */
    ip: text('ip'),
    /** The User-Agent header as sent, cut to USER_AGENT_MAX_LENGTH characters. */
    userAgent: text('user_agent'),
    /** Set at sign-in and on each refresh, not on every request: accurate to an access token's life. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_sessions_user_idx').on(t.userId)],
);

/**
 * Sign-in attempts on known accounts (decision 0026): successes and refusals, with the client's
 * address and browser. Unknown e-mails are not recorded (there is no account to list them under)
 * and nothing typed is stored. Kept 90 days and at most the newest 200 per account.
 */
export const adminSignIns = pgTable(
  'admin_sign_ins',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    outcome: text('outcome').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('admin_sign_ins_outcome', sql`${t.outcome} in ('success', 'wrong_password', 'wrong_code', 'not_admin')`),
    index('admin_sign_ins_user_at_idx').on(t.userId, t.at.desc(), t.id.desc()),
    index('admin_sign_ins_at_idx').on(t.at),
  ],
);

/** Refresh tokens, stored as SHA-256 hashes; each is used once and replaced (rotation). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => adminSessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * An admin's authenticator-app secret (RFC 6238), sealed with AES-256-GCM (platform/sealed.ts).
 * A row without `enabled_at` is an enrolment that has not been confirmed with a code yet.
 */
export const userTwoStep = pgTable('user_two_step', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The time step of the last accepted code: a code is taken only for a later step (no replay). */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Single-use recovery codes, stored as SHA-256 (they are high-entropy). */
export const twoStepRecoveryCodes = pgTable(
  'two_step_recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_step_recovery_codes_user_idx').on(t.userId)],
);

/**
 * The second step of a sign-in that passed the password: a random id stored as SHA-256, short-lived,
 * ended after too many wrong codes. `purpose` 'enrol' is a sign-in that must set two-step up first.
 */
export const twoStepChallenges = pgTable(
  'two_step_challenges',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('two_step_challenges_purpose', sql`${t.purpose} in ('sign_in', 'enrol')`),
    index('two_step_challenges_user_idx').on(t.userId),
    index('two_step_challenges_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Password reset links (decision 0024): only the SHA-256 of the link's token is kept. A link
 * works once (`used_at`) and until `expires_at` (30 minutes after it was asked for).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId), index('password_resets_expires_idx').on(t.expiresAt)],
);

/**
 * An admin's saved view of a list (issue 34): a name and the list's query string (filters,
 * search, sort, columns). Private to the admin who saved it unless an Owner shared it with every
 * admin; names are unique per admin and list, whatever their case.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    revision: revision(),
  },
  (t) => [
    check('saved_views_name_length', sql`length(${t.name}) between 1 and 60`),
    check('saved_views_query_length', sql`length(${t.query}) <= 2000`),
    uniqueIndex('saved_views_admin_list_name_unique').on(t.adminId, t.list, sql`lower(${t.name})`),
    index('saved_views_shared_idx')
      .on(t.list)
      .where(sql`${t.shared}`),
  ],
);

/**
 * An admin's settings of one list (issue 34): the columns shown, in their order (null: the
 * list's own), and the view it opens with (null: the plain list).
 */
export const adminListSettings = pgTable(
  'admin_list_settings',
  {
    adminId: integer('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    columns: text('columns').array(),
    defaultViewId: integer('default_view_id').references((): AnyPgColumn => savedViews.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.list] }), index('admin_list_settings_view_idx').on(t.defaultViewId)],
);
