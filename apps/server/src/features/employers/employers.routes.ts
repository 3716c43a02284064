import {
  acceptEmployerInvitation,
  getEmployerInvitation,
  inviteEmployer,
  listCompanyEmployers,
  revokeEmployerAccess,
  revokeEmployerInvitation,
} from '@openwell/contracts';
import type { AppInstance } from '../../app.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import type { StartSession } from '../auth/auth.session.ts';
import type { EmployersService } from './employers.service.ts';

/**
 * The invitation links are public: looking one up or accepting it is rate limited per client like the company-code
 * lookup, so tokens (256 bits) cannot be tried in bulk and accepting cannot be hammered.
 */
export const EMPLOYER_INVITATION_RATE_LIMIT = { max: 30, timeWindow: '15 minutes' } as const;
export const EMPLOYER_INVITATION_ACCEPT_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;

export type EmployersRoutesOptions = {
  employersService: EmployersService;
  /** Signs the new employer in after accepting (auth feature), as after the first-admin setup. */
  startSession: StartSession;
};

export function employersRoutes(app: AppInstance, opts: EmployersRoutesOptions): void {
  const { employersService, startSession } = opts;

  // Platform admins (the declarations' access; the admin area also requires a second factor).
  registerEndpoint(app, listCompanyEmployers, ({ params }) => employersService.list(params.companyId));
  registerEndpoint(app, inviteEmployer, ({ params, body, user, client }) =>
    employersService.invite(params.companyId, body, { userId: user.id, ...client }),
  );
  registerEndpoint(app, revokeEmployerInvitation, async ({ params, user, client }) => {
    await employersService.revokeInvitation(params.companyId, params.invitationId, { userId: user.id, ...client });
  });
  registerEndpoint(app, revokeEmployerAccess, async ({ params, user, client }) => {
    await employersService.revokeAccess(params.companyId, params.userId, { userId: user.id, ...client });
  });

  // The invitee, before having an account.
  registerEndpoint(app, getEmployerInvitation, ({ query }) => employersService.preview(query.token), {
    rateLimit: EMPLOYER_INVITATION_RATE_LIMIT,
  });
  registerEndpoint(
    app,
    acceptEmployerInvitation,
    async ({ request, reply, body, client }) => {
      const { userId } = await employersService.accept(body, client);
      await startSession(request, reply, userId);
      return { twoFactorRequired: false };
    },
    { rateLimit: EMPLOYER_INVITATION_ACCEPT_RATE_LIMIT },
  );
}
