import { z } from 'zod';
import { LANGUAGES } from '@openwell/i18n';
import { ZEmailSchema, ZPasswordSchema } from './auth.ts';
import { ZCompanyCodeSchema, ZTimeZoneSchema } from './companies.ts';
import { defineEndpoint, ANONYMOUS, SIGNED_IN } from './endpoint.ts';
import { LEGAL_VERSIONS } from './legal.ts';
import { ZRoleSchema } from './roles.ts';

/**
 * Accounts: sign-up, the signed-in user with profile and consents, and onboarding (issue 3). Sign-up is ours rather
 * than Better Auth's, because it must create user, profile and consents in one transaction.
 */

export const GENDERS = ['male', 'female'] as const;
export type TGender = (typeof GENDERS)[number];

export const MINIMUM_AGE = 18;
export const MAXIMUM_AGE = 120;

export const ZLanguageSchema = z.enum(LANGUAGES);
export const ZAgeSchema = z.int().min(MINIMUM_AGE).max(MAXIMUM_AGE);

/** POST /api/accounts/sign-up -> 201 ZCurrentUserSchema, signed in (session cookie; `set-auth-token` for native clients). */
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
  /**
   * The browser's IANA time zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`): the person's days are counted
   * in it when it differs from the company's (ADR 022). Unknown zones: 400 INVALID_TIME_ZONE.
   */
  timeZone: ZTimeZoneSchema.optional(),
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
      /** The person's own time zone (ADR 022); null: the company's. */
      timeZone: z.string().nullable(),
      /** The company's time zone (what null means). */
      companyTimeZone: z.string(),
      /** The zone the person's days are counted in: `timeZone` or else `companyTimeZone`. */
      effectiveTimeZone: z.string(),
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
 * fails after the account was committed (there is none today; the web maps the code to its text).
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
  /** An IANA zone to count the person's days in, or null for the company's (ADR 022). */
  timeZone: ZTimeZoneSchema.nullable().optional(),
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

// ---- endpoints ------------------------------------------------------------------------------------------------

const tags = ['accounts'] as const;

export const signUp = defineEndpoint({
  operationId: 'signUp',
  method: 'POST',
  path: '/api/accounts/sign-up',
  tags,
  summary: 'Sign up with a company code (creates account, profile and consents, then signs in)',
  description:
    'Signed in on success: the session cookie, and for native clients (`X-OpenWell-Client: native`) the ' +
    '`set-auth-token` header. ' +
    '`sessionCreated: false` means the account is complete but signing in failed: log in instead.',
  access: ANONYMOUS,
  body: ZSignUpRequestSchema,
  responses: { 201: ZSignUpResponseSchema },
  errors: [
    'EMAIL_TAKEN',
    'INVALID_COMPANY_CODE',
    'INVALID_DEPARTMENT',
    'PASSWORD_TOO_SHORT',
    'PASSWORD_TOO_LONG',
    'PASSWORD_TOO_COMMON',
    'UNDERAGE',
    'CONSENT_REQUIRED',
    'LEGAL_VERSION_OUTDATED',
    'COMPANY_SUSPENDED',
    'SEAT_LIMIT_REACHED',
    'INVALID_TIME_ZONE',
  ],
  rateLimited: true,
  startsSession: true,
});

export const getMe = defineEndpoint({
  operationId: 'getMe',
  method: 'GET',
  path: '/api/me',
  tags,
  summary: 'The signed-in user with profile, consents, accepted legal versions and onboarding step',
  access: SIGNED_IN,
  responses: { 200: ZCurrentUserSchema },
  errors: [],
});

export const updateProfile = defineEndpoint({
  operationId: 'updateProfile',
  method: 'PATCH',
  path: '/api/me/profile',
  tags,
  summary: 'Update age, department, gender, language or time zone',
  description:
    'Email and company code cannot be changed here (VALIDATION_FAILED names the field). `timeZone: null` counts ' +
    "the person's days in the company's zone again; a new zone counts new days only (stored days stay).",
  access: SIGNED_IN,
  body: ZUpdateProfileRequestSchema,
  responses: { 200: ZCurrentUserSchema },
  errors: ['UNDERAGE', 'INVALID_DEPARTMENT', 'PROFILE_SETUP_INCOMPLETE', 'INVALID_TIME_ZONE'],
});

export const updateConsents = defineEndpoint({
  operationId: 'updateConsents',
  method: 'PATCH',
  path: '/api/me/consents',
  tags,
  summary: 'Switch AI tips and company insights consents (data processing cannot be withdrawn)',
  access: SIGNED_IN,
  body: ZUpdateConsentsRequestSchema,
  responses: { 200: ZCurrentUserSchema },
  errors: ['CONSENT_NOT_REVOCABLE', 'PROFILE_SETUP_INCOMPLETE'],
});

export const updateOnboarding = defineEndpoint({
  operationId: 'updateOnboarding',
  method: 'PATCH',
  path: '/api/me/onboarding',
  tags,
  summary: 'Record onboarding progress (forward only; done is final)',
  access: SIGNED_IN,
  body: ZUpdateOnboardingRequestSchema,
  responses: { 200: ZCurrentUserSchema },
  errors: ['CONFLICT', 'PROFILE_SETUP_INCOMPLETE'],
});

export const ACCOUNTS_ENDPOINTS = [signUp, getMe, updateProfile, updateConsents, updateOnboarding] as const;
