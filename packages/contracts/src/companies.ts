import { LANGUAGES } from '@openwell/i18n';
import { z } from 'zod';
import { ADMIN_AREA_ROLES } from './roles.ts';
import { ANONYMOUS, defineEndpoint } from './endpoint.ts';
import { ZPointsExpiryMonthsSchema } from './gamification.ts';
import { ZGroupCountSchema } from './privacy.ts';

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
  errors: ['INVALID_COMPANY_CODE', 'COMPANY_SUSPENDED'],
  // The code names the resource looked up: unknown is "not found" here (sign-up answers 400 for the same code).
  errorStatus: { INVALID_COMPANY_CODE: 404 },
  rateLimited: true,
});

// ---- company administration (platform admins; issue 8) ------------------------------------------

/** `suspended`: the subscription is paused. Members still sign in and see and export their own data; nobody joins. */
export const COMPANY_STATUSES = ['active', 'suspended'] as const;
export type TCompanyStatus = (typeof COMPANY_STATUSES)[number];
export const COMPANY_NAME_MAX = 120;
export const DEPARTMENT_NAME_MAX = 80;
export const MAX_DEPARTMENTS_AT_CREATION = 100;

/** An IANA time zone the server knows (`Europe/Zurich`); the day boundary for daily goals. */
export const ZTimeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');
const ZCompanyNameSchema = z.string().trim().min(1).max(COMPANY_NAME_MAX);
export const ZDepartmentNameSchema = z.string().trim().min(1).max(DEPARTMENT_NAME_MAX);
const ZSeatLimitSchema = z.int().min(1).max(1_000_000);

export const ZCompanySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** What employees type at sign-up; rotating it stops the old one from admitting anyone new. */
  code: z.string(),
  defaultLanguage: z.enum(LANGUAGES),
  timeZone: z.string(),
  status: z.enum(COMPANY_STATUSES),
  /** At most this many members; null: no limit. */
  seatLimit: z.int().nullable(),
  isDemo: z.boolean(),
  /**
   * Shown by name on the companies leaderboard to employees of other companies (issue 10); false (the default): they
   * see "Company n". The company's own employees always see its name.
   */
  leaderboardNamed: z.boolean(),
  /** Point expiry policy (issue 11): points expire this many months after they were earned, oldest first; null: never. */
  pointsExpiryMonths: ZPointsExpiryMonthsSchema,
  createdAt: z.iso.datetime({ offset: true }),
});
export type TCompany = z.infer<typeof ZCompanySchema>;
/**
 * A department in the admin area: its members (employee profiles) as a group count, null meaning "fewer than 5", for
 * admins and employers alike.
 */
export const ZDepartmentSummarySchema = ZDepartmentSchema.extend({ memberCount: ZGroupCountSchema });
export type TDepartmentSummary = z.infer<typeof ZDepartmentSummarySchema>;
export const ZCompanyDetailSchema = ZCompanySchema.extend({ departments: z.array(ZDepartmentSummarySchema) });
export type TCompanyDetail = z.infer<typeof ZCompanyDetailSchema>;

export const ZCreateCompanyRequestSchema = z.object({
  name: ZCompanyNameSchema,
  defaultLanguage: z.enum(LANGUAGES),
  timeZone: ZTimeZoneSchema,
  seatLimit: ZSeatLimitSchema.nullable().optional(),
  /** Departments to create with the company (names unique, case-insensitively). */
  departments: z
    .array(ZDepartmentNameSchema)
    .max(MAX_DEPARTMENTS_AT_CREATION)
    .refine((names) => new Set(names.map((name) => name.toLowerCase())).size === names.length, 'Duplicate name')
    .optional(),
});
export type TCreateCompanyRequest = z.input<typeof ZCreateCompanyRequestSchema>;

