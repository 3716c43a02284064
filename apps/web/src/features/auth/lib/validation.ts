import {
  MAXIMUM_AGE,
  MINIMUM_AGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TOTP_CODE_PATTERN,
} from '@openwell/contracts';

/** A plausible address (the server decides for real); catches typos before a round trip. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isPlausibleEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The password rule a value breaks (the error code the server would answer), or null. */
export function passwordProblem(value: string): 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | null {
  if (value.length < PASSWORD_MIN_LENGTH) return 'PASSWORD_TOO_SHORT';
  if (value.length > PASSWORD_MAX_LENGTH) return 'PASSWORD_TOO_LONG';
  return null;
}

/** Spaces people type or paste into codes ("123 456") do not count. */
export function normalizeCode(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Spec section 5: exactly six digits. */
export function isTotpCodeFormat(value: string): boolean {
  return TOTP_CODE_PATTERN.test(normalizeCode(value));
}

export type TAgeProblem = 'missing' | 'underage' | 'invalid';

/** The age field: a whole number of years, at least 18 (the terms), at most 120. */
export function ageProblem(value: string): TAgeProblem | null {
  const text = value.trim();
  if (text === '') return 'missing';
  if (!/^\d+$/.test(text)) return 'invalid';
  const age = Number(text);
  if (age < MINIMUM_AGE) return 'underage';
  if (age > MAXIMUM_AGE) return 'invalid';
  return null;
}
