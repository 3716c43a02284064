import { z } from 'zod';
import { LANGUAGES } from '@openwell/i18n';
import { LEGAL_VERSIONS } from './legal.ts';

/**
 * Accounts, sign-in and sessions (issue 3). Sign-in, second factor, password reset and sessions are
 * Better Auth's endpoints under /api/auth (AUTH_PATHS); sign-up and everything about the profile are
 * ours, because sign-up must create user, profile and consents in one transaction.
 * Every error on the wire, Better Auth's included, has the shape of ZErrorResponseSchema.
 */

export const ROLES = ['employee', 'employer', 'admin'] as const;
export type TRole = (typeof ROLES)[number];
export const ZRoleSchema = z.enum(ROLES);
/** Roles admitted by /admin/login and to /admin/*. */
export const ADMIN_AREA_ROLES = ['employer', 'admin'] as const satisfies readonly TRole[];

export const GENDERS = ['male', 'female'] as const;
export type TGender = (typeof GENDERS)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const MINIMUM_AGE = 18;
export const MAXIMUM_AGE = 120;
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** Password reset links are valid for 15 minutes and work once (spec section 9). */
export const PASSWORD_RESET_TTL_SECONDS = 15 * 60;
/** At most this many failed logins per account within the window; the next one is refused. */
export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;
/** Session activity ping: 60 s after the last input (spec section 4). */
export const SESSION_ACTIVITY_DEBOUNCE_MS = 60_000;

export const ZLanguageSchema = z.enum(LANGUAGES);
export const ZEmailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const ZPasswordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
export const ZAgeSchema = z.int().min(MINIMUM_AGE).max(MAXIMUM_AGE);
export const ZCompanyCodeSchema = z.string().trim().min(1).max(32);

// ---------------------------------------------------------------------------------------------
// Better Auth endpoints the web app calls (all POST unless noted). Request/response bodies below.
export const AUTH_PATHS = {
  signIn: '/api/auth/sign-in/email', //                    { email, password } -> ZSignInResponseSchema
  verifyTotp: '/api/auth/two-factor/verify-totp', //        { code } -> { user } (completes sign-in, or confirms enrolment when signed in)
  verifyBackupCode: '/api/auth/two-factor/verify-backup-code', // { code } -> { user }
  enableTwoFactor: '/api/auth/two-factor/enable', //       { password } -> ZEnableTwoFactorResponseSchema
  disableTwoFactor: '/api/auth/two-factor/disable', //     { password } -> { status: true }
  signOut: '/api/auth/sign-out', //                         {} -> { success: true }
  signOutEverywhere: '/api/auth/revoke-sessions', //        {} -> { status: true }
  requestPasswordReset: '/api/auth/request-password-reset', // { email, redirectTo } -> ZGenericOkSchema (always, for any email)
  resetPassword: '/api/auth/reset-password', //             { newPassword, token } -> { status: true }
  session: '/api/auth/get-session', //                      GET -> session or null
} as const;

