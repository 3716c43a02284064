import {
  createCompany,
  createDepartment,
  deleteDepartment,
  getCompany,
  getOwnCompany,
  listCompanies,
  lookupCompany,
  mergeDepartment,
  renameDepartment,
  rotateCompanyCode,
  updateCompany,
  updateOwnCompanySettings,
  type TRole,
} from '@openwell/contracts';
import type { AppInstance } from '../../app.ts';
import { registerEndpoint, type TClientInfo } from '../../plugins/endpoint-route.ts';
import type { CompaniesService, TScopedActor } from './companies.service.ts';

/** The acting user with the company an employer administers (read with the session), for scoping and the audit. */
const scopedActor = (
  user: { id: string; role: TRole; employerCompanyId?: string | null | undefined },
  client: TClientInfo,
): TScopedActor => ({
  userId: user.id,
  role: user.role,
  employerCompanyId: user.employerCompanyId ?? null,
  ...client,
});

/** Public: the sign-up form looks a company code up. Rate limited per client, so codes cannot be enumerated quickly. */
export const COMPANY_LOOKUP_RATE_LIMIT = { max: 30, timeWindow: '15 minutes' } as const;

export function companiesRoutes(app: AppInstance, { companiesService }: { companiesService: CompaniesService }): void {
  registerEndpoint(app, lookupCompany, ({ query }) => companiesService.lookup(query.code), {
    rateLimit: COMPANY_LOOKUP_RATE_LIMIT,
  });

  // Company administration: platform admins only (the declarations' access).
  registerEndpoint(app, listCompanies, async () => ({ companies: await companiesService.list() }));
  registerEndpoint(app, createCompany, ({ body, user, client }) =>
    companiesService.create(body, { userId: user.id, ...client }),
  );
  registerEndpoint(app, getCompany, ({ params }) => companiesService.get(params.companyId));
  registerEndpoint(app, updateCompany, ({ params, body, user, client }) =>
    companiesService.update(params.companyId, body, { userId: user.id, ...client }),
  );
  // Employers rotate their own company's code (a leaked code is theirs to replace); the service scopes.
  registerEndpoint(app, rotateCompanyCode, ({ params, user, client }) =>
    companiesService.rotateCode(scopedActor(user, client), params.companyId),
  );

  // The employer's own company (employers only).
  registerEndpoint(app, getOwnCompany, ({ user }) => companiesService.getOwn(user.employerCompanyId ?? null));
  registerEndpoint(app, updateOwnCompanySettings, ({ body, user, client }) =>
    companiesService.updateOwnSettings(user.employerCompanyId ?? null, body, { userId: user.id, ...client }),
  );

  // Departments: admins for any company, employers for their own (the service scopes; another company is NOT_FOUND).
  registerEndpoint(app, createDepartment, ({ params, body, user, client }) =>
    companiesService.createDepartment(scopedActor(user, client), params.companyId, body.name),
  );
  registerEndpoint(app, renameDepartment, ({ params, body, user, client }) =>
    companiesService.renameDepartment(scopedActor(user, client), params.companyId, params.departmentId, body.name),
  );
  registerEndpoint(app, mergeDepartment, ({ params, body, user, client }) =>
    companiesService.mergeDepartment(
      scopedActor(user, client),
      params.companyId,
      params.departmentId,
      body.intoDepartmentId,
    ),
  );
  registerEndpoint(app, deleteDepartment, ({ params, user, client }) =>
    companiesService.deleteDepartment(scopedActor(user, client), params.companyId, params.departmentId),
  );
}
