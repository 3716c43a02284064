import { createHmac } from 'node:crypto';

/**
 * RFC 6238 codes as an authenticator app computes them from the setup key shown on /profile
 * (base32, spaces ignored): HMAC-SHA1, 6 digits, 30-second steps. `stepOffset` picks a neighbouring
 * step (the server accepts t-1, t, t+1), so a test can use a code other than one already spent.
 */
export function totpCode(base32Secret: string, { now = Date.now(), stepOffset = 0 } = {}): string {
  const key = base32Decode(base32Secret);
  const counter = Math.floor(now / 30_000) + stepOffset;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', key).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(binary).padStart(6, '0');
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(input: string): Buffer {
  const clean = input.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** Milliseconds until the next 30-second step begins. */
export function msUntilNextStep(now = Date.now()): number {
  return 30_000 - (now % 30_000);
}
