import { z } from 'zod';
import {
  TOTP_CODE_PATTERN,
  ZEmailSchema,
  ZPasswordSchema,
  ZSignInRequestSchema,
  ZSignUpRequestSchema,
  ZTwoFactorCodeRequestSchema,
  type TCompanyLookupResponse,
} from '@openwell/contracts';
import { ALWAYS, wholeNumberInput } from '@/lib/forms.ts';

export {
  FORGOT_PASSWORD_MESSAGES,
  LOGIN_MESSAGES,
  RESET_PASSWORD_MESSAGES,
  SIGN_UP_MESSAGES,
  TWO_FACTOR_MESSAGES,
} from './auth-messages.ts';

/**
 * The auth forms' schemas, derived from the contract's request schemas (the rules are the
 * contract's). Which translated message each problem shows is in auth-messages.ts, free of zod:
 * the forms of the /auth page load this module (and zod) only when they first validate.
 */

// Login: POST sign-in/email.
export const ZLoginFormSchema = ZSignInRequestSchema;

// Forgot password: POST request-password-reset (the reset page is added as `redirectTo`).
export const ZForgotPasswordFormSchema = z.object({ email: ZEmailSchema });

// Reset password: POST reset-password, the new password typed twice.
export const ZResetPasswordFormSchema = z
  .object({ password: ZPasswordSchema, confirm: z.string() })
  .refine((values) => values.confirm === values.password, {
    path: ['confirm'],
    message: 'auth:validation.passwordMismatch',
    ...ALWAYS,
  });

/**
 * The second factor as typed: the authenticator's code (spaces people type or paste, "123 456",
 * do not count; then the contract's six digits) or a backup code (the contract's code rule).
 * Also used by the admin login and the 2FA enrolment on the profile.
 */
export const ZTotpCodeInputSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(TOTP_CODE_PATTERN));
export const ZTwoFactorFormSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: ZTotpCodeInputSchema }),
  z.object({ method: z.literal('backup-code'), code: ZTwoFactorCodeRequestSchema.shape.code }),
]);
export type TTwoFactorFormValues = z.input<typeof ZTwoFactorFormSchema>;

const signUp = ZSignUpRequestSchema.shape;

/**
 * Sign-up: the request's fields as typed (the age as text), plus the confirmation and the
 * acceptance of the privacy policy and terms (the request carries the accepted versions instead).
 * `company` is not shown: the form sets it to the company looked up for the code before it checks
 * (null: no such code), so an unknown code is refused and the department must be one of the
 * company's, named together with every other problem.
 */
export const ZSignUpFormSchema = z
  .object({
    email: signUp.email,
    password: signUp.password,
    confirmPassword: z.string(),
    companyCode: signUp.companyCode,
    departmentId: z.string(),
    age: wholeNumberInput(signUp.age),
    gender: signUp.gender,
    language: signUp.language,
    // Checkboxes: false until ticked; both must be (the contract's `true`).
    dataProcessing: z.boolean().pipe(signUp.consents.shape.dataProcessing),
    acceptLegal: z.boolean().pipe(z.literal(true)),
    aiTips: signUp.consents.shape.aiTips,
    companyInsights: signUp.consents.shape.companyInsights,
    company: z.custom<TCompanyLookupResponse | null>().optional(),
  })
  .refine((values) => values.confirmPassword === values.password, {
    path: ['confirmPassword'],
    message: 'auth:validation.passwordMismatch',
    ...ALWAYS,
  })
  .superRefine(({ companyCode, departmentId, company }, context) => {
    if (typeof companyCode !== 'string' || companyCode.trim() === '') return;
    if (company === null) {
      context.addIssue({ code: 'custom', path: ['companyCode'], message: 'errors:INVALID_COMPANY_CODE' });
    } else if (company && !company.departments.some((department) => department.id === departmentId)) {
      context.addIssue({ code: 'custom', path: ['departmentId'], message: 'auth:validation.departmentRequired' });
    }
  }, ALWAYS);
export type TSignUpFormValues = z.input<typeof ZSignUpFormSchema>;
export type TSignUpFormOutput = z.output<typeof ZSignUpFormSchema>;
