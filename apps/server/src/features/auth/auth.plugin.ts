import { AUTH_TOKEN_HEADER, TOTP_CODE_PATTERN } from '@openwell/contracts';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { symmetricDecrypt } from 'better-auth/crypto';
import { randomBytes } from 'node:crypto';
import { negotiateLanguage } from '@openwell/i18n/negotiate.ts';
import { translate } from '@openwell/i18n/translate.ts';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { errorDefaults, isAppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordAudit, type TAuditAction } from '../audit/audit.service.ts';
import { normalizeAuthError, RETRY_AFTER_HEADER } from './auth-errors.ts';
import { claimTotpStep, findSessionOwner } from './auth.repo.ts';
import { isNativeClient, signSessionToken } from './session-token.ts';
import { checkPasswordPolicy } from './password-policy.ts';
import type { SignInService, TClientInfo, TDeviceCookie, TSignInAttempt, TSignInOutcome } from './sign-in.service.ts';
import { findTotpStep } from './totp.ts';

/** Every request reaching Better Auth carries the socket's address here (the mount replaces any client value). */
export const CLIENT_IP_HEADER = 'x-openwell-client-ip';

/** The twoFactor plugin's cookie (pending second factor), created through Better Auth's cookie helper. */
const TWO_FACTOR_COOKIE = 'two_factor';
const TWO_FACTOR_VERIFY_METHODS: Record<string, 'totp' | 'backup_code'> = {
  '/two-factor/verify-totp': 'totp',
  '/two-factor/verify-backup-code': 'backup_code',
};

type TErrorCode = Parameters<typeof errorDefaults>[0];

/**
 * "Forgot password" answers after a whole multiple of this many milliseconds, counted from our first hook: a known
 * e-mail (a reset token written, the mail handed to background work) and an unknown one (a lookup only) then take the
 * same time, even when the machine is busy, so the time does not tell whether an account exists. 250 ms: a request
 * on a loaded 2-core machine stays well inside one quantum (at 100 ms some known-address requests crossed into the
 * next one while the test suite ran twice at once).
 */
export const PASSWORD_RESET_REQUEST_TIME_QUANTUM_MS = 250;

/** Waits until `startedAt` (performance.now()) plus the next whole multiple of `quantumMs`. */
export async function padToQuantum(startedAt: number, quantumMs: number): Promise<void> {
  const elapsed = performance.now() - startedAt;
  const target = Math.max(1, Math.ceil(elapsed / quantumMs)) * quantumMs;
  await new Promise((resolve) => setTimeout(resolve, target - elapsed));
}

/**
 * Throws our error code through Better Auth, with the code's status; the mount passes our codes through unchanged. A
 * `retryAfterSeconds` travels as Better Auth's own rate limiter sends it, in X-Retry-After, which the mount (and the
 * admin login) turn back into the detail and the Retry-After header.
 */
export function ourApiError(code: TErrorCode, details?: Record<string, unknown>): APIError {
  const { statusCode, message } = errorDefaults(code);
  const retry = details?.retryAfterSeconds;
  return new APIError(
    statusCode as ConstructorParameters<typeof APIError>[0],
    { code, message },
    typeof retry === 'number' ? { [RETRY_AFTER_HEADER]: String(retry) } : undefined,
  );
}

/** Runs a service call inside a Better Auth hook: our AppErrors become Better Auth errors with the same code. */
async function asApiError<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isAppError(error)) throw ourApiError(error.code, error.details);
    throw error;
  }
}

export function clientInfo(headers: Headers | null | undefined): TClientInfo {
  return { ip: headers?.get(CLIENT_IP_HEADER) ?? null, userAgent: headers?.get('user-agent') ?? null };
}

function errorCode(path: string, returned: unknown): TErrorCode | null {
  return isAPIError(returned) ? normalizeAuthError(path, returned.statusCode, returned.body).code : null;
}

