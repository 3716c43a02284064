import type { AppInstance } from '../../app.ts';
import type { TConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { MailService } from '../mail/mail.service.ts';
import { createAdminSetupService, type AdminSetupService } from './admin-setup.service.ts';
import { adminAuthRoutes } from './auth.admin.routes.ts';
import { sessionUserPlugin } from './auth.guards.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService, createLoginLockout, type AuthService } from './auth.service.ts';
import { createAuth, type Auth } from './auth.ts';
import { createSignInAttempts, type SignInAttempts } from './sign-in-attempts.ts';

export type AuthFeature = {
  auth: Auth;
  authService: AuthService;
  signInAttempts: SignInAttempts;
  adminSetupService: AdminSetupService;
};

/** Wires the Better Auth instance, the auth service, the lockout and the first-admin setup. */
export function createAuthFeature(deps: {
  config: TConfig;
  database: Database;
  logger: Logger;
  clock: Clock;
  encryptionKey: Buffer;
  mailService: MailService;
}): AuthFeature {
  // The instance and the service need each other: Better Auth's hooks resolve sessions through the service.
  const late: { service?: AuthService } = {};
  const auth = createAuth({
    ...deps,
    sessionUserId: async (headers) => (await late.service?.getSessionUser(headers))?.id ?? null,
  });
  const authService = createAuthService({ auth, database: deps.database, clock: deps.clock });
  late.service = authService;
  const signInAttempts = createSignInAttempts({
    lockout: createLoginLockout({ database: deps.database, clock: deps.clock }),
    database: deps.database,
  });
  const adminSetupService = createAdminSetupService({ database: deps.database, authService, clock: deps.clock });
  return { auth, authService, signInAttempts, adminSetupService };
}

/** request.user for /api, the Better Auth mount at /api/auth/*, admin sign-in and first-admin setup. */
export async function registerAuthFeature(
  app: AppInstance,
  feature: AuthFeature,
  deps: { config: TConfig; database: Database },
): Promise<void> {
  await app.register(sessionUserPlugin, { authService: feature.authService });
  await app.register(authRoutes, { ...feature, ...deps });
  await app.register(adminAuthRoutes, { ...feature, database: deps.database });
}
