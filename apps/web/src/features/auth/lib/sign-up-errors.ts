import type { ApiError } from '@/lib/api-client.ts';

/** The sign-up form's fields, as the errors name them. */
export const SIGN_UP_FIELDS = [
  'email',
  'password',
  'confirmPassword',
  'companyCode',
  'departmentId',
  'age',
  'gender',
  'language',
  'dataProcessing',
  'legal',
] as const;
export type TSignUpField = (typeof SIGN_UP_FIELDS)[number];

const CODE_FIELDS: Readonly<Record<string, TSignUpField>> = {
  EMAIL_TAKEN: 'email',
  INVALID_COMPANY_CODE: 'companyCode',
  INVALID_DEPARTMENT: 'departmentId',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
  PASSWORD_TOO_COMMON: 'password',
  UNDERAGE: 'age',
  LEGAL_VERSION_OUTDATED: 'legal',
};

function isField(value: unknown): value is TSignUpField {
  return typeof value === 'string' && (SIGN_UP_FIELDS as readonly string[]).includes(value);
}

/** The field a sign-up error concerns (shown next to it), or null (shown at the form). */
export function signUpErrorField(error: ApiError): TSignUpField | null {
  const details = error.details ?? {};
  if (error.code === 'CONSENT_REQUIRED') return details.consent === 'legal' ? 'legal' : 'dataProcessing';
  if (isField(details.field)) return details.field;
  if (details.field === 'departmentId' || details.field === 'department') return 'departmentId';
  return CODE_FIELDS[error.code] ?? null;
}
