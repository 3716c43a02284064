import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { normalizeEmail, type LoginLockout } from './auth.service.ts';

export type ClientInfo = { ip: string | null; userAgent: string | null };
export type SignInOutcome =
  | { kind: 'succeeded'; userId: string; method: 'password' | 'totp' | 'backup_code' }
  | { kind: 'two_factor_required' }
  | { kind: 'failed'; reason: 'invalid_credentials' | 'not_admin_area'; userId?: string | null }
  | { kind: 'not_checked' };

/**
 * One password sign-in attempt (web or admin login): the per-account lockout and the audit rows.
 * `begin` refuses with 429 ACCOUNT_LOCKED once 10 attempts failed within 15 minutes (the right password included);
 * `finish` keeps the reserved attempt only when the credentials were wrong.
 */
export function createSignInAttempts(deps: { lockout: LoginLockout; database: Database }) {
  return {
    async begin(rawEmail: string, client: ClientInfo) {
      const email = normalizeEmail(rawEmail);
      const attemptId = await deps.lockout.reserve(email);
      if (attemptId === null) {
        await recordAudit(deps.database.db, {
          action: 'sign_in_failed',
          ...client,
          metadata: { email, reason: 'account_locked' },
        });
        throw new AppError('ACCOUNT_LOCKED');
      }
      return {
        async finish(outcome: SignInOutcome): Promise<void> {
          if (outcome.kind !== 'failed') await deps.lockout.release(attemptId);
          if (outcome.kind === 'succeeded') {
            await recordAudit(deps.database.db, {
              action: 'sign_in_succeeded',
              actorUserId: outcome.userId,
              subjectUserId: outcome.userId,
              ...client,
              metadata: { email, method: outcome.method },
            });
          } else if (outcome.kind === 'failed') {
            await recordAudit(deps.database.db, {
              action: 'sign_in_failed',
              subjectUserId: outcome.userId ?? null,
              ...client,
              metadata: { email, reason: outcome.reason },
            });
          }
        },
      };
    },
  };
}

export type SignInAttempts = ReturnType<typeof createSignInAttempts>;
