import { ERROR_CODES } from '@openwell/contracts';
import { describe, expect, it } from 'vitest';
import { AppError, errorDefaults, isAppError } from './app-error.ts';

describe('AppError', () => {
  it('has a default status and message for every contract error code', () => {
    for (const code of ERROR_CODES) {
      const error = new AppError(code);
      expect(error.statusCode, code).toBe(errorDefaults(code).statusCode);
      expect(error.statusCode, code).toBeGreaterThanOrEqual(400);
      expect(error.statusCode, code).toBeLessThan(600);
      expect(error.message.length, code).toBeGreaterThan(0);
      expect(error.details).toBeUndefined();
    }
  });

  it('uses the conventional status for the generic codes', () => {
    expect(new AppError('NOT_FOUND').statusCode).toBe(404);
    expect(new AppError('CONFLICT').statusCode).toBe(409);
    expect(new AppError('RATE_LIMITED').statusCode).toBe(429);
    expect(new AppError('INTERNAL').statusCode).toBe(500);
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
