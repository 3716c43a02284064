import { z } from 'zod';
import {
  ZCreateCompanyRequestSchema,
  ZDepartmentNameRequestSchema,
  ZDepartmentNameSchema,
  ZMergeDepartmentRequestSchema,
  ZOwnCompanySettingsRequestSchema,
  ZUpdateCompanyRequestSchema,
  type TCompany,
  type TUpdateCompanyRequest,
} from '@openwell/contracts';
import type { TIssueMessages, TMessageKey } from '@/lib/forms.ts';

/**
 * The companies feature's forms, derived from the contract's request schemas, and which translated message each
 * problem shows.
 */

const ZSeatLimitSchema = ZCreateCompanyRequestSchema.shape.seatLimit.unwrap().unwrap();

/** The seat limit as typed: empty is "no limit" (null), otherwise a whole number the contract accepts. */
export const ZSeatLimitInputSchema = z
  .string()
  .trim()
  .regex(/^\d*$/)
  .transform((value) => (value === '' ? null : Number(value)))
  .pipe(ZSeatLimitSchema.nullable());

/**
 * A contract schema whose refinement carries its own (English, server-side) message, checked with the form's message
 * key instead: zod prefers a schema's own message to the form's message map.
 */
function withMessage<T extends z.ZodType>(schema: T, message: TMessageKey) {
  return z.custom<z.output<T>>((value) => schema.safeParse(value).success, { message });
}

/** Name, default language, time zone and seat limit: the settings a company is created with and changed by. */
export const ZCompanySettingsFormSchema = z.object({
  name: ZCreateCompanyRequestSchema.shape.name,
  defaultLanguage: ZCreateCompanyRequestSchema.shape.defaultLanguage,
  timeZone: withMessage(ZCreateCompanyRequestSchema.shape.timeZone, 'companies:validation.timeZoneInvalid'),
  seatLimit: ZSeatLimitInputSchema,
});
export type TCompanySettingsFormValues = z.input<typeof ZCompanySettingsFormSchema>;

const SETTINGS_MESSAGES = {
  name: { empty: 'companies:validation.nameRequired', too_big: 'companies:validation.nameTooLong' },
  timeZone: 'companies:validation.timeZoneInvalid',
  seatLimit: 'companies:validation.seatLimitInvalid',
} as const satisfies TIssueMessages;
export const COMPANY_SETTINGS_MESSAGES: TIssueMessages = SETTINGS_MESSAGES;

/** "New company": the settings and the departments to create with it (names unique, case-insensitively). */
export const ZCreateCompanyFormSchema = ZCompanySettingsFormSchema.extend({
  departments: withMessage(
    ZCreateCompanyRequestSchema.shape.departments.unwrap(),
    'companies:create.departmentDuplicate',
  ),
});
export type TCreateCompanyFormValues = z.input<typeof ZCreateCompanyFormSchema>;
export const CREATE_COMPANY_MESSAGES: TIssueMessages = {
  ...SETTINGS_MESSAGES,
  departments: 'companies:create.departmentDuplicate',
};

/**
 * A company's settings page (platform admins): the settings above and whether the company is named on the companies
 * leaderboard (a setting of an existing company; a new one starts anonymised).
 */
export const ZUpdateCompanyFormSchema = ZCompanySettingsFormSchema.extend({
  leaderboardNamed: ZUpdateCompanyRequestSchema.shape.leaderboardNamed.unwrap(),
});
export type TUpdateCompanyFormValues = z.input<typeof ZUpdateCompanyFormSchema>;

/** The form's values for a company (the seat limit as text, '' for none). */
export function settingsFormValues(company: TCompany): TUpdateCompanyFormValues {
  return {
    name: company.name,
    defaultLanguage: company.defaultLanguage,
    timeZone: company.timeZone,
    seatLimit: company.seatLimit === null ? '' : String(company.seatLimit),
    leaderboardNamed: company.leaderboardNamed,
  };
}

