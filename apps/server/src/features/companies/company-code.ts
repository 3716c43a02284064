import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a code read aloud or copied from a log is typed right the first time. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `length` crypto-random characters of CODE_ALPHABET. */
export function randomCodeGroup(length: number): string {
  let group = '';
  for (let i = 0; i < length; i++) group += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return group;
}

/**
 * A customer's company code, such as `K7QM3-XZP9H`: two groups of five (about 49 bits, crypto-random), readable and
 * unguessable; the public lookup is rate limited on top. Stored upper case, so unique case-insensitively.
 */
export function generateCompanyCode(): string {
  return `${randomCodeGroup(5)}-${randomCodeGroup(5)}`;
}
