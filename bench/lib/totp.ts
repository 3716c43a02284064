import { createHmac } from 'node:crypto';

/**
 * An authenticator app for the benchmark's admin (the admin area requires a second factor): RFC 6238 codes (HMAC-SHA1,
 * 30-second steps) for the base32 secret of an otpauth:// URI, with node:crypto only.
 */

function base32Decode(value: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of value.toUpperCase().replace(/=+$/, '')) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    bits += index.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The code of the otpauth:// URI's secret at `nowMs` (6 digits unless the URI says otherwise). */
export function totpCodeFromUri(uri: string, nowMs = Date.now()): string {
  const params = new URL(uri).searchParams;
  const secret = base32Decode(params.get('secret') ?? '');
  const digits = Number(params.get('digits') ?? 6);
  const period = Number(params.get('period') ?? 30);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(nowMs / 1000 / period)));
  const hmac = createHmac('sha1', secret).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}
