import {
  adminSignIn,
  changeUserCompany,
  changeUserRole,
  createFirstAdmin,
  getAdminSetupStatus,
  getAdminSystemStatus,
  listAdminUsers,
  type TAdminSystemStatus,
} from '@openwell/contracts';
import type { AppInstance } from '../../app.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import type { AccountsAdminService } from '../accounts/accounts.admin.service.ts';
import type { AdminSetupService } from '../auth/admin-setup.service.ts';
import type { AuthSessions } from '../auth/auth.session.ts';
import type { MailService } from '../mail/mail.service.ts';

export const ADMIN_SIGN_IN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
export const ADMIN_SETUP_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;

export type AdminRoutesOptions = {
  /** Admin-area sign-in and sessions (auth feature). */
  sessions: Pick<AuthSessions, 'signInToAdminArea' | 'startSession'>;
  /** The one-time first-admin setup (auth feature). */
  adminSetupService: AdminSetupService;
  /** User management for platform admins: account data only (accounts feature). */
  accountsAdminService: AccountsAdminService;
  /** How e-mail is delivered (mail feature): the admin area warns when nobody receives mail. */
  mailService: Pick<MailService, 'deliveryStatus'>;
  /** Where the encryption key is kept: the admin area warns when, in production, it sits beside the database. */
  encryptionKey: TAdminSystemStatus['encryptionKey'];
};

/**
 * The admin area's endpoints: its own sign-in (employer and admin accounts only), the first-admin setup, user
 * management and the system status (e-mail delivery, the encryption key). The rules live in the features that own the data (auth, accounts); this feature is their admin face.
 */
export function adminRoutes(app: AppInstance, opts: AdminRoutesOptions): void {
  const { sessions, adminSetupService, accountsAdminService, mailService } = opts;

  registerEndpoint(app, adminSignIn, ({ request, reply, body }) => sessions.signInToAdminArea(request, reply, body), {
    rateLimit: ADMIN_SIGN_IN_RATE_LIMIT,
  });

  registerEndpoint(app, getAdminSetupStatus, async () => ({
    setupRequired: await adminSetupService.setupRequired(),
  }));

  registerEndpoint(
    app,
    createFirstAdmin,
    async ({ request, reply, body, client }) => {
      const { userId } = await adminSetupService.createFirstAdmin(body, client);
      await sessions.startSession(request, reply, userId);
      return { twoFactorRequired: false };
    },
    { rateLimit: ADMIN_SETUP_RATE_LIMIT },
  );

  registerEndpoint(app, listAdminUsers, ({ query }) => accountsAdminService.listUsers(query));

  registerEndpoint(app, changeUserCompany, ({ user, params, body, client }) =>
    accountsAdminService.changeCompany(user, params.userId, body, client),
  );

  registerEndpoint(app, changeUserRole, ({ user, params, body, client }) =>
    accountsAdminService.changeRole(user, params.userId, body.role, client),
  );

  registerEndpoint(app, getAdminSystemStatus, async () => ({
    mail: await mailService.deliveryStatus(),
    encryptionKey: opts.encryptionKey,
  }));
}
