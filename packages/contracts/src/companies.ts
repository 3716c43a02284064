import { z } from 'zod';
import { ANONYMOUS, defineEndpoint } from './endpoint.ts';

/** Companies and their departments; employees join one with its company code. */

export const ZCompanyCodeSchema = z.string().trim().min(1).max(32);
export const ZDepartmentSchema = z.object({ id: z.uuid(), name: z.string() });

export const ZCompanyLookupQuerySchema = z.object({ code: ZCompanyCodeSchema });
export const ZCompanyLookupResponseSchema = z.object({
  companyName: z.string(),
  departments: z.array(ZDepartmentSchema),
});
export type TCompanyLookupResponse = z.infer<typeof ZCompanyLookupResponseSchema>;

export const lookupCompany = defineEndpoint({
  operationId: 'lookupCompany',
  method: 'GET',
  path: '/api/companies/lookup',
  tags: ['companies'],
  summary: "Look up a company code: the company's name and departments (sign-up form)",
  description: 'Rate limited per client, so codes cannot be enumerated quickly.',
  access: ANONYMOUS,
  query: ZCompanyLookupQuerySchema,
  responses: { 200: ZCompanyLookupResponseSchema },
  errors: ['INVALID_COMPANY_CODE'],
  // The code names the resource looked up: unknown is "not found" here (sign-up answers 400 for the same code).
  errorStatus: { INVALID_COMPANY_CODE: 404 },
  rateLimited: true,
});

export const COMPANIES_ENDPOINTS = [lookupCompany] as const;
