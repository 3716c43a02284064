import {
  ADMIN_AREA_ROLES,
  ZAdminUserParamsSchema,
  ZAdminUserSchema,
  ZAdminUsersQuerySchema,
  ZAdminUsersResponseSchema,
  ZChangeCompanyRequestSchema,
  ZChangeRoleRequestSchema,
  ZErrorResponseSchema,
} from '@openwell/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/auth.guards.ts';
import type { AccountsAdminService } from './accounts.admin.service.ts';
import { requestInfo } from './accounts.routes.ts';

export type AccountsAdminRoutesOptions = { accountsAdminService: AccountsAdminService };

const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  409: ZErrorResponseSchema,
};

/** GET /api/admin/users, PATCH /api/admin/users/:userId/company (employer + admin), .../role (admin only). */
export const accountsAdminRoutes: FastifyPluginAsyncZod<AccountsAdminRoutesOptions> = async (
  app,
  { accountsAdminService },
) => {
  app.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'List users (account data only); employers see their own company',
        querystring: ZAdminUsersQuerySchema,
        response: { 200: ZAdminUsersResponseSchema, ...errors },
      },
      onRequest: requireUser(ADMIN_AREA_ROLES),
    },
    async (request) => accountsAdminService.listUsers(request.user!, request.query),
  );

  app.patch(
    '/api/admin/users/:userId/company',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a user's company code and department",
        params: ZAdminUserParamsSchema,
        body: ZChangeCompanyRequestSchema,
        response: { 200: ZAdminUserSchema, ...errors },
      },
      onRequest: requireUser(ADMIN_AREA_ROLES),
    },
    async (request) =>
      accountsAdminService.changeCompany(request.user!, request.params.userId, request.body, requestInfo(request)),
  );

  app.patch(
    '/api/admin/users/:userId/role',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a user's role (admins only)",
        params: ZAdminUserParamsSchema,
        body: ZChangeRoleRequestSchema,
        response: { 200: ZAdminUserSchema, ...errors },
      },
      onRequest: requireUser(['admin']),
    },
    async (request) =>
      accountsAdminService.changeRole(request.user!, request.params.userId, request.body.role, requestInfo(request)),
  );
};