function isTwoFactorRedirect(returned: unknown): boolean {
  return typeof returned === 'object' && returned !== null && 'twoFactorRedirect' in returned;
}

type TwoFactorRow = { id: string; secret: string; userId: string };

/** The parts of a Better Auth endpoint context our hooks read. */
type HookContext = {
  path?: string | undefined;
  headers?: Headers | undefined;
  getSignedCookie: (name: string, secret: string) => Promise<string | null | false>;
  context: {
    secret: string;
    createAuthCookie: (name: string) => { name: string };
    internalAdapter: { findVerificationValue: (identifier: string) => Promise<{ value: string } | null> };
  };
};

/**
 * The device cookie (ADR 009; OWASP "Slow Down Online Guessing Attacks with Device Cookies"): `userId:nonce`, signed
 * with the auth secret, HttpOnly, issued on every successful sign-in. Sign-in failures count per device, so a browser
 * that signed in before keeps its own count while others guess at the account.
 */
export const DEVICE_COOKIE = 'device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** The request's valid device cookie, or null (missing, forged or malformed). */
async function readDeviceCookie(ctx: HookContext): Promise<TDeviceCookie | null> {
  const value = await ctx.getSignedCookie(ctx.context.createAuthCookie(DEVICE_COOKIE).name, ctx.context.secret);
  if (!value) return null;
  const [userId, nonce, ...rest] = value.split(':');
  return userId && nonce && rest.length === 0 ? { userId, nonce } : null;
}

/**
 * The answer to a password-reset request, whether or not the e-mail has an account: the sentence of the forgot-password
 * page (`auth:forgot.sent`) in the language the request negotiates as the pages do (the stored choice, else
 * Accept-Language, else English).
 */
export function passwordResetRequestedAnswer(headers: Headers | null | undefined): { status: true; message: string } {
  const language = negotiateLanguage({
    cookie: headers?.get('cookie') ?? undefined,
    acceptLanguage: headers?.get('accept-language') ?? undefined,
  });
  return { status: true, message: translate('auth', language, 'forgot.sent') };
}

/** The user of the pending second-factor challenge (signed cookie -> verification row), or null. */
async function pendingTwoFactorUserId(ctx: HookContext): Promise<string | null> {
  const cookieName = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name;
  const identifier = await ctx.getSignedCookie(cookieName, ctx.context.secret);
  if (!identifier) return null;
  return (await ctx.context.internalAdapter.findVerificationValue(identifier))?.value ?? null;
}

/**
 * Our additions to Better Auth, as a plugin (its hooks run after those of the built-in plugins):
 * - Password sign-in (`/sign-in/email`, web and admin login alike): the sign-in service runs before the password check
 *   (lockout, admin-area restriction) and after it (releases the attempt unless the credentials were wrong; audit).
 * - TOTP codes are single use: before /two-factor/verify-totp (second sign-in step and enrolment confirmation) the
 *   matching time step is found with the injected clock and claimed atomically; a step at or below the last used one
 *   is refused, and a code that matches no step is handed on as wrong.
 * - The password policy (common passwords) before /reset-password and /change-password.
 * - Audit rows: second-factor sign-ins, sign-out, sign-out everywhere, 2FA switched on or off.
 * - A server-only endpoint that creates a session with Better Auth's own cookie handling (after sign-up/setup).
 */