export const ZSignInRequestSchema = z.object({
  email: ZEmailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export const ZSignInResponseSchema = z.union([
  z.object({ twoFactorRedirect: z.literal(true) }),
  z.object({
    redirect: z.boolean().optional(),
    token: z.string().optional(),
    user: z.object({ id: z.string() }).passthrough(),
  }),
]);
export const ZTwoFactorCodeRequestSchema = z.object({
  code: z.string().trim().min(1).max(32),
  trustDevice: z.boolean().optional(),
});
export const ZEnableTwoFactorResponseSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export const ZGenericOkSchema = z.object({ status: z.boolean() }).passthrough();

// ---------------------------------------------------------------------------------------------
// Our endpoints.

/** GET /api/companies/lookup?code=… -> the company's name and departments (for the sign-up form). 404 INVALID_COMPANY_CODE. */
export const ZCompanyLookupQuerySchema = z.object({ code: ZCompanyCodeSchema });
export const ZDepartmentSchema = z.object({ id: z.uuid(), name: z.string() });
export const ZCompanyLookupResponseSchema = z.object({
  companyName: z.string(),
  departments: z.array(ZDepartmentSchema),
});
export type TCompanyLookupResponse = z.infer<typeof ZCompanyLookupResponseSchema>;

/** POST /api/accounts/sign-up -> 201 ZCurrentUserSchema, signed in (session cookie; `set-auth-token` header for mobile). */
export const ZSignUpRequestSchema = z.object({
  email: ZEmailSchema,
  password: ZPasswordSchema,
  companyCode: ZCompanyCodeSchema,
  departmentId: z.uuid(),
  age: ZAgeSchema,
  gender: z.enum(GENDERS),
  language: ZLanguageSchema,
  consents: z.object({
    dataProcessing: z.literal(true),
    aiTips: z.boolean(),
    companyInsights: z.boolean(),
  }),
  /** The versions of the privacy policy and terms the user saw and accepted; must be the current ones. */
  acceptedLegalVersions: z.object({ privacy: z.string(), terms: z.string() }),
});
export type TSignUpRequest = z.infer<typeof ZSignUpRequestSchema>;
export const CURRENT_ACCEPTANCE = { privacy: LEGAL_VERSIONS.privacy, terms: LEGAL_VERSIONS.terms } as const;

export const CONSENT_KINDS = ['data_processing', 'ai_tips', 'company_insights'] as const;
export type TConsentKind = (typeof CONSENT_KINDS)[number];
export const ZConsentStateSchema = z.object({
  granted: z.boolean(),
  version: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});

export const ONBOARDING_STEPS = ['connect-wearable', 'complete-profile', 'continue', 'done'] as const;
export type TOnboardingStep = (typeof ONBOARDING_STEPS)[number];

/**
 * GET /api/me -> the signed-in user with profile (401 UNAUTHENTICATED when signed out).
 * Platform admins created by the first-admin setup belong to no company: their profile, consents,
 * legal and onboarding are null. `language` lives on the account, so every user has one.
 */
export const ZCurrentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: ZRoleSchema,
  twoFactorEnabled: z.boolean(),
  language: ZLanguageSchema,
  profile: z
    .object({
      companyCode: z.string(),
      companyName: z.string(),
      departmentId: z.uuid(),
      departmentName: z.string(),
      age: z.int(),
      gender: z.enum(GENDERS),
    })
    .nullable(),
  consents: z
    .object({
      dataProcessing: ZConsentStateSchema,
      aiTips: ZConsentStateSchema,
      companyInsights: ZConsentStateSchema,
    })
    .nullable(),
  /** Versions of the privacy policy and terms the user accepted. */
  legal: z.object({ privacy: z.string(), terms: z.string() }).nullable(),
  onboarding: z.object({ step: z.enum(ONBOARDING_STEPS) }).nullable(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUserSchema>;

/**
 * 201 answer of POST /api/accounts/sign-up. `sessionCreated: false` means the account and profile
 * are complete but signing in right after failed: the web asks the user to log in.
 * `warning: 'PROFILE_SETUP_INCOMPLETE'` is reserved for a later, non-transactional setup step that
 * fails after the account was committed (there is none today; the web maps the code to the spec's text).
 */
export const ZSignUpResponseSchema = ZCurrentUserSchema.extend({
  sessionCreated: z.boolean(),
  warning: z.literal('PROFILE_SETUP_INCOMPLETE').optional(),
});
export type TSignUpResponse = z.infer<typeof ZSignUpResponseSchema>;

/** PATCH /api/me/profile -> ZCurrentUserSchema. Email and company code are not accepted here (strict). Language is also the UI/e-mail language. */
export const ZUpdateProfileRequestSchema = z.strictObject({
  age: ZAgeSchema.optional(),
  departmentId: z.uuid().optional(),
  gender: z.enum(GENDERS).optional(),
  language: ZLanguageSchema.optional(),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequestSchema>;

/** PATCH /api/me/consents -> ZCurrentUserSchema. `dataProcessing: false` -> 400 CONSENT_NOT_REVOCABLE. Immediate effect. */
export const ZUpdateConsentsRequestSchema = z.strictObject({
  dataProcessing: z.boolean().optional(),
  aiTips: z.boolean().optional(),
  companyInsights: z.boolean().optional(),
});
export type TUpdateConsentsRequest = z.infer<typeof ZUpdateConsentsRequestSchema>;

/** PATCH /api/me/onboarding -> ZCurrentUserSchema. */
export const ZUpdateOnboardingRequestSchema = z.strictObject({ step: z.enum(ONBOARDING_STEPS) });

// ---------------------------------------------------------------------------------------------
// Session activity: the spec's log_session_activity(p_user_id, p_activity_type, p_metadata).
// POST /api/session-activity -> 204. The user is the session's; a p_user_id naming anyone else -> 403.
export const SESSION_ACTIVITY_TYPES = ['session_start', 'session_activity', 'session_end'] as const;
export const ZSessionActivityRequestSchema = z.object({
  p_user_id: z.string().optional(),
  p_activity_type: z.enum(SESSION_ACTIVITY_TYPES),
  p_metadata: z
    // The user agent is stored truncated to SESSION_ACTIVITY_USER_AGENT_MAX characters; the request body is limited to 2 KB.
    .object({ timestamp: z.iso.datetime({ offset: true }), userAgent: z.string().max(1024).optional() })
    .strict(),
});
export type TSessionActivityRequest = z.infer<typeof ZSessionActivityRequestSchema>;
export const SESSION_ACTIVITY_USER_AGENT_MAX = 512;
