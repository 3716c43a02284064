import {
  createCompany,
  getCompany,
  listCompanies,
  lookupCompany,
  rotateCompanyCode,
  updateCompany,
} from '@openwell/contracts';
import type { AppInstance } from '../../app.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import type { CompaniesService } from './companies.service.ts';

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
  // Employers rotate their own company's code (a leaked code is theirs to replace); another company is not found.
  registerEndpoint(app, rotateCompanyCode, ({ params, user, client }) => {
    if (user.role !== 'admin' && user.employerCompanyId !== params.companyId) throw new AppError('NOT_FOUND');
    return companiesService.rotateCode(params.companyId, { userId: user.id, ...client });
  });
}
