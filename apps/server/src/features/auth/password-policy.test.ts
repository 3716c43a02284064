import { readFileSync } from 'node:fs';
import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { topCommonPasswords } from '../../../scripts/generate-common-passwords.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertPasswordPolicy, checkPasswordPolicy, commonPasswordCount, isCommonPassword } from './password-policy.ts';

describe('password policy', () => {
  it('ships exactly the 10,000 most common passwords, lower-case and unique', () => {
    const lines = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .trimEnd()
      .split('\n');
    expect(lines).toHaveLength(10_000);
    expect(new Set(lines).size).toBe(10_000);
    expect(lines.every((line) => line === line.toLowerCase() && line.trim() === line && line !== '')).toBe(true);
    expect(commonPasswordCount()).toBe(10_000);
  });

  it('matches what the generator makes from the ranked dictionary (the shipped file is up to date)', () => {
    const lines = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .trimEnd()
      .split('\n');
    expect(lines).toEqual(topCommonPasswords(dictionary['passwords-common']));
  });

  it('takes entries in rank order and deduplicates case-insensitively', () => {
    expect(topCommonPasswords(['Abc', 'abc', ' ', 'def', 'ghi'], 2)).toEqual(['abc', 'def']);
  });

  it('enforces 8..128 characters', () => {
    expect(checkPasswordPolicy('Zq7!vR2')).toBe('PASSWORD_TOO_SHORT');
    expect(checkPasswordPolicy('Zq7!vR2#')).toBeNull();
    expect(checkPasswordPolicy('x'.repeat(127) + 'Q')).toBeNull();
    expect(checkPasswordPolicy('x'.repeat(128) + 'Q')).toBe('PASSWORD_TOO_LONG');
  });

  it('refuses common passwords case-insensitively', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(checkPasswordPolicy('PassWord1')).toBe('PASSWORD_TOO_COMMON');
    expect(checkPasswordPolicy('12345678')).toBe('PASSWORD_TOO_COMMON');
    expect(checkPasswordPolicy('BASEBALL')).toBe('PASSWORD_TOO_COMMON');
    expect(checkPasswordPolicy('correct horse battery staple 42')).toBeNull();
  });

  it('throws the matching AppError', () => {
    expect(() => assertPasswordPolicy('short')).toThrow(AppError);
    try {
      assertPasswordPolicy('iloveyou');
    } catch (error) {
      expect(error).toMatchObject({ code: 'PASSWORD_TOO_COMMON', statusCode: 400 });
    }
    expect.assertions(2);
  });
});
