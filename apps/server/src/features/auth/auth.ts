import { hkdfSync } from 'node:crypto';
import {
  AUTH_BASE_PATH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TTL_SECONDS,
} from '@openwell/contracts';
import { FALLBACK_LANGUAGE, LANGUAGES, type TLanguage } from '@openwell/i18n';
import { betterAuth } from 'better-auth';
import { isAPIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, jwt, twoFactor } from 'better-auth/plugins';
import { adminAc, userAc } from 'better-auth/plugins/admin/access';
import type { TConfig } from '../../config.ts';
import type { AppExecutor, Database } from '../../db/client.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { trustedOrigins } from '../../lib/trusted-origins.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { renderPasswordResetMail } from './auth.mails.ts';
import { CLIENT_IP_HEADER, clientInfo, openWellAuthPlugin } from './auth.plugin.ts';
import {
  authAccounts,
  authJwks,
  authRateLimits,
  authSessions,
  authTwoFactors,
  authVerifications,
  users,
} from './auth.tables.ts';
import { withHashedSessionTokens } from './session-token-hash.ts';
import { testPasswordHashing } from './test-password-hashing.ts';
import type { SignInService } from './sign-in.service.ts';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from './totp.ts';

export const TWO_FACTOR_ISSUER = 'OpenWell';
export const SESSION_COOKIE_CACHE_SECONDS = 60;

/** Per-IP limits (IPv6 grouped per /64) on top of the per-account lockout; counters in the database. */
export const AUTH_RATE_LIMITS = {
  default: { window: 60, max: 100 },
  '/sign-in/email': { window: 60, max: 10 },
  '/two-factor/verify-totp': { window: 60, max: 10 },
  '/two-factor/verify-backup-code': { window: 60, max: 10 },
  '/two-factor/*': { window: 60, max: 10 },
  '/request-password-reset': { window: 900, max: 5 },
  '/reset-password': { window: 900, max: 10 },
  '/change-password': { window: 900, max: 10 },
} as const;

/** Better Auth's models on our Drizzle tables (also used to build its adapter on a transaction). */
export const BETTER_AUTH_SCHEMA = {
  user: users,
  session: authSessions,
  account: authAccounts,
  verification: authVerifications,
  twoFactor: authTwoFactors,
  jwks: authJwks,
  rateLimit: authRateLimits,
};

/**
 * Better Auth's database adapter on `executor` (the database, or a transaction of ours): Drizzle on our tables, with
 * session tokens stored as SHA-256 only (session-token-hash.ts).
 */
export function authDatabaseAdapter(executor: AppExecutor, options: { transaction?: boolean } = {}) {
  return withHashedSessionTokens(
    drizzleAdapter(executor, { provider: 'pg', schema: BETTER_AUTH_SCHEMA, transaction: options.transaction ?? false }),
  );
}

export type AuthDeps = {
  config: TConfig;
  database: Database;
  logger: Logger;
  encryptionKey: Buffer;
  clock: Clock;
  mailService: MailService;
  signIn: SignInService;
  /** Runs the password-reset mail after the answer (lib/background-tasks.ts). */
  backgroundTasks: BackgroundTasks;
};

/** Better Auth's secret: AUTH_SECRET, else derived from the encryption key (HKDF-SHA256, label 'better-auth'). */
export function deriveAuthSecret(encryptionKey: Buffer, override?: string): string {
  if (override) return override;
  return Buffer.from(hkdfSync('sha256', encryptionKey, Buffer.alloc(0), 'better-auth', 32)).toString('base64url');
}

function asLanguage(value: unknown): TLanguage {
  return LANGUAGES.includes(value as TLanguage) ? (value as TLanguage) : FALLBACK_LANGUAGE;
}

