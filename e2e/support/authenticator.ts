import { Secret, TOTP, URI } from 'otpauth';

/**
 * An authenticator app for the tests, independent of the product's code: `otpauth` computes the
 * RFC 6238 codes (HMAC-SHA1, 6 digits, 30-second steps) from what the app shows, either the
 * otpauth:// URI (Better Auth puts the base32 of the key in it) or the setup key typed in by hand.
 */
export type Authenticator = TOTP;

/** As an app that scanned the QR code: everything comes from the otpauth:// URI. */
export function authenticatorFromUri(uri: string): Authenticator {
  const parsed = URI.parse(uri);
  if (!(parsed instanceof TOTP)) throw new Error(`not a TOTP URI: ${uri}`);
  return parsed;
}

/** As an app set up by typing the key shown on /profile (base32, spaces ignored) with the usual defaults. */
export function authenticatorFromKey(base32Key: string): Authenticator {
  return new TOTP({
    secret: Secret.fromBase32(base32Key.replace(/\s+/g, '')),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}

/**
 * The code of the current step, or of a neighbouring one with `stepOffset` (the server accepts the
 * previous, current and next step), so a test can use a code other than one already spent.
 */
export function totpCode(authenticator: Authenticator, { stepOffset = 0, now = Date.now() } = {}): string {
  return authenticator.generate({ timestamp: now + stepOffset * authenticator.period * 1000 });
}

/** A well-formed code that the server accepts at none of the steps it allows now. */
export function wrongTotpCode(authenticator: Authenticator): string {
  const accepted = new Set([-1, 0, 1].map((stepOffset) => totpCode(authenticator, { stepOffset })));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!accepted.has(candidate)) return candidate;
  }
}