export const ZUpdateCompanyRequestSchema = z
  .object({
    name: ZCompanyNameSchema,
    defaultLanguage: z.enum(LANGUAGES),
    timeZone: ZTimeZoneSchema,
    status: z.enum(COMPANY_STATUSES),
    seatLimit: ZSeatLimitSchema.nullable(),
    leaderboardNamed: z.boolean(),
    pointsExpiryMonths: ZPointsExpiryMonthsSchema,
  })
  .partial();
export type TUpdateCompanyRequest = z.input<typeof ZUpdateCompanyRequestSchema>;

export const ZCompanyParamsSchema = z.object({ companyId: z.uuid() });
const adminTags = ['companies'] as const;
const ADMIN_ONLY = ['admin'] as const;

export const listCompanies = defineEndpoint({
  operationId: 'listCompanies',
  method: 'GET',
  path: '/api/admin/companies',
  tags: adminTags,
  summary: 'All companies, by name (platform admins)',
  access: ADMIN_ONLY,
  responses: { 200: z.object({ companies: z.array(ZCompanySchema) }) },
  errors: [],
});

export const createCompany = defineEndpoint({
  operationId: 'createCompany',
  method: 'POST',
  path: '/api/admin/companies',
  tags: adminTags,
  summary: 'Create a company with a new company code and, optionally, its departments (platform admins)',
  access: ADMIN_ONLY,
  body: ZCreateCompanyRequestSchema,
  responses: { 201: ZCompanyDetailSchema },
  errors: [],
});

export const getCompany = defineEndpoint({
  operationId: 'getCompany',
  method: 'GET',
  path: '/api/admin/companies/:companyId',
  tags: adminTags,
  summary: 'One company with its departments (platform admins)',
  access: ADMIN_ONLY,
  params: ZCompanyParamsSchema,
  responses: { 200: ZCompanyDetailSchema },
  errors: ['NOT_FOUND'],
});

export const updateCompany = defineEndpoint({
  operationId: 'updateCompany',
  method: 'PATCH',
  path: '/api/admin/companies/:companyId',
  tags: adminTags,
  summary:
    'Change name, default language, time zone, subscription state, seat limit or leaderboard naming (platform admins)',
  description: 'Suspending stops sign-ups with the code; members keep signing in and seeing their own data.',
  access: ADMIN_ONLY,
  params: ZCompanyParamsSchema,
  body: ZUpdateCompanyRequestSchema,
  responses: { 200: ZCompanyDetailSchema },
  errors: ['NOT_FOUND'],
});

export const rotateCompanyCode = defineEndpoint({
  operationId: 'rotateCompanyCode',
  method: 'POST',
  path: '/api/admin/companies/:companyId/code',
  tags: adminTags,
  summary: 'Give the company a new company code (admins; employers for their own company)',
  description:
    'The old code stops admitting new sign-ups at once; members are not affected. An employer who rotates another ' +
    "company's code gets NOT_FOUND.",
  access: ADMIN_AREA_ROLES,
  params: ZCompanyParamsSchema,
  responses: { 200: ZCompanyDetailSchema },
  errors: ['NOT_FOUND'],
});

// ---- departments (admins for any company, employers for their own; issue 8) -------------------------------------

const ZDepartmentParamsSchema = ZCompanyParamsSchema.extend({ departmentId: z.uuid() });
export const ZDepartmentNameRequestSchema = z.object({ name: ZDepartmentNameSchema });
export type TDepartmentNameRequest = z.input<typeof ZDepartmentNameRequestSchema>;
export const ZMergeDepartmentRequestSchema = z.object({
  /** The department that receives the members; the merged one is deleted. */
  intoDepartmentId: z.uuid(),
});
const ADMIN_AREA = ADMIN_AREA_ROLES;
const EMPLOYER_SCOPE = 'Employers act on their own company only; another company answers NOT_FOUND.';

export const getOwnCompany = defineEndpoint({
  operationId: 'getOwnCompany',
  method: 'GET',
  path: '/api/admin/my-company',
  tags: adminTags,
  summary: "The employer's company: settings, company code, departments with member counts (employers)",
  description: 'Member counts under 5 are null ("fewer than 5"). No list of employees exists for employers.',
  access: ['employer'],
  responses: { 200: ZCompanyDetailSchema },
  errors: ['NOT_FOUND'],
});

