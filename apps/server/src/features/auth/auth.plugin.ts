import { TOTP_CODE_PATTERN } from '@openwell/contracts';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, createAuthMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { symmetricDecrypt } from 'better-auth/crypto';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { errorDefaults } from '../../lib/app-error.ts';
import { claimTotpStep } from './auth.repo.ts';
import { checkPasswordPolicy } from './password-policy.ts';
import { findTotpStep } from './totp.ts';

/** Throws our error code through Better Auth; the mount passes our codes through unchanged. */
export function ourApiError(
  status: 'BAD_REQUEST' | 'UNAUTHORIZED' | 'TOO_MANY_REQUESTS' | 'BAD_GATEWAY',
  code: Parameters<typeof errorDefaults>[0],
): APIError {
  return APIError.from(status, { code, message: errorDefaults(code).message });
}

type TwoFactorRow = { id: string; secret: string; userId: string };

const BASE32_PREFIX = 'base32:';

/**
 * Our additions to Better Auth, as a plugin (its hooks run after the built-in plugins' hooks):
 * - TOTP codes are single use: before /two-factor/verify-totp (second sign-in step and enrolment confirmation) the
 *   matching time step is found and claimed atomically; a step at or below the last used one is refused.
 * - The password policy (common passwords) before /reset-password and /change-password.
 * - A server-only endpoint that creates a session with Better Auth's own cookie handling (after sign-up/setup).
 */
export function openWellAuthPlugin(deps: {
  database: Database;
  /** The user whose session the headers carry (cookie or bearer), resolved through Better Auth. */
  sessionUserId: (headers: Headers) => Promise<string | null>;
}) {
  return {
    id: 'openwell',
    endpoints: {
      createSessionForUser: createAuthEndpoint.serverOnly(
        { method: 'POST', body: z.object({ userId: z.string() }) },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw APIError.from('BAD_REQUEST', { code: 'USER_NOT_FOUND', message: 'User not found' });
          const session = await ctx.context.internalAdapter.createSession(user.id, false);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ token: session.token, userId: user.id });
        },
      ),
    },
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/reset-password' || ctx.path === '/change-password',
          handler: createAuthMiddleware(async (ctx) => {
            const password: unknown = ctx.body?.newPassword;
            if (typeof password !== 'string') return;
            const violation = checkPasswordPolicy(password);
            if (violation) throw ourApiError('BAD_REQUEST', violation);
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/two-factor/verify-totp',
          handler: createAuthMiddleware(async (ctx) => {
            const code: unknown = ctx.body?.code;
            if (typeof code !== 'string' || !TOTP_CODE_PATTERN.test(code.trim())) return;
            const userId = await twoFactorUserId(ctx);
            if (!userId) return; // Better Auth refuses the request itself
            const row = (await ctx.context.adapter.findOne({
              model: 'twoFactor',
              where: [{ field: 'userId', value: userId }],
            })) as TwoFactorRow | null;
            if (!row) return;
            const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
            if (secret.startsWith(BASE32_PREFIX)) return; // imported secrets: not used by OpenWell
            const step = findTotpStep(secret, code.trim(), Date.now());
            if (step === null) return; // wrong code: Better Auth refuses and counts the failure
            if (!(await claimTotpStep(deps.database.db, userId, step))) {
              throw ourApiError('UNAUTHORIZED', 'INVALID_TWO_FACTOR_CODE');
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;

  /** The signed-in user (enrolment) or the user of the pending second-factor challenge (sign-in). */
  async function twoFactorUserId(ctx: {
    headers?: Headers | undefined;
    getSignedCookie: (name: string, secret: string) => Promise<string | null | false>;
    context: {
      secret: string;
      createAuthCookie: (name: string) => { name: string };
      internalAdapter: { findVerificationValue: (id: string) => Promise<{ value: string; expiresAt: Date } | null> };
    };
  }): Promise<string | null> {
    if (ctx.headers) {
      const sessionUserId = await deps.sessionUserId(ctx.headers);
      if (sessionUserId) return sessionUserId;
    }
    const challenge = await ctx.getSignedCookie(ctx.context.createAuthCookie('two_factor').name, ctx.context.secret);
    if (!challenge) return null;
    const verification = await ctx.context.internalAdapter.findVerificationValue(challenge);
    if (!verification || verification.expiresAt < new Date()) return null;
    return verification.value;
  }
}
