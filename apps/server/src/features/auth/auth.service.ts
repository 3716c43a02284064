import { runWithAdapter } from '@better-auth/core/context';
import { ROLES, type TRole } from '@openwell/contracts';
import type { TLanguage } from '@openwell/i18n';
import type { AppExecutor, Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { authDatabaseAdapter, type Auth } from './auth.ts';
import {
  countUsersWithRole,
  findUserByEmail,
  insertCredentialUsers,
  selectAccountsByIds,
  selectUsers,
} from './auth.repo.ts';
import { assertPasswordPolicy } from './password-policy.ts';
import { normalizeEmail } from './sign-in.service.ts';

export type TSessionUser = {
  id: string;
  email: string;
  role: TRole;
  language: TLanguage;
  twoFactorEnabled: boolean;
  sessionId: string;
  /**
   * The user's employee profile with its company and department, read with the session in the same query (null:
   * no profile, e.g. a platform admin; undefined: not read). The accounts feature owns its meaning.
   */
  profile?: TSessionProfile | null;
  /**
   * The company an employer account administers (company_employers; issue 8), read with the session; null for other
   * roles. undefined: not read.
   */
  employerCompanyId?: string | null;
};

/** The profile columns the session query returns (see migration 0005, openwell_session_user). */
export type TSessionProfile = {
  companyId: string;
  departmentId: string;
  age: number;
  gender: string;
  onboardingStep: string;
  consentState: Partial<Record<string, { granted: boolean; version: string; updatedAt: string }>>;
  legalState: Partial<Record<string, string>>;
  createdAt: Date;
  companyCode: string;
  companyName: string;
  departmentName: string;
};

/**
 * A password that passed the policy, hashed once in Better Auth's format (hashPassword): what createCredentialUsers
 * stores for every account of a batch. Hashing is deliberately slow (scrypt), so a batch shares one hash.
 */
export type TPasswordHash = { readonly kind: 'password-hash'; readonly hash: string };

/** What an e-mail that is already registered does to a batch: EMAIL_TAKEN (nothing written), or left out. */
export type TExistingEmailPolicy = 'fail' | 'skip';

export interface AuthService {
  /**
   * Validates the password policy (PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG / PASSWORD_TOO_COMMON) and creates the user
   * with its credential account through Better Auth's adapter, inside `tx`. Throws EMAIL_TAKEN if the e-mail exists.
   */
  createCredentialUser(
    tx: AppExecutor,
    input: { email: string; password: string; role: TRole; language: TLanguage },
  ): Promise<{ userId: string }>;
  /** Validates the password policy (as createCredentialUser) and hashes the password once, for createCredentialUsers. */
  hashPassword(password: string): Promise<TPasswordHash>;
  /**
   * Many users with their credential accounts, rows as createCredentialUser writes them, in multi-row inserts inside
   * `tx` (the caller's transaction), all with the one password hash. E-mails are normalised and must be distinct.
   * Returns the created users in input order; an e-mail already registered throws EMAIL_TAKEN ({ email }) under
   * 'fail' and is left out of the result under 'skip'.
   */
  createCredentialUsers(
    tx: AppExecutor,
    input: {
      users: ReadonlyArray<{ email: string; language: TLanguage }>;
      role: TRole;
      password: TPasswordHash;
      onExistingEmail: TExistingEmailPolicy;
    },
  ): Promise<Array<{ userId: string; email: string }>>;
  setLanguage(userId: string, language: TLanguage): Promise<void>;
  /** Inside `executor`'s transaction; NOT_FOUND when there is no such user. */
  setRole(executor: AppExecutor, userId: string, role: TRole): Promise<void>;
  countUsersWithRole(executor: AppExecutor, role: TRole): Promise<number>;
  findUsers(query: {
    userIds?: string[];
    search?: string;
    limit: number;
    offset: number;
  }): Promise<{ users: Array<{ id: string; email: string; role: TRole }>; total: number }>;
  /** Accounts by id (unknown ids are left out), with whether each has a second factor, and their language. */
  findAccounts(
    userIds: string[],
    executor?: AppExecutor,
  ): Promise<Array<{ id: string; email: string; role: TRole; twoFactorEnabled: boolean; language: TLanguage }>>;
  /** Whether an account with this e-mail (normalised) exists. */
  emailTaken(email: string, executor?: AppExecutor): Promise<boolean>;
  /**
   * Bans the account inside `executor`'s transaction (the admin plugin's `banned`): Better Auth refuses it every new
   * session, so it can no longer sign in. Existing sessions are not touched (revokeSessions).
   */
  ban(executor: AppExecutor, userId: string, reason: string): Promise<void>;
  /** Ends every session of the user (as sign-out everywhere and a password reset do): the next request is signed out. */
  revokeSessions(userId: string): Promise<void>;
}

export function asRole(value: unknown): TRole {
  return ROLES.includes(value as TRole) ? (value as TRole) : 'employee';
}

export function createAuthService(deps: { auth: Auth; database: Database; clock: Clock }): AuthService {
  const { auth, database, clock } = deps;

  /**
   * Runs `fn` with Better Auth's internal adapter writing through `executor` (our transaction): Better Auth's adapter
   * calls read the current adapter from its async context, and `runWithAdapter` sets it to a Drizzle adapter built
   * on the transaction's executor. Better Auth's own `adapter.transaction` would open a second transaction instead.
   */
  async function onExecutor<T>(
    executor: AppExecutor,
    fn: (context: Awaited<Auth['$context']>) => Promise<T>,
  ): Promise<T> {
    const context = await auth.$context;
    const adapter = authDatabaseAdapter(executor)(context.options);
    return runWithAdapter(adapter, () => fn(context));
  }

  return {
    async createCredentialUser(tx, input) {
      assertPasswordPolicy(input.password);
      const email = normalizeEmail(input.email);
      if (await findUserByEmail(tx, email)) throw new AppError('EMAIL_TAKEN');
      return onExecutor(tx, async ({ internalAdapter, password }) => {
        const passwordHash = await password.hash(input.password);
        const now = clock.now();
        let user: { id: string };
        try {
          user = await internalAdapter.createUser(
            {
              email,
              name: email,
              emailVerified: false,
              role: input.role,
              language: input.language,
              createdAt: now,
              updatedAt: now,
            },
            { method: 'email-password' },
          );
        } catch (error) {
          // A concurrent sign-up with the same e-mail committed first.
          if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
          throw error;
        }
        // The credential account as Better Auth's own e-mail sign-up links it.
        await internalAdapter.linkAccount({
          userId: user.id,
          providerId: 'credential',
          accountId: user.id,
          password: passwordHash,
          createdAt: now,
          updatedAt: now,
        });
        return { userId: user.id };
      });
    },

    async hashPassword(password) {
      assertPasswordPolicy(password);
      const context = await auth.$context;
      return { kind: 'password-hash', hash: await context.password.hash(password) };
    },

    async createCredentialUsers(tx, input) {
      if (input.password.kind !== 'password-hash') throw new Error('createCredentialUsers needs a hashPassword result');
      const rows = input.users.map((user) => ({ email: normalizeEmail(user.email), language: user.language }));
      if (new Set(rows.map((row) => row.email)).size !== rows.length) {
        throw new AppError('VALIDATION_FAILED', undefined, { message: 'The e-mails of a batch must be distinct.' });
      }
      const created = await insertCredentialUsers(tx, {
        users: rows,
        role: input.role,
        passwordHash: input.password.hash,
        now: clock.now(),
      });
      if (input.onExistingEmail === 'fail' && created.length !== rows.length) {
        const createdEmails = new Set(created.map((user) => user.email));
        throw new AppError('EMAIL_TAKEN', { email: rows.find((row) => !createdEmails.has(row.email))?.email });
      }
      const idByEmail = new Map(created.map((user) => [user.email, user.userId]));
      return rows.flatMap((row) => {
        const userId = idByEmail.get(row.email);
        return userId === undefined ? [] : [{ userId, email: row.email }];
      });
    },

    async setLanguage(userId, language) {
      const context = await auth.$context;
      await context.internalAdapter.updateUser(userId, { language });
    },

    async setRole(executor, userId, role) {
      const updated = await onExecutor(executor, ({ internalAdapter }) => internalAdapter.updateUser(userId, { role }));
      if (!updated) throw new AppError('NOT_FOUND');
    },

    countUsersWithRole: (executor, role) => countUsersWithRole(executor, role),

    findUsers: (query) => selectUsers(database.db, query),

    findAccounts: (userIds, executor = database.db) => selectAccountsByIds(executor, userIds),

    async emailTaken(email, executor = database.db) {
      return (await findUserByEmail(executor, normalizeEmail(email))) !== null;
    },

    async ban(executor, userId, reason) {
      const updated = await onExecutor(executor, ({ internalAdapter }) =>
        internalAdapter.updateUser(userId, { banned: true, banReason: reason, banExpires: null }),
      );
      if (!updated) throw new AppError('NOT_FOUND');
    },

    async revokeSessions(userId) {
      const context = await auth.$context;
      await context.internalAdapter.deleteUserSessions(userId);
    },
  };
}
