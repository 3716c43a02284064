import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ZEmailSchema } from './auth.ts';
import { ZLanguageSchema } from './accounts.ts';
import { ZCompanyCodeSchema } from './companies.ts';
import { ZRoleSchema } from './roles.ts';
import { ANONYMOUS, defineEndpoint } from './endpoint.ts';
import { MAIL_DELIVERIES } from './mail.ts';

/**
 * Admin area (issue 3 part): separate login for employer and admin accounts, first-admin setup,
 * and changing a user's company code. Employers act only within their own company.
 */

/** POST /api/admin/sign-in { email, password } -> ZAdminSignInResponseSchema; non-admin-area accounts get INVALID_CREDENTIALS. */
export const ZAdminSignInRequestSchema = z.object({
  email: ZEmailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type TAdminSignInRequest = z.input<typeof ZAdminSignInRequestSchema>;
export const ZAdminSignInResponseSchema = z.object({ twoFactorRequired: z.boolean() });

/** GET /api/admin/setup/status -> whether the one-time setup link is still usable (no admin exists yet). */
export const ZAdminSetupStatusSchema = z.object({ setupRequired: z.boolean() });
/**
 * POST /api/admin/setup { token, email, password } -> 201, creates the first admin and signs in.
 * The token comes from the one-time link the server prints at start while no admin exists.
 */
export const ZAdminSetupRequestSchema = z.object({
  token: z.string().min(16).max(256),
  email: ZEmailSchema,
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
  /** The language of the setup page: the new admin's language (e-mails, the admin area). Default English. */
  language: ZLanguageSchema.optional(),
});
export type TAdminSetupRequest = z.input<typeof ZAdminSetupRequestSchema>;

/** GET /api/admin/users?search=&page= -> account data only, never health values. Search matches the email. */
export const ADMIN_USERS_PAGE_SIZE = 25;
export const ZAdminUsersQuerySchema = z.object({
  search: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export const ZAdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: ZRoleSchema,
  companyCode: z.string().nullable(),
  companyName: z.string().nullable(),
  departmentName: z.string().nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUserSchema>;
export const ZAdminUsersResponseSchema = z.object({
  users: z.array(ZAdminUserSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type TAdminUsersResponse = z.infer<typeof ZAdminUsersResponseSchema>;

/**
 * Where the server's data key comes from: `environment` (ENCRYPTION_KEY), `key-file` (ENCRYPTION_KEY_FILE outside
 * DATA_DIR) or `data-dir` (the file encryption.key in DATA_DIR, beside the database).
 */
export const ENCRYPTION_KEY_SOURCES = ['environment', 'key-file', 'data-dir'] as const;
export type TEncryptionKeySource = (typeof ENCRYPTION_KEY_SOURCES)[number];

/**
 * GET /api/admin/system-status -> what an administrator has to fix in the server's configuration (admins only):
 * whether e-mail is delivered and how many mails wait unsent in the outbox; where the encryption key is kept
 * (`besideData`: in production the key is the file in DATA_DIR, so a copy of that directory carries its own key).
 */
export const ZAdminSystemStatusSchema = z.object({
  mail: z.object({ delivery: z.enum(MAIL_DELIVERIES), pending: z.int().min(0) }),
  encryptionKey: z.object({ source: z.enum(ENCRYPTION_KEY_SOURCES), besideData: z.boolean() }),
});
export type TAdminSystemStatus = z.infer<typeof ZAdminSystemStatusSchema>;

/** Path parameters of /api/admin/users/:userId/... */
export const ZAdminUserParamsSchema = z.object({ userId: z.uuid() });

/** PATCH /api/admin/users/:userId/company -> ZAdminUserSchema. Moves the user to another company and department. */
export const ZChangeCompanyRequestSchema = z.object({ companyCode: ZCompanyCodeSchema, departmentId: z.uuid() });

/** PATCH /api/admin/users/:userId/role { role } -> ZAdminUserSchema. Admins only; an employer must belong to a company. */
export const ZChangeRoleRequestSchema = z.object({ role: ZRoleSchema });

// ---- endpoints ------------------------------------------------------------------------------------------------

const tags = ['admin'] as const;

export const adminSignIn = defineEndpoint({
  operationId: 'adminSignIn',
  method: 'POST',
  path: '/api/admin/sign-in',
  tags,
  summary: 'Sign in to the admin area (employer and admin accounts only)',
  description:
    'Other accounts get the same INVALID_CREDENTIALS answer as a wrong password. With two-factor authentication ' +
    'the sign-in completes with verifyTotp or verifyBackupCode.',
  access: ANONYMOUS,
  body: ZAdminSignInRequestSchema,
  responses: { 200: ZAdminSignInResponseSchema },
  errors: ['INVALID_CREDENTIALS', 'ACCOUNT_LOCKED'],
  rateLimited: true,
  startsSession: true,
});

export const getAdminSetupStatus = defineEndpoint({
  operationId: 'getAdminSetupStatus',
  method: 'GET',
  path: '/api/admin/setup/status',
  tags,
  summary: 'Whether the one-time first-admin setup link is still usable',
  access: ANONYMOUS,
  responses: { 200: ZAdminSetupStatusSchema },
  errors: [],
});

export const createFirstAdmin = defineEndpoint({
  operationId: 'createFirstAdmin',
  method: 'POST',
  path: '/api/admin/setup',
  tags,
  summary: 'Create the first admin with the one-time setup token, then sign in',
  access: ANONYMOUS,
  body: ZAdminSetupRequestSchema,
  responses: { 201: ZAdminSignInResponseSchema },
  errors: [
    'SETUP_TOKEN_INVALID',
    'SETUP_ALREADY_DONE',
    'EMAIL_TAKEN',
    'PASSWORD_TOO_SHORT',
    'PASSWORD_TOO_LONG',
    'PASSWORD_TOO_COMMON',
  ],
  rateLimited: true,
  startsSession: true,
});

export const listAdminUsers = defineEndpoint({
  operationId: 'listAdminUsers',
  method: 'GET',
  path: '/api/admin/users',
  tags,
  summary: 'List users with their e-mail (account data only; platform admins)',
  description:
    'Employers have no list of people: whether someone takes part in a health programme is itself sensitive.',
  access: ['admin'],
  query: ZAdminUsersQuerySchema,
  responses: { 200: ZAdminUsersResponseSchema },
  errors: [],
});

export const changeUserCompany = defineEndpoint({
  operationId: 'changeUserCompany',
  method: 'PATCH',
  path: '/api/admin/users/:userId/company',
  tags,
  summary: "Change a user's company code and department (platform admins)",
  description:
    'Moving someone into another company follows the sign-up rules: a suspended company admits nobody ' +
    '(COMPANY_SUSPENDED), a full one nobody more (SEAT_LIMIT_REACHED, with `seatLimit`).',
  access: ['admin'],
  params: ZAdminUserParamsSchema,
  body: ZChangeCompanyRequestSchema,
  responses: { 200: ZAdminUserSchema },
  errors: [
    'NOT_FOUND',
    'INVALID_COMPANY_CODE',
    'INVALID_DEPARTMENT',
    'CONFLICT',
    'COMPANY_SUSPENDED',
    'SEAT_LIMIT_REACHED',
  ],
});

export const changeUserRole = defineEndpoint({
  operationId: 'changeUserRole',
  method: 'PATCH',
  path: '/api/admin/users/:userId/role',
  tags,
  summary: "Change a user's role (admins only)",
  description: 'An employer must belong to a company.',
  access: ['admin'],
  params: ZAdminUserParamsSchema,
  body: ZChangeRoleRequestSchema,
  responses: { 200: ZAdminUserSchema },
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const getAdminSystemStatus = defineEndpoint({
  operationId: 'getAdminSystemStatus',
  method: 'GET',
  path: '/api/admin/system-status',
  tags,
  summary: "The server's configuration where an administrator has to act (e-mail delivery, the encryption key)",
  description:
    '`mail.delivery` is `outbox` in production without SMTP_URL: no e-mail (password reset links included) reaches ' +
    'anyone; `mail.pending` mails wait in the outbox. `encryptionKey.besideData` is true in production when the ' +
    'encryption key is the file in DATA_DIR, beside the database: a copy of that directory carries its own key.',
  access: ['admin'],
  responses: { 200: ZAdminSystemStatusSchema },
  errors: [],
});

export const ADMIN_ENDPOINTS = [
  adminSignIn,
  getAdminSetupStatus,
  createFirstAdmin,
  listAdminUsers,
  changeUserCompany,
  changeUserRole,
  getAdminSystemStatus,
] as const;
