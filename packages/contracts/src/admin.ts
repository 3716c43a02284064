import { z } from 'zod';
import { ZCompanyCodeSchema, ZEmailSchema, ZRoleSchema } from './accounts.ts';

/**
 * Admin area (issue 3 part): separate login for employer and admin accounts, first-admin setup,
 * and changing a user's company code. Employers act only within their own company.
 */

/** POST /api/admin/sign-in { email, password } -> ZAdminSignInResponseSchema; non-admin-area accounts get INVALID_CREDENTIALS. */
export const ZAdminSignInRequestSchema = z.object({ email: ZEmailSchema, password: z.string().min(1).max(128) });
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
  password: z.string().min(8).max(128),
});

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

/** Path parameters of /api/admin/users/:userId/... */
export const ZAdminUserParamsSchema = z.object({ userId: z.uuid() });

/** PATCH /api/admin/users/:userId/company -> ZAdminUserSchema. Moves the user to another company and department. */
export const ZChangeCompanyRequestSchema = z.object({ companyCode: ZCompanyCodeSchema, departmentId: z.uuid() });

/** PATCH /api/admin/users/:userId/role { role } -> ZAdminUserSchema. Admins only; an employer must belong to a company. */
export const ZChangeRoleRequestSchema = z.object({ role: ZRoleSchema });
