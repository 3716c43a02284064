import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** The security audit log (sign-ins, MFA, roles, company administration). Admins read it in the admin area. */

/** Sign-ins, second factor, passwords, roles, accounts and consents. */
export const ACCOUNT_AUDIT_ACTIONS = [
  'sign_in_succeeded',
  'sign_in_failed',
  'sign_out',
  'sign_out_everywhere',
  'mfa_enabled',
  'mfa_disabled',
  'password_reset_requested',
  'password_reset_completed',
  'role_changed',
  'company_changed',
  'admin_created',
  'account_created',
  'consent_changed',
] as const;

/** Company administration (issue 8): companies, departments, employer invitations and access; rewards (issue 11). */
export const COMPANY_AUDIT_ACTIONS = [
  'company_created',
  'company_updated',
  'company_suspended',
  'company_reactivated',
  'company_code_rotated',
  'department_created',
  'department_renamed',
  'department_merged',
  'department_deleted',
  'employer_invited',
  'employer_invitation_revoked',
  'employer_invitation_accepted',
  'employer_access_revoked',
  // Rewards (issue 11): the catalogue, and codes fulfilled or cancelled
  'reward_created',
  'reward_updated',
  'reward_deleted',
  'redemption_fulfilled',
  'redemption_cancelled',
] as const;

export const AUDIT_ACTIONS = [...ACCOUNT_AUDIT_ACTIONS, ...COMPANY_AUDIT_ACTIONS] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_LOG_PAGE_SIZE = 50;

export const ZAuditLogQuerySchema = z.object({
  companyId: z.uuid().optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** First day, inclusive (UTC calendar day). */
  from: z.iso.date().optional(),
  /** Last day, inclusive (UTC calendar day). */
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export type TAuditLogQuery = z.input<typeof ZAuditLogQuerySchema>;

const ZAuditPersonSchema = z.object({ id: z.string(), email: z.string().nullable() });
export const ZAuditLogEntrySchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
  action: z.enum(AUDIT_ACTIONS),
  /** Who acted (null: nobody signed in, e.g. a failed sign-in); email null when the account no longer exists. */
  actor: ZAuditPersonSchema.nullable(),
  /** Whom it concerned. */
  subject: ZAuditPersonSchema.nullable(),
  company: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  ip: z.string().nullable(),
  /** Details without secrets (the audit service strips passwords, tokens and codes before writing). */
  metadata: z.record(z.string(), z.unknown()),
});
export type TAuditLogEntry = z.infer<typeof ZAuditLogEntrySchema>;
export const ZAuditLogResponseSchema = z.object({
  entries: z.array(ZAuditLogEntrySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type TAuditLogResponse = z.infer<typeof ZAuditLogResponseSchema>;

export const listAuditLog = defineEndpoint({
  operationId: 'listAuditLog',
  method: 'GET',
  path: '/api/admin/audit',
  tags: ['audit'],
  summary: 'The audit log, newest first, filtered by company, action and date (platform admins)',
  access: ['admin'],
  query: ZAuditLogQuerySchema,
  responses: { 200: ZAuditLogResponseSchema },
  errors: [],
});

export const AUDIT_ENDPOINTS = [listAuditLog] as const;
