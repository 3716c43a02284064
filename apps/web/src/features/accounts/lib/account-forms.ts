import { z } from 'zod';
import { ZSignInRequestSchema, ZUpdateConsentsRequestSchema, ZUpdateProfileRequestSchema } from '@openwell/contracts';
import { ZTotpCodeInputSchema } from '@/features/auth/index.ts';
import { wholeNumberInput, type TIssueMessages } from '@/lib/forms.ts';

/**
 * The profile's forms, derived from the contract's request schemas, and which translated message
 * each problem shows (the texts the forms always had).
 */

const profile = ZUpdateProfileRequestSchema.shape;

// Profile details (updateProfile): the changed fields (the age as typed).
export const ZProfileDetailsFormSchema = z.object({
  age: wholeNumberInput(profile.age.unwrap()),
  departmentId: profile.departmentId.unwrap(),
  gender: profile.gender.unwrap(),
});
export type TProfileDetailsFormValues = z.input<typeof ZProfileDetailsFormSchema>;
export const PROFILE_DETAILS_MESSAGES: TIssueMessages = {
  age: { too_small: 'errors:UNDERAGE', '*': 'profile:details.ageInvalid' },
  departmentId: 'errors:INVALID_DEPARTMENT',
};

// Consents (updateConsents): each switch on its own, at once.
export const ZConsentsFormSchema = ZUpdateConsentsRequestSchema.required();

// "Confirm with your password" (start the 2FA enrolment, turn it off): the account's password.
export const ZPasswordConfirmFormSchema = ZSignInRequestSchema.pick({ password: true });
export const PASSWORD_CONFIRM_MESSAGES: TIssueMessages = {
  password: { too_small: 'profile:twoFactor.passwordRequired', '*': 'errors:INVALID_CREDENTIALS' },
};

// 2FA enrolment: the first code of the authenticator app (the second factor's rule, auth).
export const ZTotpCodeFormSchema = z.object({ code: ZTotpCodeInputSchema });
export const TOTP_CODE_MESSAGES: TIssueMessages = { code: 'profile:twoFactor.invalidCodeDescription' };
