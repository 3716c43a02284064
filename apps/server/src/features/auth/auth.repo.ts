import { and, count, desc, eq, gt, ilike, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { TRole } from '@openwell/contracts';
import { FALLBACK_LANGUAGE, isLanguage, type TLanguage } from '@openwell/i18n';
import type { AppDatabase, AppExecutor } from '../../db/client.ts';
import type { TSessionProfile } from './auth.service.ts';
import {
  authAccounts,
  authLoginFailures,
  authSessions,
  authSetupTokens,
  authTotpLastSteps,
  users,
} from './auth.tables.ts';
import { hashSessionToken } from './session-token-hash.ts';

// ---- failed-login lockout ---------------------------------------------------------------------

/**
 * Reserves one sign-in attempt for `email` from `device` (a device cookie's nonce; null for clients without a valid
 * one) unless `max` attempts from the same device (or, for null, from unknown clients) already failed since `since`.
 * Serialised per e-mail with a transaction-scoped advisory lock, so concurrent attempts cannot exceed the limit.
 * Returns the id of the reserved row (kept when the attempt fails, deleted when it succeeds), or, when locked, the
 * time the `max`-th latest failure was made: the lock ends when that one leaves the window (a refused attempt is
 * not counted, so nothing can move it later).
 */
export async function reserveLoginAttempt(
  db: AppExecutor,
  input: { email: string; device: string | null; now: Date; since: Date; max: number },
): Promise<{ attemptId: number } | { lockedSince: Date }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login:${input.email}`}, 0))`);
    await tx
      .delete(authLoginFailures)
      .where(and(eq(authLoginFailures.email, input.email), lt(authLoginFailures.attemptedAt, input.since)));
    const sameDevice =
      input.device === null ? isNull(authLoginFailures.device) : eq(authLoginFailures.device, input.device);
    const [locking] = await tx
      .select({ attemptedAt: authLoginFailures.attemptedAt })
      .from(authLoginFailures)
      .where(and(eq(authLoginFailures.email, input.email), sameDevice, gt(authLoginFailures.attemptedAt, input.since)))
      .orderBy(desc(authLoginFailures.attemptedAt))
      .offset(input.max - 1)
      .limit(1);
    if (locking) return { lockedSince: locking.attemptedAt };
    const [inserted] = await tx
      .insert(authLoginFailures)
      .values({ email: input.email, device: input.device, attemptedAt: input.now })
      .returning({ id: authLoginFailures.id });
    return { attemptId: inserted!.id };
  });
}

export async function deleteLoginAttempt(db: AppExecutor, id: number): Promise<void> {
  await db.delete(authLoginFailures).where(eq(authLoginFailures.id, id));
}

/** Lifts every lock on `email` (after a password reset). */
export async function deleteLoginFailures(db: AppExecutor, email: string): Promise<void> {
  await db.delete(authLoginFailures).where(eq(authLoginFailures.email, email));
}

// ---- TOTP single use --------------------------------------------------------------------------

/** Records `step` as the user's last used TOTP step if it is later than the stored one. false: already used. */
export async function claimTotpStep(db: AppExecutor, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .insert(authTotpLastSteps)
    .values({ userId, step })
    .onConflictDoUpdate({
      target: authTotpLastSteps.userId,
      set: { step, updatedAt: sql`now()` },
      setWhere: lt(authTotpLastSteps.step, step),
    })
    .returning({ step: authTotpLastSteps.step });
  return rows.length === 1;
}

// ---- sessions ---------------------------------------------------------------------------------

export type TSessionUserRow = {
  sessionId: string;
  client: string;
  userId: string;
  email: string;
  role: string;
  language: string;
  twoFactorEnabled: boolean;
  /** The profile part: all null when the user has no profile. */
  companyId: string | null;
  departmentId: string | null;
  age: number | null;
  gender: string | null;
  onboardingStep: string | null;
  consentState: TSessionProfile['consentState'] | null;
  legalState: TSessionProfile['legalState'] | null;
  profileCreatedAt: string | Date | null;
  companyCode: string | null;
  companyName: string | null;
  departmentName: string | null;
  employerCompanyId: string | null;
};

/**
 * The unexpired session with a token, its user and the user's profile (company and department names included): one
 * query on the unique token index, through the PL/pgSQL function openwell_session_user (its source:
 * src/db/sql/openwell_session_user.sql, ADR 002; its plan is made once per connection), as a statement prepared once
 * per database (on PostgreSQL a named server-side statement: no parsing per request). Read-only: sliding expiry is Better Auth's, on get-session.
 */
export function prepareFindSessionUser(db: AppDatabase): (token: string) => Promise<TSessionUserRow | null> {
  const statement = db
    .select({
      sessionId: sql<string>`session_id`,
      client: sql<string>`client`,
      userId: sql<string>`user_id`,
      email: sql<string>`email`,
      role: sql<string>`role`,
      language: sql<string>`language`,
      twoFactorEnabled: sql<boolean>`two_factor_enabled`,
      companyId: sql<string | null>`company_id`,
      departmentId: sql<string | null>`department_id`,
      age: sql<number | null>`age`,
      gender: sql<string | null>`gender`,
      onboardingStep: sql<string | null>`onboarding_step`,
      consentState: sql<TSessionProfile['consentState'] | null>`consent_state`,
      legalState: sql<TSessionProfile['legalState'] | null>`legal_state`,
      profileCreatedAt: sql<string | Date | null>`profile_created_at`,
      companyCode: sql<string | null>`company_code`,
      companyName: sql<string | null>`company_name`,
      departmentName: sql<string | null>`department_name`,
      employerCompanyId: sql<string | null>`employer_company_id`,
    })
    .from(sql`openwell_session_user(${sql.placeholder('token')})`)
    .prepare('openwell_session_user');
  // The table holds SHA-256 of each token (session-token-hash.ts): the token is hashed here, the query is unchanged.
  return async (token) => (await statement.execute({ token: hashSessionToken(token) }))[0] ?? null;
}

