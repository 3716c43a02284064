import { randomBytes } from 'node:crypto';
import { REDEMPTION_CODE_LENGTH } from '@openwell/contracts';

/** Crockford's base32 alphabet: digits and upper-case letters without I, L, O and U. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A fresh redemption code: REDEMPTION_CODE_LENGTH (25) characters of Crockford base32, 5 random bits each (125 bits
 * from crypto.randomBytes): unguessable, and readable aloud or typed from the QR code's URL.
 */
export function generateRedemptionCode(): string {
  const bytes = randomBytes(Math.ceil((REDEMPTION_CODE_LENGTH * 5) / 8));
  let code = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5 && code.length < REDEMPTION_CODE_LENGTH) {
      bits -= 5;
      code += CROCKFORD[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  return code;
}
