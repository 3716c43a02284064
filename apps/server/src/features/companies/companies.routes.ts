import { ZCompanyLookupQuerySchema, ZCompanyLookupResponseSchema, ZErrorResponseSchema } from '@openwell/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CompaniesService } from './companies.service.ts';

export type CompaniesRoutesOptions = { companiesService: CompaniesService };

/** Public: the sign-up form looks a company code up. Rate limited per client, so codes cannot be enumerated quickly. */
export const COMPANY_LOOKUP_RATE_LIMIT = { max: 30, timeWindow: '15 minutes' } as const;

export const companiesRoutes: FastifyPluginAsyncZod<CompaniesRoutesOptions> = async (app, { companiesService }) => {
  app.get(
    '/api/companies/lookup',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Look up a company code (sign-up form)',
        querystring: ZCompanyLookupQuerySchema,
        response: { 200: ZCompanyLookupResponseSchema, 404: ZErrorResponseSchema },
      },
      config: { rateLimit: COMPANY_LOOKUP_RATE_LIMIT },
    },
    async (request) => companiesService.lookup(request.query.code),
  );
};