/** What an employer may change of their own company's settings (issue 10). */
export const ZOwnCompanySettingsRequestSchema = z
  .object({
    /** Named on the companies leaderboard to employees of other companies (default false: "Company n"). */
    leaderboardNamed: z.boolean(),
    /** Point expiry (issue 11): months after earning, or null for never. Applies from the next daily expiry run. */
    pointsExpiryMonths: ZPointsExpiryMonthsSchema,
  })
  .partial();
export type TOwnCompanySettingsRequest = z.input<typeof ZOwnCompanySettingsRequestSchema>;

export const updateOwnCompanySettings = defineEndpoint({
  operationId: 'updateOwnCompanySettings',
  method: 'PATCH',
  path: '/api/admin/my-company/settings',
  tags: adminTags,
  summary:
    "Change the employer's company settings: whether it is named on the companies leaderboard, point expiry (employers)",
  description: 'Audited as a company change. Platform admins change the same setting through updateCompany.',
  access: ['employer'],
  body: ZOwnCompanySettingsRequestSchema,
  responses: { 200: ZCompanyDetailSchema },
  errors: ['NOT_FOUND'],
});

export const createDepartment = defineEndpoint({
  operationId: 'createDepartment',
  method: 'POST',
  path: '/api/admin/companies/:companyId/departments',
  tags: adminTags,
  summary: 'Add a department',
  description: EMPLOYER_SCOPE,
  access: ADMIN_AREA,
  params: ZCompanyParamsSchema,
  body: ZDepartmentNameRequestSchema,
  responses: { 201: ZDepartmentSummarySchema },
  errors: ['NOT_FOUND', 'DEPARTMENT_NAME_TAKEN'],
});

export const renameDepartment = defineEndpoint({
  operationId: 'renameDepartment',
  method: 'PATCH',
  path: '/api/admin/companies/:companyId/departments/:departmentId',
  tags: adminTags,
  summary: 'Rename a department',
  description: EMPLOYER_SCOPE,
  access: ADMIN_AREA,
  params: ZDepartmentParamsSchema,
  body: ZDepartmentNameRequestSchema,
  responses: { 200: ZDepartmentSummarySchema },
  errors: ['NOT_FOUND', 'DEPARTMENT_NAME_TAKEN'],
});

export const mergeDepartment = defineEndpoint({
  operationId: 'mergeDepartment',
  method: 'POST',
  path: '/api/admin/companies/:companyId/departments/:departmentId/merge',
  tags: adminTags,
  summary: 'Merge a department into another: its members move, then it is deleted (one transaction)',
  description: EMPLOYER_SCOPE,
  access: ADMIN_AREA,
  params: ZDepartmentParamsSchema,
  body: ZMergeDepartmentRequestSchema,
  responses: { 200: ZDepartmentSummarySchema },
  errors: ['NOT_FOUND', 'INVALID_DEPARTMENT'],
});

export const deleteDepartment = defineEndpoint({
  operationId: 'deleteDepartment',
  method: 'DELETE',
  path: '/api/admin/companies/:companyId/departments/:departmentId',
  tags: adminTags,
  summary: 'Delete a department without members',
  description: `${EMPLOYER_SCOPE} A department with members is refused (merge it instead).`,
  access: ADMIN_AREA,
  params: ZDepartmentParamsSchema,
  responses: { 204: null },
  errors: ['NOT_FOUND', 'DEPARTMENT_NOT_EMPTY'],
});

export const COMPANIES_ENDPOINTS = [
  lookupCompany,
  listCompanies,
  createCompany,
  getCompany,
  updateCompany,
  rotateCompanyCode,
  getOwnCompany,
  updateOwnCompanySettings,
  createDepartment,
  renameDepartment,
  mergeDepartment,
  deleteDepartment,
] as const;
