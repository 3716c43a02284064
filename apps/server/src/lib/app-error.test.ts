import { ERROR_CODES, ERROR_TABLE } from '@openwell/contracts';
import { describe, expect, it } from 'vitest';
import { AppError, isAppError } from './app-error.ts';

describe('AppError', () => {
  it('takes status and default message of every code from the error table', () => {
    for (const code of ERROR_CODES) {
      const error = new AppError(code);
      expect(error.statusCode, code).toBe(ERROR_TABLE[code].status);
      expect(error.message, code).toBe(ERROR_TABLE[code].message);
      expect(error.details).toBeUndefined();
    }
  });

  it('carries details, a more precise message and the cause, but no status of its own', () => {
    const cause = new Error('low level');
    const error = new AppError('CONFLICT', { field: 'email' }, { message: 'Taken.', cause });
    expect(error).toBeInstanceOf(Error);
    expect(isAppError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'CONFLICT', statusCode: 409, message: 'Taken.', details: { field: 'email' } });
    expect(error.cause).toBe(cause);
    expect(isAppError(new Error('x'))).toBe(false);
  });
});