/** The user id of the session with this token, expired or not (revoke-session's ownership check). */
export async function findSessionOwner(db: AppExecutor, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: authSessions.userId })
    .from(authSessions)
    .where(eq(authSessions.token, hashSessionToken(token)))
    .limit(1);
  return row?.userId ?? null;
}

// ---- users ------------------------------------------------------------------------------------

/** Rows per statement of the batch inserts (each column is one array parameter, so only memory bounds it). */
const INSERT_CHUNK = 5000;

/**
 * Users and their credential accounts ('credential' provider, accountId = user id, as Better Auth links them), all
 * with one password hash: one statement per chunk (`insert ... select from unnest(arrays)`, the users and their
 * accounts in one statement). E-mails (normalised) already registered are skipped: the result holds the users created.
 */
export async function insertCredentialUsers(
  db: AppExecutor,
  input: {
    users: ReadonlyArray<{ email: string; language: string }>;
    role: TRole;
    passwordHash: string;
    now: Date;
  },
): Promise<Array<{ userId: string; email: string }>> {
  const now = input.now.toISOString();
  const created: Array<{ userId: string; email: string }> = [];
  for (let start = 0; start < input.users.length; start += INSERT_CHUNK) {
    const chunk = input.users.slice(start, start + INSERT_CHUNK);
    const emails = chunk.map((user) => user.email);
    const languages = chunk.map((user) => user.language);
    const result = await db.execute<{ userId: string; email: string }>(sql`
      with inserted as (
        insert into ${users} (name, email, email_verified, role, language, created_at, updated_at)
        select input.email, input.email, false, ${input.role}::text, input.language, ${now}::timestamptz,
          ${now}::timestamptz
        from unnest(${sql.param(emails)}::text[], ${sql.param(languages)}::text[])
          with ordinality as input(email, language, position)
        order by input.position
        on conflict (email) do nothing
        returning id, email
      ), linked as (
        insert into ${authAccounts} (user_id, account_id, provider_id, password, created_at, updated_at)
        select id, id::text, 'credential', ${input.passwordHash}::text, ${now}::timestamptz, ${now}::timestamptz
        from inserted
      )
      select id as "userId", email from inserted
    `);
    created.push(...result.rows);
  }
  return created;
}

export async function findUserByEmail(db: AppExecutor, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function selectUsers(
  db: AppExecutor,
  query: { userIds?: string[]; search?: string; limit: number; offset: number },
): Promise<{ users: Array<{ id: string; email: string; role: TRole }>; total: number }> {
  const conditions = [
    query.userIds ? inArray(users.id, query.userIds) : undefined,
    query.search ? ilike(users.email, `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  ].filter((condition) => condition !== undefined);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  if (query.userIds?.length === 0) return { users: [], total: 0 };
  const rows = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(where)
    .orderBy(users.email)
    .limit(query.limit)
    .offset(query.offset);
  const [totalRow] = await db.select({ total: count() }).from(users).where(where);
  return { users: rows.map((row) => ({ ...row, role: row.role as TRole })), total: totalRow?.total ?? 0 };
}

/** Accounts by id with their second-factor state (listings of employer accounts). */
export async function selectAccountsByIds(
  db: AppExecutor,
  userIds: string[],
): Promise<Array<{ id: string; email: string; role: TRole; twoFactorEnabled: boolean; language: TLanguage }>> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      twoFactorEnabled: users.twoFactorEnabled,
      language: users.language,
    })
    .from(users)
    .where(inArray(users.id, userIds))
    .orderBy(users.email);
  return rows.map((row) => ({
    ...row,
    role: row.role as TRole,
    language: isLanguage(row.language) ? row.language : FALLBACK_LANGUAGE,
  }));
}

export async function countUsersWithRole(db: AppExecutor, role: TRole): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, role));
  return row?.n ?? 0;
}

export async function adminExists(db: AppExecutor): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return row !== undefined;
}

// ---- first-admin setup tokens -----------------------------------------------------------------

export async function insertSetupToken(db: AppExecutor, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(authSetupTokens).values({ tokenHash, expiresAt });
}

/** Marks an unexpired, unused token as consumed. true when this call consumed it. */
export async function consumeSetupToken(db: AppExecutor, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(authSetupTokens)
    .set({ consumedAt: now })
    .where(
      and(
        eq(authSetupTokens.tokenHash, tokenHash),
        isNull(authSetupTokens.consumedAt),
        gt(authSetupTokens.expiresAt, now),
      ),
    )
    .returning({ id: authSetupTokens.id });
  return rows.length === 1;
}

/** Setup tokens are useless once an admin exists: remove them all. */
export async function deleteSetupTokens(db: AppExecutor): Promise<void> {
  await db.delete(authSetupTokens);
}
