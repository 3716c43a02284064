import { AUTH_ERROR_CODES } from '@openwell/contracts';
import type { AppInstance } from '../../app.ts';
import type { TConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { MailService } from '../mail/mail.service.ts';
import { allowedOrigins } from '../../plugins/csrf-origin.ts';
import { renderPasswordResetMail } from './auth.mails.ts';
import { defineFeature, tablesOf } from '../feature.ts';
import { createAdminSetupService, type AdminSetupService } from './admin-setup.service.ts';
import { sessionUserPlugin } from './auth.guards.ts';
import { authRoutes } from './auth.routes.ts';
import * as tables from './auth.tables.ts';
import {
  authAccounts,
  authLoginFailures,
  authSessions,
  authTotpLastSteps,
  authTwoFactors,
  users,
} from './auth.tables.ts';
import { createAuthService, type AuthService } from './auth.service.ts';
import { createAuthSessions, type AuthSessions } from './auth.session.ts';
import { createAuth, type Auth } from './auth.ts';
import { createSignInService } from './sign-in.service.ts';

export type AuthFeature = {
  auth: Auth;
  authService: AuthService;
  /** For routes: the signed-in user of a request, sessions started on a reply, the admin login. */
  sessions: AuthSessions;
  adminSetupService: AdminSetupService;
};

/** Wires the sign-in service, the Better Auth instance (with our plugin), the auth service and first-admin setup. */
export function createAuthFeature(deps: {
  config: TConfig;
  database: Database;
  logger: Logger;
  clock: Clock;
  encryptionKey: Buffer;
  mailService: MailService;
  backgroundTasks: BackgroundTasks;
}): AuthFeature {
  const signIn = createSignInService({ database: deps.database, clock: deps.clock });
  const auth = createAuth({ ...deps, signIn });
  const authService = createAuthService({ auth, database: deps.database, clock: deps.clock });
  const sessions = createAuthSessions({
    auth,
    signIn,
    database: deps.database,
    trustedOrigins: allowedOrigins(deps.config),
  });
  const adminSetupService = createAdminSetupService({ database: deps.database, authService, clock: deps.clock });
  return { auth, authService, sessions, adminSetupService };
}

/** request.user for /api, the Better Auth mount at /api/auth/*, admin sign-in and first-admin setup. */
export async function registerAuthFeature(
  app: AppInstance,
  feature: AuthFeature,
  deps: { config: TConfig },
): Promise<void> {
  await app.register(sessionUserPlugin, { sessions: feature.sessions });
  await app.register(authRoutes, { auth: feature.auth, sessions: feature.sessions, config: deps.config });
}

/**
 * auth: Better Auth under /api/auth, request.user for /api, sign-in with lockout, 2FA, password reset, first-admin
 * setup. Owns the people table (`users`): erasing a person deletes its row last, which cascades to every table whose
 * foreign key to it says so.
 */
export const authFeature = defineFeature({
  name: 'auth',
  async routes(app, { auth }, { config }) {
    await registerAuthFeature(app, auth, { config });
  },
  tables: tablesOf(tables),
  errors: AUTH_ERROR_CODES,
  mails: { 'password-reset': renderPasswordResetMail },
  personalData: [
    { table: users, userColumn: users.id, export: 'rows', erase: 'delete' },
    {
      table: authSessions,
      userColumn: authSessions.userId,
      export: { omit: [authSessions.token], why: 'the session token signs the person in' },
      erase: 'delete',
    },
    // An admin who impersonated someone: the other person's session stays, the admin is forgotten.
    { table: authSessions, userColumn: authSessions.impersonatedBy, export: 'rows', erase: 'anonymise' },
    {
      table: authAccounts,
      userColumn: authAccounts.userId,
      export: {
        omit: [authAccounts.password, authAccounts.accessToken, authAccounts.refreshToken, authAccounts.idToken],
        why: 'the password hash and the provider tokens are secrets',
      },
      erase: 'delete',
    },
    {
      table: authTwoFactors,
      userColumn: authTwoFactors.userId,
      export: { skip: 'the TOTP secret and backup codes: secrets; whether 2FA is on is in users' },
      erase: 'delete',
    },
    {
      table: authTotpLastSteps,
      userColumn: authTotpLastSteps.userId,
      export: { skip: 'replay protection of TOTP codes: security state, nothing about the person' },
      erase: 'delete',
    },
    {
      // Failed sign-ins against the address in the last 15 minutes, whoever tried: the lockout's state (ADR 009).
      table: authLoginFailures,
      emailColumn: authLoginFailures.email,
      export: { skip: 'the lockout state of the address: attempts by anyone, not something the person did' },
      erase: 'delete',
    },
  ],
});
