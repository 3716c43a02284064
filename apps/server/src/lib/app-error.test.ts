import { ERROR_CODES } from '@openwell/contracts';
import { describe, expect, it } from 'vitest';
import { AppError, ERROR_DEFAULTS, isAppError } from './app-error.ts';

describe('AppError', () => {
  it('has a default status and message for every contract error code', () => {
    for (const code of ERROR_CODES) {
      const error = new AppError(code);
      expect(error.statusCode).toBe(ERROR_DEFAULTS[code].statusCode);
      expect(error.message).toBe(ERROR_DEFAULTS[code].message);
      expect(error.details).toBeUndefined();
    }
  });

  it('carries details, a custom message and status, and the cause', () => {
    const cause = new Error('low level');
    const error = new AppError('CONFLICT', { field: 'email' }, { message: 'Taken.', statusCode: 422, cause });
    expect(error).toBeInstanceOf(Error);
    expect(isAppError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'CONFLICT', statusCode: 422, message: 'Taken.', details: { field: 'email' } });
    expect(error.cause).toBe(cause);
    expect(isAppError(new Error('x'))).toBe(false);
  });
});
