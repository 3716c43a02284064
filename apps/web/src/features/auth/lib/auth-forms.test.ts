import { describe, expect, it } from 'vitest';
import { MINIMUM_AGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@openwell/contracts';
import { issueMessageKey, issueMessageKeys, type TIssueMessages } from '@/lib/forms.ts';
import { i18n } from '@/lib/i18n.ts';
import { DEPARTMENTS } from '@/test/api-mocks.ts';
import {
  FORGOT_PASSWORD_MESSAGES,
  LOGIN_MESSAGES,
  RESET_PASSWORD_MESSAGES,
  SIGN_UP_MESSAGES,
  ZSignUpFormSchema,
  TWO_FACTOR_MESSAGES,
  ZResetPasswordFormSchema,
  ZTwoFactorFormSchema,
} from './auth-forms.ts';

/** The message keys a parse shows, by field, as the form's resolver gives them. */
function messagesOf(
  schema: {
    safeParse: (input: unknown, params: { error: (issue: object) => string }) => { error?: { issues: unknown[] } };
  },
  input: unknown,
  messages: TIssueMessages,
) {
  const issues = (schema.safeParse(input, { error: (issue) => issueMessageKey(messages, issue) }).error?.issues ??
    []) as Array<{ path: PropertyKey[]; message: string }>;
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const VALID_SIGN_UP = {
  email: 'new@example.test',
  password: 'a long passphrase',
  confirmPassword: 'a long passphrase',
  companyCode: 'demo-e2etst',
  departmentId: DEPARTMENTS[1]!.id,
  age: '34',
  gender: 'female',
  language: 'en',
  dataProcessing: true,
  acceptLegal: true,
  aiTips: false,
  companyInsights: true,
};
const DEMO = { companyName: 'Demo Company', departments: DEPARTMENTS };

describe('auth forms', () => {
  it('name only messages that exist', () => {
    const maps = [
      LOGIN_MESSAGES,
      FORGOT_PASSWORD_MESSAGES,
      RESET_PASSWORD_MESSAGES,
      TWO_FACTOR_MESSAGES,
      SIGN_UP_MESSAGES,
    ];
    for (const key of maps.flatMap(issueMessageKeys)) expect(i18n.exists(key), key).toBe(true);
  });

  it("take the password rule from the contract's constants", () => {
    const password = (value: string) =>
      messagesOf(ZResetPasswordFormSchema, { password: value, confirm: value }, RESET_PASSWORD_MESSAGES);
    expect(password('x'.repeat(PASSWORD_MIN_LENGTH))).toEqual({});
    expect(password('x'.repeat(PASSWORD_MIN_LENGTH - 1))).toEqual({ password: 'errors:PASSWORD_TOO_SHORT' });
    expect(password('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual({ password: 'errors:PASSWORD_TOO_LONG' });
    expect(
      messagesOf(ZResetPasswordFormSchema, { password: 'short', confirm: 'other' }, RESET_PASSWORD_MESSAGES),
    ).toEqual({
      password: 'errors:PASSWORD_TOO_SHORT',
      confirm: 'auth:validation.passwordMismatch',
    });
  });

  it('read the second factor as typed', () => {
    expect(ZTwoFactorFormSchema.parse({ method: 'totp', code: ' 123 456 ' })).toEqual({
      method: 'totp',
      code: '123456',
    });
    expect(ZTwoFactorFormSchema.parse({ method: 'backup-code', code: ' abcde-12345 ' })).toEqual({
      method: 'backup-code',
      code: 'abcde-12345',
    });
    for (const code of ['12345', '12a456', '1234567', '']) {
      expect(messagesOf(ZTwoFactorFormSchema, { method: 'totp', code }, TWO_FACTOR_MESSAGES)).toEqual({
        code: 'auth:twoFactor.invalidDescription',
      });
    }
    expect(messagesOf(ZTwoFactorFormSchema, { method: 'backup-code', code: ' ' }, TWO_FACTOR_MESSAGES)).toEqual({
      code: 'auth:twoFactor.backupRequired',
    });
  });

  describe('sign-up', () => {
    it('gives the request fields, the age as a number', () => {
      const { age, gender } = ZSignUpFormSchema.parse({ ...VALID_SIGN_UP, company: DEMO });
      expect({ age, gender }).toEqual({ age: 34, gender: 'female' });
    });

    it('names every problem at once, with the texts of the form', () => {
      const empty = { ...VALID_SIGN_UP, email: 'ann', password: '', companyCode: ' ', age: String(MINIMUM_AGE - 1) };
      expect(
        messagesOf(
          ZSignUpFormSchema,
          { ...empty, gender: undefined, dataProcessing: false, acceptLegal: false, confirmPassword: 'x' },
          SIGN_UP_MESSAGES,
        ),
      ).toEqual({
        email: 'auth:validation.emailInvalid',
        password: 'errors:PASSWORD_TOO_SHORT',
        confirmPassword: 'auth:validation.passwordMismatch',
        companyCode: 'auth:validation.companyCodeRequired',
        age: 'errors:UNDERAGE',
        gender: 'auth:validation.genderRequired',
        dataProcessing: 'auth:validation.dataProcessingRequired',
        acceptLegal: 'auth:validation.legalRequired',
      });
      expect(messagesOf(ZSignUpFormSchema, { ...VALID_SIGN_UP, company: DEMO, age: '' }, SIGN_UP_MESSAGES)).toEqual({
        age: 'auth:validation.ageInvalid',
      });
    });

    it('refuses an unknown company code and a department of another company', () => {
      expect(messagesOf(ZSignUpFormSchema, { ...VALID_SIGN_UP, company: null }, SIGN_UP_MESSAGES)).toEqual({
        companyCode: 'errors:INVALID_COMPANY_CODE',
      });
      const other = { companyName: 'Other', departments: [{ id: '33333333-3333-4333-8333-333333333333', name: 'HR' }] };
      expect(messagesOf(ZSignUpFormSchema, { ...VALID_SIGN_UP, company: other }, SIGN_UP_MESSAGES)).toEqual({
        departmentId: 'auth:validation.departmentRequired',
      });
    });
  });
});
