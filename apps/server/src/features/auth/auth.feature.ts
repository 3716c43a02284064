import type { AppInstance } from '../../app.ts';
import type { TConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { MailService } from '../mail/mail.service.ts';
import { allowedOrigins } from '../../plugins/csrf-origin.ts';
import { createAdminSetupService, type AdminSetupService } from './admin-setup.service.ts';
import { sessionUserPlugin } from './auth.guards.ts';
import { authRoutes } from './auth.routes.ts';
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
