import { decrypt, encrypt } from '../../lib/crypto.ts';

/**
 * Coach text at rest (ADR 021): conversation titles, messages and tips encrypted with AES-256-GCM under the
 * installation's key (lib/crypto.ts), bound to `coach:<user id>` as additional data, so a value copied to another
 * person's row does not decrypt. Opened only for the person it belongs to.
 */
const context = (userId: string) => `coach:${userId}`;

export function sealText(key: Buffer, userId: string, text: string): string {
  return encrypt(text, key, context(userId));
}

/** Throws DecryptionError for another key, another person's value or a tampered one. */
export function openText(key: Buffer, userId: string, sealed: string): string {
  return decrypt(sealed, key, context(userId));
}
