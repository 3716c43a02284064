import { z } from 'zod';
import { ZAcceptEmployerInvitationRequestSchema, ZInviteEmployerRequestSchema } from '@openwell/contracts';
import { ALWAYS, type TIssueMessages } from '@/lib/forms.ts';

/**
 * The employer forms' schemas, derived from the contract's request schemas (the rules are the contract's), and the
 * translated message each problem shows.
 */

/** Accepting an invitation: the new password typed twice (the token comes from the link). */
export const ZInvitationPasswordFormSchema = z
  .object({ password: ZAcceptEmployerInvitationRequestSchema.shape.password, confirm: z.string() })
  .refine((values) => values.confirm === values.password, {
    path: ['confirm'],
    message: 'employers:invitation.passwordMismatch',
    ...ALWAYS,
  });
export const INVITATION_PASSWORD_MESSAGES: TIssueMessages = {
  password: { too_small: 'errors:PASSWORD_TOO_SHORT', too_big: 'errors:PASSWORD_TOO_LONG' },
};

/** Inviting an employer: e-mail and language, exactly the request. */
export const ZInviteEmployerFormSchema = ZInviteEmployerRequestSchema;
export const INVITE_EMPLOYER_MESSAGES: TIssueMessages = {
  email: { empty: 'employers:invite.emailRequired', '*': 'employers:invite.emailInvalid' },
  language: 'employers:invite.languageRequired',
};