export function openWellAuthPlugin(deps: { database: Database; clock: Clock; signIn: SignInService }) {
  const { db } = deps.database;
  // The sign-in attempt of a request, from the before hook to the after hook (keyed like the twoFactor plugin keys
  // its own per-request state: by the request's context object).
  const signInAttempts = new WeakMap<object, TSignInAttempt>();
  // When a password-reset request reached our hooks, keyed by its Fetch Request.
  const resetRequestStarts = new WeakMap<object, number>();

  async function audit(
    action: TAuditAction,
    userId: string | null,
    headers: Headers | null | undefined,
    metadata?: Record<string, unknown>,
  ): Promise<void> {
    await recordAudit(db, {
      action,
      actorUserId: action === 'sign_in_failed' ? null : userId,
      subjectUserId: userId,
      ...clientInfo(headers),
      ...(metadata ? { metadata } : {}),
    });
  }

  return {
    id: 'openwell',
    init() {
      return {
        options: {
          databaseHooks: {
            session: {
              create: {
                // A session is native (its token works as a bearer token) only when the client asked at sign-in.
                before: async (session, context) => ({
                  data: { ...session, client: isNativeClient(context?.headers) ? 'native' : 'browser' },
                }),
              },
              delete: {
                // Sign-out deletes exactly the session of the request.
                after: async (session, context) => {
                  if (context?.path === '/sign-out') await audit('sign_out', session.userId, context.headers);
                },
              },
            },
            user: {
              update: {
                // The only user writes on these paths are the twoFactorEnabled switch.
                after: async (user, context) => {
                  const path = context?.path;
                  if (path === '/two-factor/verify-totp' && user.twoFactorEnabled === true) {
                    await audit('mfa_enabled', user.id, context?.headers);
                  } else if (path === '/two-factor/disable' && user.twoFactorEnabled === false) {
                    await audit('mfa_disabled', user.id, context?.headers);
                  }
                },
              },
            },
          },
        },
      };
    },
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
          // Only the caller's own sessions can be revoked; Better Auth would answer 200 and do nothing.
          matcher: (ctx) => ctx.path === '/revoke-session',
          handler: createAuthMiddleware(async (ctx) => {
            const token: unknown = ctx.body?.token;
            if (typeof token !== 'string') return; // Better Auth refuses the body
            const session = await getSessionFromCtx(ctx, { disableCookieCache: true, disableRefresh: true });
            if (!session) return; // Better Auth answers 401
            if ((await findSessionOwner(db, token)) !== session.user.id) throw ourApiError('NOT_FOUND');
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/request-password-reset',
          handler: createAuthMiddleware(async (ctx) => {
            if (ctx.request) resetRequestStarts.set(ctx.request, performance.now());
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as { email?: unknown; password?: unknown };
            if (typeof body.email !== 'string') return; // Better Auth refuses the body; nothing is checked
            const email = body.email;
            const password = typeof body.password === 'string' ? body.password : '';
            const device = await readDeviceCookie(ctx);
            const attempt = await asApiError(() =>
              deps.signIn.begin({ email, password, client: clientInfo(ctx.headers), device }, (value) =>
                ctx.context.password.hash(value),
              ),
            );
            signInAttempts.set(ctx.context, attempt);
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/reset-password' || ctx.path === '/change-password',
          handler: createAuthMiddleware(async (ctx) => {
            const password: unknown = ctx.body?.newPassword;
            if (typeof password !== 'string') return;
            const violation = checkPasswordPolicy(password);
            if (violation) throw ourApiError(violation);
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/two-factor/verify-totp',
          handler: createAuthMiddleware(async (ctx) => {
            const code: unknown = ctx.body?.code;
            if (typeof code !== 'string' || !TOTP_CODE_PATTERN.test(code.trim())) return;
            // The signed-in user (enrolment) or the user of the pending second-factor challenge (sign-in).
            const session = await getSessionFromCtx(ctx, { disableCookieCache: true, disableRefresh: true });
            const userId = session?.user.id ?? (await pendingTwoFactorUserId(ctx));
            if (!userId) return; // Better Auth refuses the request itself
            const row = (await ctx.context.adapter.findOne({
              model: 'twoFactor',
              where: [{ field: 'userId', value: userId }],
            })) as TwoFactorRow | null;
            if (!row) return;
            const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
            const step = await findTotpStep(secret, code.trim(), deps.clock.now());
            // Not a code of the steps around now by our clock: Better Auth gets an empty code, so it refuses it and
            // counts the failure even where its own time (the system clock) would accept it. No code is accepted
            // without its step being claimed.
            if (step === null) return { context: { body: { ...ctx.body, code: '' } } };
            if (!(await claimTotpStep(db, userId, step))) {
              if (!session) {
                await audit('sign_in_failed', userId, ctx.headers, {
                  method: 'totp',
                  reason: 'invalid_two_factor_code',
                });
              }
              throw ourApiError('INVALID_TWO_FACTOR_CODE');
            }
          }),
        },
      ],
      after: [
        {
          // Every answer that started a session: a fresh device cookie for the browser (the owner's way in while
          // others guess at the account), and the bearer token for a native client that asked for one.
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const created = ctx.context.newSession;
            if (!created) return;
            const cookie = ctx.context.createAuthCookie(DEVICE_COOKIE, { maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS });
            const nonce = randomBytes(16).toString('base64url');
            await ctx.setSignedCookie(
              cookie.name,
              `${created.user.id}:${nonce}`,
              ctx.context.secret,
              cookie.attributes,
            );
            if (!isNativeClient(ctx.headers)) return;
            ctx.setHeader(AUTH_TOKEN_HEADER, signSessionToken(created.session.token, ctx.context.secret));
            ctx.setHeader('access-control-expose-headers', AUTH_TOKEN_HEADER);
          }),
        },
        {
          // Same answer time for known and unknown e-mails (see PASSWORD_RESET_REQUEST_TIME_QUANTUM_MS), and the same
          // sentence as the page shows, in the request's language, instead of Better Auth's own.
          matcher: (ctx) => ctx.path === '/request-password-reset',
          handler: createAuthMiddleware(async (ctx) => {
            const startedAt = ctx.request ? resetRequestStarts.get(ctx.request) : undefined;
            if (startedAt !== undefined) await padToQuantum(startedAt, PASSWORD_RESET_REQUEST_TIME_QUANTUM_MS);
            if (isAPIError(ctx.context.returned)) return;
            return ctx.json(passwordResetRequestedAnswer(ctx.headers));
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const attempt = signInAttempts.get(ctx.context);
            if (!attempt) return;
            signInAttempts.delete(ctx.context);
            const returned = ctx.context.returned;
            // The twoFactor plugin's hook (before ours) replaces the session of a pending second factor with a
            // challenge: then there is no new session and the answer is a two-factor redirect.
            const newSession = ctx.context.newSession;
            const outcome: TSignInOutcome = newSession
              ? { kind: 'signed_in', userId: newSession.user.id }
              : isTwoFactorRedirect(returned)
                ? { kind: 'two_factor_required' }
                : errorCode('/sign-in/email', returned) === 'INVALID_CREDENTIALS'
                  ? { kind: 'invalid_credentials' }
                  : { kind: 'not_checked' };
            await deps.signIn.finish(attempt, outcome);
          }),
        },
        {
          // The second sign-in step. With a session, the request confirmed an enrolment (audited as mfa_enabled).
          matcher: (ctx) => Object.hasOwn(TWO_FACTOR_VERIFY_METHODS, ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            if (ctx.context.session) return;
            const method = TWO_FACTOR_VERIFY_METHODS[ctx.path]!;
            const newSession = ctx.context.newSession;
            if (newSession) {
              await audit('sign_in_succeeded', newSession.user.id, ctx.headers, { method });
            } else if (errorCode(ctx.path, ctx.context.returned) === 'INVALID_TWO_FACTOR_CODE') {
              await audit('sign_in_failed', await pendingTwoFactorUserId(ctx), ctx.headers, {
                method,
                reason: 'invalid_two_factor_code',
              });
            }
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/revoke-sessions',
          handler: createAuthMiddleware(async (ctx) => {
            const session = ctx.context.session;
            if (!session || isAPIError(ctx.context.returned)) return;
            await audit('sign_out_everywhere', session.user.id, ctx.headers);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
