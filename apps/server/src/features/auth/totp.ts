import { timingSafeEqual } from 'node:crypto';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

/** Better Auth's twoFactor parameters (auth.ts passes these to the plugin). */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps Better Auth accepts around now (t-1, t, t+1). */
export const TOTP_WINDOW = 1;

const BASE32_PREFIX = 'base32:';

/**
 * The key bytes of a decrypted twoFactor secret, as Better Auth reads them: generated secrets are used as UTF-8,
 * imported ones are stored as `base32:<secret>`.
 */
function totpKey(secret: string): string | Uint8Array {
  return secret.startsWith(BASE32_PREFIX) ? base32.decode(secret.slice(BASE32_PREFIX.length).toUpperCase()) : secret;
}

function sameCode(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * The time step (t+1, t, t-1, latest first) whose code equals `code` at `now`, or null. Codes come from Better
 * Auth's own OTP implementation (`@better-auth/utils/otp`), so the step is the one its verification accepts.
 */
export async function findTotpStep(secret: string, code: string, now: Date): Promise<number | null> {
  const otp = createOTP(totpKey(secret), { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });
  const current = Math.floor(now.getTime() / (TOTP_PERIOD_SECONDS * 1000));
  for (let step = current + TOTP_WINDOW; step >= current - TOTP_WINDOW; step -= 1) {
    if (sameCode(await otp.hotp(step), code)) return step;
  }
  return null;
}
