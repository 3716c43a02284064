import type { IncomingHttpHeaders } from 'node:http';
import { FAILED_LOGIN_WINDOW_SECONDS, MAX_FAILED_LOGINS, ROLES, type TRole } from '@openwell/contracts';
import { FALLBACK_LANGUAGE, LANGUAGES, type TLanguage } from '@openwell/i18n';
import type { AppExecutor, Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Auth } from './auth.ts';
import {
  deleteLoginAttempt,
  findUserByEmail,
  insertCredentialUser,
  reserveLoginAttempt,
  selectUsers,
  updateUserLanguage,
  updateUserRole,
} from './auth.repo.ts';
import { assertPasswordPolicy } from './password-policy.ts';

export type TSessionUser = {
  id: string;
  email: string;
  role: TRole;
  language: TLanguage;
  twoFactorEnabled: boolean;
  sessionId: string;
};

export interface AuthService {
  /** The signed-in user from cookie or bearer token, or null. */
  getSessionUser(headers: Headers | IncomingHttpHeaders): Promise<TSessionUser | null>;
  /**
   * Validates the password policy (PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG / PASSWORD_TOO_COMMON), hashes with Better
   * Auth's hasher and inserts user + credential account inside `tx`. Throws AppError('EMAIL_TAKEN') if the email
   * exists.
   */
  createCredentialUser(
    tx: AppExecutor,
    input: { email: string; password: string; role: TRole; language: TLanguage },
  ): Promise<{ userId: string }>;
  /** Creates a session for a user (after sign-up / setup): headers to send (Set-Cookie, set-auth-token). */
  createSession(userId: string, request: { headers: IncomingHttpHeaders; ip: string }): Promise<{ headers: Headers }>;
  setLanguage(userId: string, language: TLanguage): Promise<void>;
  setRole(executor: AppExecutor, userId: string, role: TRole): Promise<void>;
  findUsers(query: {
    userIds?: string[];
    search?: string;
    limit: number;
    offset: number;
  }): Promise<{ users: Array<{ id: string; email: string; role: TRole }>; total: number }>;
}

/** The failed-login lockout: at most MAX_FAILED_LOGINS failures per normalised e-mail within the window. */
export interface LoginLockout {
  /** Reserves an attempt; null when the account is locked (refuse with ACCOUNT_LOCKED). */
  reserve(email: string): Promise<number | null>;
  /** The attempt succeeded (or did not check the password): it does not count. */
  release(attemptId: number): Promise<void>;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Copies Node's or Fetch headers into Fetch headers (multi-value headers joined as Node does). */
export function toFetchHeaders(headers: Headers | IncomingHttpHeaders): Headers {
  if (headers instanceof Headers) return headers;
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    if (Array.isArray(value)) for (const item of value) result.append(name, item);
    else result.set(name, String(value));
  }
  return result;
}

export function createLoginLockout(deps: { database: Database; clock: Clock }): LoginLockout {
  return {
    async reserve(email) {
      const now = deps.clock.now();
      return reserveLoginAttempt(deps.database.db, {
        email: normalizeEmail(email),
        now,
        since: new Date(now.getTime() - FAILED_LOGIN_WINDOW_SECONDS * 1000),
        max: MAX_FAILED_LOGINS,
      });
    },
    release: (attemptId) => deleteLoginAttempt(deps.database.db, attemptId),
  };
}

function asRole(value: unknown): TRole {
  return ROLES.includes(value as TRole) ? (value as TRole) : 'employee';
}

function asLanguage(value: unknown): TLanguage {
  return LANGUAGES.includes(value as TLanguage) ? (value as TLanguage) : FALLBACK_LANGUAGE;
}

type SessionResult = {
  session: { id: string };
  user: { id: string; email: string; role?: unknown; language?: unknown; twoFactorEnabled?: unknown };
} | null;

export function createAuthService(deps: { auth: Auth; database: Database; clock: Clock }): AuthService {
  const { auth, database, clock } = deps;

  return {
    async getSessionUser(rawHeaders) {
      const headers = toFetchHeaders(rawHeaders);
      // Authoritative: straight from the database (no cookie cache), read-only (no refresh writes).
      const result = (await auth.api
        .getSession({ headers, query: { disableCookieCache: true, disableRefresh: true } })
        .catch(() => null)) as SessionResult;
      if (!result) return null;
      return {
        id: result.user.id,
        email: result.user.email,
        role: asRole(result.user.role),
        language: asLanguage(result.user.language),
        twoFactorEnabled: result.user.twoFactorEnabled === true,
        sessionId: result.session.id,
      };
    },

    async createCredentialUser(tx, input) {
      assertPasswordPolicy(input.password);
      const email = normalizeEmail(input.email);
      if (await findUserByEmail(tx, email)) throw new AppError('EMAIL_TAKEN');
      const context = await auth.$context;
      const passwordHash = await context.password.hash(input.password);
      const userId = await insertCredentialUser(tx, {
        email,
        passwordHash,
        role: input.role,
        language: input.language,
        now: clock.now(),
      });
      if (!userId) throw new AppError('EMAIL_TAKEN');
      return { userId };
    },

    async createSession(userId, request) {
      const headers = toFetchHeaders(request.headers);
      headers.set('x-openwell-client-ip', request.ip);
      headers.delete('authorization');
      const result = await auth.api.createSessionForUser({ body: { userId }, headers, returnHeaders: true });
      const out = new Headers();
      result.headers?.forEach((value, name) => {
        if (name === 'set-cookie' || name === 'set-auth-token') out.append(name, value);
      });
      if (!out.has('set-auth-token')) out.set('set-auth-token', result.response.token);
      return { headers: out };
    },

    async setLanguage(userId, language) {
      await updateUserLanguage(database.db, userId, language);
    },

    async setRole(executor, userId, role) {
      if (!(await updateUserRole(executor, userId, role))) throw new AppError('NOT_FOUND');
    },

    findUsers: (query) => selectUsers(database.db, query),
  };
}
