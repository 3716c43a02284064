import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MAXIMUM_AGE, MINIMUM_AGE, ZAgeSchema } from '@openwell/contracts';
import { ApiError } from './api-client.ts';
import { errorCodeMessage, errorMessageKey } from './error-messages.ts';
import {
  FALLBACK_MESSAGE,
  issueMessageKey,
  issueMessageKeys,
  serverFieldError,
  wholeNumberInput,
  type TIssueMessages,
} from './forms.ts';
import { i18n } from './i18n.ts';

const messages: TIssueMessages = {
  email: 'auth:validation.emailInvalid',
  age: { too_small: 'errors:UNDERAGE', '*': 'auth:validation.ageInvalid' },
  'consents.legal': { empty: 'admin:login.fieldsRequired', invalid_value: 'auth:validation.legalRequired' },
};

describe('issueMessageKey', () => {
  it('finds the key by field path and issue code, with the field default and the form fallback', () => {
    expect(issueMessageKey(messages, { code: 'invalid_format', path: ['email'] })).toBe('auth:validation.emailInvalid');
    expect(issueMessageKey(messages, { code: 'too_small', path: ['age'] })).toBe('errors:UNDERAGE');
    expect(issueMessageKey(messages, { code: 'too_big', path: ['age'] })).toBe('auth:validation.ageInvalid');
    expect(issueMessageKey(messages, { code: 'invalid_value', path: ['consents', 'legal'], input: false })).toBe(
      'auth:validation.legalRequired',
    );
    expect(issueMessageKey(messages, { code: 'invalid_value', path: ['consents', 'legal'], input: ' ' })).toBe(
      'admin:login.fieldsRequired',
    );
    expect(issueMessageKey(messages, { code: 'custom', path: ['other'] })).toBe(FALLBACK_MESSAGE);
  });

  it('names only keys that exist in English', () => {
    const keys = [FALLBACK_MESSAGE, ...issueMessageKeys(messages)];
    expect(keys).toHaveLength(6);
    for (const key of keys) expect(i18n.exists(key), key).toBe(true);
  });
});

describe('wholeNumberInput', () => {
  const age = wholeNumberInput(ZAgeSchema);
  const codes = (value: string) => age.safeParse(value).error?.issues.map((issue) => issue.code);

  it("parses what was typed and checks it with the contract's rule", () => {
    expect(age.parse(' 34 ')).toBe(34);
    expect(age.parse(String(MINIMUM_AGE))).toBe(MINIMUM_AGE);
    expect(codes(String(MINIMUM_AGE - 1))).toEqual(['too_small']);
    expect(codes(String(MAXIMUM_AGE + 1))).toEqual(['too_big']);
  });

  it('refuses anything but digits as a format problem', () => {
    for (const value of ['', 'abc', '3.5', '-5', '1e2']) expect(codes(value)).toEqual(['invalid_format']);
  });
});

describe('errorMessageKey', () => {
  it('is the key of the message errorMessage shows, for every code', () => {
    for (const code of ERROR_CODES) {
      const error = new ApiError({ status: 400, code, message: 'server text' });
      expect(i18n.t(errorMessageKey(error))).toBe(errorCodeMessage(i18n.t, code));
    }
    expect(errorMessageKey(new ApiError({ status: 400, code: 'NO_SUCH_CODE', message: '' }))).toBe('errors:generic');
    expect(errorMessageKey(new Error('boom'))).toBe('errors:generic');
    expect(serverFieldError(new Error('boom'))).toEqual({ type: 'server', message: 'errors:generic' });
  });
});
