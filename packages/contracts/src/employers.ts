import { z } from 'zod';
import { ZEmailSchema, ZPasswordSchema } from './auth.ts';
import { ZLanguageSchema } from './accounts.ts';
import { ZAdminSignInResponseSchema } from './admin.ts';
import { ZCompanyParamsSchema } from './companies.ts';
import { ANONYMOUS, defineEndpoint } from './endpoint.ts';

/**
 * Employer accounts (issue 8): an admin invites an employer by e-mail for a company; the invitee sets a password
 * through a single-use link and must enrol a second factor before the admin area opens. Admins revoke access.
 * An employer administers one company and is not one of its employees (no profile, not counted anywhere).
 */

export const EMPLOYER_INVITATION_TTL_HOURS = 72;
export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type TInvitationStatus = (typeof INVITATION_STATUSES)[number];

export const ZEmployerInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  language: ZLanguageSchema,
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type TEmployerInvitation = z.infer<typeof ZEmployerInvitationSchema>;

export const ZEmployerSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  /** Whether the employer has enrolled a second factor (the admin area stays closed until then). */
  twoFactorEnabled: z.boolean(),
  since: z.iso.datetime({ offset: true }),
});
export type TEmployer = z.infer<typeof ZEmployerSchema>;

export const ZCompanyEmployersSchema = z.object({
  employers: z.array(ZEmployerSchema),
  /** Newest first. */
  invitations: z.array(ZEmployerInvitationSchema),
});
export type TCompanyEmployers = z.infer<typeof ZCompanyEmployersSchema>;

export const ZInviteEmployerRequestSchema = z.object({ email: ZEmailSchema, language: ZLanguageSchema });
export type TInviteEmployerRequest = z.input<typeof ZInviteEmployerRequestSchema>;

const ZInvitationTokenSchema = z.string().min(16).max(256);
export const ZInvitationTokenQuerySchema = z.object({ token: ZInvitationTokenSchema });
/** What the invitee sees before setting a password. */
export const ZEmployerInvitationPreviewSchema = z.object({
  email: z.string(),
  companyName: z.string(),
  language: ZLanguageSchema,
  expiresAt: z.iso.datetime({ offset: true }),
});
export type TEmployerInvitationPreview = z.infer<typeof ZEmployerInvitationPreviewSchema>;
export const ZAcceptEmployerInvitationRequestSchema = z.object({
  token: ZInvitationTokenSchema,
  password: ZPasswordSchema,
});
export type TAcceptEmployerInvitationRequest = z.input<typeof ZAcceptEmployerInvitationRequestSchema>;

const tags = ['employers'] as const;
const ADMIN_ONLY = ['admin'] as const;

export const listCompanyEmployers = defineEndpoint({
  operationId: 'listCompanyEmployers',
  method: 'GET',
  path: '/api/admin/companies/:companyId/employers',
  tags,
  summary: "A company's employer accounts and invitations (platform admins)",
  access: ADMIN_ONLY,
  params: ZCompanyParamsSchema,
  responses: { 200: ZCompanyEmployersSchema },
  errors: ['NOT_FOUND'],
});

export const inviteEmployer = defineEndpoint({
  operationId: 'inviteEmployer',
  method: 'POST',
  path: '/api/admin/companies/:companyId/invitations',
  tags,
  summary: 'Invite an employer by e-mail (platform admins)',
  description:
    `Sends a single-use link valid for ${EMPLOYER_INVITATION_TTL_HOURS} hours in the invitee's language through the ` +
    'mail outbox (SMTP when configured). A pending invitation to the same address for the company is replaced. ' +
    'When the SMTP server refuses the mail, the invitation is withdrawn and MAIL_DELIVERY_FAILED answered.',
  access: ADMIN_ONLY,
  params: ZCompanyParamsSchema,
  body: ZInviteEmployerRequestSchema,
  responses: { 201: ZEmployerInvitationSchema },
  errors: ['NOT_FOUND', 'EMAIL_TAKEN', 'MAIL_DELIVERY_FAILED'],
});

export const revokeEmployerInvitation = defineEndpoint({
  operationId: 'revokeEmployerInvitation',
  method: 'DELETE',
  path: '/api/admin/companies/:companyId/invitations/:invitationId',
  tags,
  summary: 'Withdraw a pending invitation (platform admins)',
  access: ADMIN_ONLY,
  params: ZCompanyParamsSchema.extend({ invitationId: z.uuid() }),
  responses: { 204: null },
  errors: ['NOT_FOUND'],
});

export const revokeEmployerAccess = defineEndpoint({
  operationId: 'revokeEmployerAccess',
  method: 'DELETE',
  path: '/api/admin/companies/:companyId/employers/:userId',
  tags,
  summary: "Revoke an employer's access (platform admins)",
  description:
    'The account loses the employer role at once and its sessions end. An employer who is also an employee of the ' +
    'company keeps the employee account; one who is not can no longer sign in.',
  access: ADMIN_ONLY,
  params: ZCompanyParamsSchema.extend({ userId: z.uuid() }),
  responses: { 204: null },
  errors: ['NOT_FOUND'],
});

export const getEmployerInvitation = defineEndpoint({
  operationId: 'getEmployerInvitation',
  method: 'GET',
  path: '/api/invitations/employer',
  tags,
  summary: 'What an invitation link is for (the invitee, before setting a password)',
  access: ANONYMOUS,
  query: ZInvitationTokenQuerySchema,
  responses: { 200: ZEmployerInvitationPreviewSchema },
  errors: ['INVITATION_INVALID'],
  rateLimited: true,
});

export const acceptEmployerInvitation = defineEndpoint({
  operationId: 'acceptEmployerInvitation',
  method: 'POST',
  path: '/api/invitations/employer/accept',
  tags,
  summary: 'Accept an invitation: set a password, create the employer account and sign in',
  description: 'The admin area stays closed (TWO_FACTOR_ENROLMENT_REQUIRED) until the employer enrols a second factor.',
  access: ANONYMOUS,
  body: ZAcceptEmployerInvitationRequestSchema,
  responses: { 201: ZAdminSignInResponseSchema },
  errors: ['INVITATION_INVALID', 'EMAIL_TAKEN', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'PASSWORD_TOO_COMMON'],
  rateLimited: true,
  startsSession: true,
});

export const EMPLOYERS_ENDPOINTS = [
  listCompanyEmployers,
  inviteEmployer,
  revokeEmployerInvitation,
  revokeEmployerAccess,
  getEmployerInvitation,
  acceptEmployerInvitation,
] as const;