/** Only what differs from the company as it is (the audit names the changed fields). */
export function changedSettings(
  company: TCompany,
  values: z.output<typeof ZUpdateCompanyFormSchema>,
): TUpdateCompanyRequest {
  const changes: TUpdateCompanyRequest = {};
  if (values.name !== company.name) changes.name = values.name;
  if (values.defaultLanguage !== company.defaultLanguage) changes.defaultLanguage = values.defaultLanguage;
  if (values.timeZone !== company.timeZone) changes.timeZone = values.timeZone;
  if (values.seatLimit !== company.seatLimit) changes.seatLimit = values.seatLimit;
  if (values.leaderboardNamed !== company.leaderboardNamed) changes.leaderboardNamed = values.leaderboardNamed;
  return changes;
}

/** The employer's own company settings (saved as soon as a switch changes): every setting they may change. */
export const ZOwnCompanySettingsFormSchema = ZOwnCompanySettingsRequestSchema.pick({
  leaderboardNamed: true,
}).required();
export type TOwnCompanySettingsFormValues = z.input<typeof ZOwnCompanySettingsFormSchema>;

/** The fields both forms with the leaderboard switch have. */
export type TLeaderboardNamedFormValues = Pick<TUpdateCompanyFormValues, 'leaderboardNamed'> &
  Pick<TOwnCompanySettingsFormValues, 'leaderboardNamed'>;

/** A department's name (add, rename). */
export const ZDepartmentNameFormSchema = ZDepartmentNameRequestSchema;
export const DEPARTMENT_NAME_MESSAGES: TIssueMessages = {
  name: { empty: 'companies:validation.departmentNameRequired', too_big: 'companies:validation.departmentNameTooLong' },
};

/** One department name for the list of "New company" (checked before it is added to the list). */
export const ZNewDepartmentNameSchema = ZDepartmentNameSchema;

/** Merge: the department that receives the members. */
export const ZMergeDepartmentFormSchema = ZMergeDepartmentRequestSchema;
export const MERGE_DEPARTMENT_MESSAGES: TIssueMessages = {
  intoDepartmentId: 'companies:departments.mergeTargetRequired',
};

/** Every IANA time zone this browser knows, for the time-zone field's suggestions (computed once). */
let timeZones: readonly string[] | null = null;
export function knownTimeZones(): readonly string[] {
  timeZones ??= Intl.supportedValuesOf('timeZone');
  return timeZones;
}

/** The browser's own time zone, the sensible default for a new company. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The common choices of the point expiry policy (months after earning); any other 1..60 can be typed. */
export const POINTS_EXPIRY_PRESETS = [6, 12, 18, 24, 36] as const;
export const POINTS_EXPIRY_CHOICES = ['never', ...POINTS_EXPIRY_PRESETS.map(String), 'other'] as const;

/**
 * The point expiry policy as chosen: "never", one of the presets, or "other" with the months typed (a whole number the
 * contract accepts, 1..60). Gives the contract's `pointsExpiryMonths` (null: never).
 */
export const ZPointsExpiryFormSchema = z
  .object({ choice: z.enum(POINTS_EXPIRY_CHOICES), months: z.string() })
  .transform((values, ctx) => {
    if (values.choice === 'never') return { pointsExpiryMonths: null };
    const typed = values.choice === 'other' ? values.months.trim() : values.choice;
    const months = /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
    const parsed = ZOwnCompanySettingsRequestSchema.shape.pointsExpiryMonths.unwrap().safeParse(months);
    if (!parsed.success || parsed.data === null) {
      ctx.addIssue({ code: 'custom', path: ['months'], input: values.months });
      return z.NEVER;
    }
    return { pointsExpiryMonths: parsed.data };
  });
export type TPointsExpiryFormValues = z.input<typeof ZPointsExpiryFormSchema>;
export const POINTS_EXPIRY_MESSAGES: TIssueMessages = { months: 'companies:expiry.monthsInvalid' };

/** The form's values for a policy. */
export function pointsExpiryFormValues(months: number | null): TPointsExpiryFormValues {
  if (months === null) return { choice: 'never', months: '' };
  const preset = (POINTS_EXPIRY_PRESETS as readonly number[]).includes(months);
  return { choice: preset ? (String(months) as TPointsExpiryFormValues['choice']) : 'other', months: String(months) };
}

/** Whether a new policy lets points expire sooner than the current one (then points may expire at the next run). */
export function expiresSooner(current: number | null, next: number | null): boolean {
  return next !== null && (current === null || next < current);
}
