import { createHmac } from 'node:crypto';

/**
 * RFC 4226 / RFC 6238 with the parameters Better Auth's twoFactor plugin uses: HMAC-SHA1, 6 digits, 30-second
 * steps, the secret's UTF-8 bytes as key (Better Auth generates a 32-character secret and puts its base32 form in
 * the otpauth URI). Used to find which time step a code belongs to, so each step is accepted once.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted around now, as Better Auth does (t-1, t, t+1). */
export const TOTP_WINDOW = 1;

export function hotp(key: Buffer | string, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', typeof key === 'string' ? Buffer.from(key, 'utf8') : key)
    .update(message)
    .digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary =
    ((digest[offset]! & 0x7f) << 24) |
    ((digest[offset + 1]! & 0xff) << 16) |
    ((digest[offset + 2]! & 0xff) << 8) |
    (digest[offset + 3]! & 0xff);
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export function totpStep(nowMs: number, period = TOTP_PERIOD_SECONDS): number {
  return Math.floor(nowMs / (period * 1000));
}

export function totp(key: Buffer | string, nowMs: number, period = TOTP_PERIOD_SECONDS): string {
  return hotp(key, totpStep(nowMs, period));
}

/** The time step (t-1, t, t+1; latest first) whose code equals `code`, or null. */
export function findTotpStep(key: Buffer | string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = totpStep(nowMs);
  for (let step = current + TOTP_WINDOW; step >= current - TOTP_WINDOW; step -= 1) {
    if (hotp(key, step) === code) return step;
  }
  return null;
}