/** One Better Auth instance per app (tests build their own). */
export function createAuth(deps: AuthDeps) {
  const { config, database, logger, mailService } = deps;
  const authLogger = logger.child({ component: 'better-auth' });
  // Better Auth's scrypt, except in the test suite when it asks for a cheap cost (test-password-hashing.ts).
  const password = testPasswordHashing(config);
  const auth = betterAuth({
    appName: TWO_FACTOR_ISSUER,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: deriveAuthSecret(deps.encryptionKey, config.authSecret),
    // The same list as our CSRF check (lib/trusted-origins.ts).
    trustedOrigins: trustedOrigins(config),
    // Session tokens are stored hashed (session-token-hash.ts); reset and second-factor identifiers too (below).
    database: authDatabaseAdapter(database.db, { transaction: true }),
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      // Better Auth's warnings include "User not found" on every failed sign-in: debug, never above.
      log: (level, message, ...args) =>
        level === 'error'
          ? authLogger.error({ details: args.map(String) }, message)
          : authLogger.debug({ level, details: args.map(String) }, message),
    },
    onAPIError: {
      // Rejections are answers, not faults: the mount logs them ('auth request rejected'). Without this handler Better
      // Auth prints every error thrown by a hook (lockout, TOTP reuse, password policy) to stderr.
      onError: (error) => {
        if (isAPIError(error)) authLogger.debug({ code: error.body?.code, status: error.statusCode }, error.message);
        else authLogger.error({ err: error }, 'Better Auth request failed');
      },
    },
    user: {
      additionalFields: {
        language: { type: 'string', required: false, defaultValue: FALLBACK_LANGUAGE, input: false },
      },
    },
    verification: { storeIdentifier: 'hashed' },
    emailAndPassword: {
      enabled: true,
      // Sign-up is ours (POST /api/accounts/sign-up): user, profile and consents in one transaction.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      ...(password ? { password } : {}),
      // Off the request path: rendering, the outbox (or SMTP) and the audit row run after the answer, so a known
      // e-mail is not answered later than an unknown one (the after hook in auth.plugin.ts pads both to one time).
      // A delivery failure can no longer reach the client; it is logged and the outbox row says 'failed'.
      sendResetPassword: async ({ user, token }, request) => {
        const client = clientInfo(request?.headers);
        deps.backgroundTasks.run('password reset mail', async () => {
          const language = asLanguage((user as { language?: unknown }).language);
          const url = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
          const mail = renderPasswordResetMail(language, { url, ttlMinutes: PASSWORD_RESET_TTL_SECONDS / 60 });
          await recordAudit(database.db, { action: 'password_reset_requested', subjectUserId: user.id, ...client });
          await mailService.send({ to: user.email, language, companyId: null, ...mail });
        });
      },
      onPasswordReset: async ({ user }, request) => {
        // No trusted-device bypass after a reset: every verification row pointing at the user goes (trusted devices,
        // pending second-factor challenges, other reset links), so the second factor is asked again everywhere.
        const context = await auth.$context;
        await context.adapter.deleteMany({ model: 'verification', where: [{ field: 'value', value: user.id }] });
        // A reset proves the owner: it lifts any lockout of the account (ADR 009).
        await deps.signIn.clearLockout(user.email);
        await recordAudit(database.db, {
          action: 'password_reset_completed',
          actorUserId: user.id,
          subjectUserId: user.id,
          ...clientInfo(request?.headers),
        });
      },
    },
    session: {
      // 'browser' or 'native' (set by our plugin from X-OpenWell-Client): bearer tokens work for native sessions only.
      additionalFields: { client: { type: 'string', required: false, defaultValue: 'browser', input: false } },
      // Short, and only ever written for complete sessions: a sign-in that still needs its second factor has no
      // session (Better Auth deletes it and scrubs the cookies). Our API guards bypass the cache altogether.
      cookieCache: { enabled: true, maxAge: SESSION_COOKIE_CACHE_SECONDS },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: AUTH_RATE_LIMITS.default.window,
      max: AUTH_RATE_LIMITS.default.max,
      customRules: {
        '/sign-in/email': AUTH_RATE_LIMITS['/sign-in/email'],
        '/two-factor/verify-totp': AUTH_RATE_LIMITS['/two-factor/verify-totp'],
        '/two-factor/verify-backup-code': AUTH_RATE_LIMITS['/two-factor/verify-backup-code'],
        '/two-factor/*': AUTH_RATE_LIMITS['/two-factor/*'],
        '/request-password-reset': AUTH_RATE_LIMITS['/request-password-reset'],
        '/reset-password': AUTH_RATE_LIMITS['/reset-password'],
        '/change-password': AUTH_RATE_LIMITS['/change-password'],
      },
    },
    advanced: {
      // Better Auth turns its origin and CSRF checks off when the process runs with NODE_ENV=test; ours stay on
      // everywhere, so tests see what production does.
      disableOriginCheck: false,
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], ipv6Subnet: 64 },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    plugins: [
      twoFactor({
        issuer: TWO_FACTOR_ISSUER,
        totpOptions: { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS },
        backupCodeOptions: { amount: 10, length: 10 },
      }),
      admin({
        defaultRole: 'employee',
        adminRoles: ['admin'],
        roles: { employee: userAc, employer: userAc, admin: adminAc },
      }),
      // JSON Web Tokens only for clients that ask (GET /api/auth/token): no signing on every get-session.
      jwt({ disableSettingJwtHeader: true }),
      openWellAuthPlugin({ database, clock: deps.clock, signIn: deps.signIn }),
    ],
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
