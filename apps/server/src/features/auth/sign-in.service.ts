import { AsyncLocalStorage } from 'node:async_hooks';
import { ADMIN_AREA_ROLES, FAILED_LOGIN_WINDOW_SECONDS, MAX_FAILED_LOGINS } from '@openwell/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { deleteLoginAttempt, deleteLoginFailures, findUserByEmail, reserveLoginAttempt } from './auth.repo.ts';
import { sha256Hex } from '../../lib/crypto.ts';

/** Who signs in: for the audit log. */
export type TClientInfo = { ip: string | null; userAgent: string | null };

/**
 * A browser's device cookie (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): issued to a browser
 * that signed in to the account `userId`; `nonce` identifies the browser in the lockout.
 */
export type TDeviceCookie = { userId: string; nonce: string };

/** 'admin': the admin login (/api/admin/sign-in), open to employer and admin accounts only. */
export type TSignInArea = 'app' | 'admin';

export type TSignInAttempt = {
  /** Normalised e-mail. */
  readonly email: string;
  /** The account with this e-mail, if any (audit subject). */
  readonly userId: string | null;
  readonly client: TClientInfo;
  /** The reserved lockout row: kept when the password was wrong, deleted otherwise. */
  readonly attemptId: number;
};

/** What Better Auth made of the password check. */
export type TSignInOutcome =
  | { kind: 'signed_in'; userId: string }
  | { kind: 'two_factor_required' }
  | { kind: 'invalid_credentials' }
  /** Refused before the password was checked (bad input, rate limit...): does not count. */
  | { kind: 'not_checked' };

/**
 * The rules around every password sign-in, web and admin login alike. Better Auth checks the password
 * (`/sign-in/email`); our Better Auth plugin calls `begin` before that check and `finish` after it, so both logins
 * share the lockout, the admin-area restriction and the audit rows.
 */
export interface SignInService {
  /** Runs `fn` (which calls Better Auth's sign-in) with sign-ins restricted to `area`. Default: 'app'. */
  withArea<T>(area: TSignInArea, fn: () => Promise<T>): Promise<T>;
  /**
   * Before the password check. Reserves one attempt against the lockout (ADR 009): once MAX_FAILED_LOGINS attempts
   * failed for the normalised e-mail within FAILED_LOGIN_WINDOW_SECONDS (unknown e-mails counted alike), throws
   * ACCOUNT_LOCKED with `retryAfterSeconds`, the time until the lock ends. Failures count per device: a browser with a
   * valid device cookie for this account has its own count, every other client shares one, so guessing from elsewhere
   * never locks the owner's known browser out.
   * In the admin area, an account of another role (or none) is refused with INVALID_CREDENTIALS after the same
   * hashing work as a real check (`hashPassword`) and counts as a failure.
   */
  begin(
    input: { email: string; password: string; client: TClientInfo; device: TDeviceCookie | null },
    hashPassword: (password: string) => Promise<unknown>,
  ): Promise<TSignInAttempt>;
  /** After the password check: keeps the reserved attempt only for wrong credentials; audits the result. */
  finish(attempt: TSignInAttempt, outcome: TSignInOutcome): Promise<void>;
  /** Lifts the lockout of an account (every device): a password reset proves the owner. */
  clearLockout(email: string): Promise<void>;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function isAdminAreaRole(role: string): boolean {
  return (ADMIN_AREA_ROLES as readonly string[]).includes(role);
}

export function createSignInService(deps: { database: Database; clock: Clock }): SignInService {
  const { db } = deps.database;
  const areas = new AsyncLocalStorage<TSignInArea>();

  /** The reserved attempt's id, or the seconds until the lock ends. */
  async function reserve(
    email: string,
    device: string | null,
  ): Promise<{ attemptId: number } | { retryAfterSeconds: number }> {
    const now = deps.clock.now();
    const windowMs = FAILED_LOGIN_WINDOW_SECONDS * 1000;
    const reserved = await reserveLoginAttempt(db, {
      email,
      // Stored as SHA-256 only: the nonce is the browser's way past a lockout (issue 22: no live secret at rest).
      device: device === null ? null : sha256Hex(device),
      now,
      since: new Date(now.getTime() - windowMs),
      max: MAX_FAILED_LOGINS,
    });
    if ('attemptId' in reserved) return reserved;
    const endsAt = reserved.lockedSince.getTime() + windowMs;
    return { retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
  }

  async function auditFailure(attempt: Omit<TSignInAttempt, 'attemptId'>, reason: string): Promise<void> {
    await recordAudit(db, {
      action: 'sign_in_failed',
      subjectUserId: attempt.userId,
      ...attempt.client,
      metadata: { email: attempt.email, reason },
    });
  }

  return {
    withArea: (area, fn) => areas.run(area, fn),

    async begin(input, hashPassword) {
      const email = normalizeEmail(input.email);
      const user = await findUserByEmail(db, email);
      // A device cookie counts only for the account it was issued for.
      const device = user && input.device?.userId === user.id ? input.device.nonce : null;
      const reserved = await reserve(email, device);
      if (!('attemptId' in reserved)) {
        await auditFailure({ email, userId: user?.id ?? null, client: input.client }, 'account_locked');
        // When the lock ends: the sign-in form says so, and that a password reset lifts it at once.
        throw new AppError('ACCOUNT_LOCKED', { retryAfterSeconds: reserved.retryAfterSeconds });
      }
      const attempt: TSignInAttempt = {
        email,
        userId: user?.id ?? null,
        client: input.client,
        attemptId: reserved.attemptId,
      };
      if ((areas.getStore() ?? 'app') === 'admin' && !(user && isAdminAreaRole(user.role))) {
        await hashPassword(input.password); // the same work as a real check: no timing oracle
        await auditFailure(attempt, 'not_admin_area');
        throw new AppError('INVALID_CREDENTIALS');
      }
      return attempt;
    },

    clearLockout: (email) => deleteLoginFailures(db, normalizeEmail(email)),

    async finish(attempt, outcome) {
      if (outcome.kind !== 'invalid_credentials') await deleteLoginAttempt(db, attempt.attemptId);
      if (outcome.kind === 'signed_in') {
        await recordAudit(db, {
          action: 'sign_in_succeeded',
          actorUserId: outcome.userId,
          subjectUserId: outcome.userId,
          ...attempt.client,
          metadata: { email: attempt.email, method: 'password' },
        });
      } else if (outcome.kind === 'invalid_credentials') {
        await auditFailure(attempt, 'invalid_credentials');
      }
    },
  };
}
