import { describe, expect, it } from 'vitest';
import { MAXIMUM_AGE, MINIMUM_AGE } from '@openwell/contracts';
import { issueMessageKey, issueMessageKeys } from '@/lib/forms.ts';
import { i18n } from '@/lib/i18n.ts';
import { DEPARTMENTS } from '@/test/api-mocks.ts';
import {
  PASSWORD_CONFIRM_MESSAGES,
  PROFILE_DETAILS_MESSAGES,
  TOTP_CODE_MESSAGES,
  ZPasswordConfirmFormSchema,
  ZProfileDetailsFormSchema,
  ZTotpCodeFormSchema,
} from './account-forms.ts';

const details = (age: string) => ({ age, departmentId: DEPARTMENTS[0]!.id, gender: 'female' });
const ageMessage = (age: string) => {
  const issue = ZProfileDetailsFormSchema.safeParse(details(age)).error?.issues[0];
  return issue ? issueMessageKey(PROFILE_DETAILS_MESSAGES, issue) : null;
};

describe('account forms', () => {
  it('name only messages that exist', () => {
    const maps = [PROFILE_DETAILS_MESSAGES, PASSWORD_CONFIRM_MESSAGES, TOTP_CODE_MESSAGES];
    for (const key of maps.flatMap(issueMessageKeys)) expect(i18n.exists(key), key).toBe(true);
  });

  it("check the age with the contract's limits", () => {
    expect(ZProfileDetailsFormSchema.parse(details(' 35 ')).age).toBe(35);
    expect(ageMessage(String(MINIMUM_AGE))).toBeNull();
    expect(ageMessage(String(MINIMUM_AGE - 1))).toBe('errors:UNDERAGE');
    expect(ageMessage(String(MAXIMUM_AGE + 1))).toBe('profile:details.ageInvalid');
    expect(ageMessage('')).toBe('profile:details.ageInvalid');
  });

  it('ask for a password and a six-digit code', () => {
    const issue = ZPasswordConfirmFormSchema.safeParse({ password: '' }).error!.issues[0]!;
    expect(issueMessageKey(PASSWORD_CONFIRM_MESSAGES, issue)).toBe('profile:twoFactor.passwordRequired');
    expect(ZTotpCodeFormSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
    expect(ZTotpCodeFormSchema.safeParse({ code: '12345' }).success).toBe(false);
  });
});
