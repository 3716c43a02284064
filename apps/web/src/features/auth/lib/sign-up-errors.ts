import type { ApiError } from '@/lib/api-client.ts';
import type { TSignUpFormValues } from './auth-forms.ts';

/** The sign-up form's fields, as the server's errors name them. */
export type TSignUpField = Exclude<keyof TSignUpFormValues, 'company'>;

const FIELDS: ReadonlySet<string> = new Set<TSignUpField>([
  'email',
  'password',
  'confirmPassword',
  'companyCode',
  'departmentId',
  'age',
  'gender',
  'language',
  'dataProcessing',
  'acceptLegal',
]);

/** `details.field` names that are not the form's. */
const FIELD_ALIASES: Readonly<Record<string, TSignUpField>> = { department: 'departmentId', legal: 'acceptLegal' };

const CODE_FIELDS: Readonly<Record<string, TSignUpField>> = {
  EMAIL_TAKEN: 'email',
  INVALID_COMPANY_CODE: 'companyCode',
  INVALID_DEPARTMENT: 'departmentId',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
  PASSWORD_TOO_COMMON: 'password',
  UNDERAGE: 'age',
  LEGAL_VERSION_OUTDATED: 'acceptLegal',
};

function isField(value: unknown): value is TSignUpField {
  return typeof value === 'string' && FIELDS.has(value);
}

/** The field a sign-up error of the server concerns (shown next to it), or null (shown at the form). */
export function signUpErrorField(error: ApiError): TSignUpField | null {
  const details = error.details ?? {};
  if (error.code === 'CONSENT_REQUIRED') return details.consent === 'legal' ? 'acceptLegal' : 'dataProcessing';
  if (isField(details.field)) return details.field;
  if (typeof details.field === 'string' && FIELD_ALIASES[details.field]) return FIELD_ALIASES[details.field]!;
  return CODE_FIELDS[error.code] ?? null;
}
