import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { NATIVE_CLIENT_HEADER, NATIVE_CLIENT_VALUE } from '@openwell/contracts';

/**
 * Session tokens as Better Auth signs them in its session cookie (`token.signature`, HMAC-SHA256 in base64), read
 * without Better Auth so that resolving a session costs one query and no more; and the native-client marker.
 */

/** true when the client asked for a bearer token (`X-OpenWell-Client: native`). */
export function isNativeClient(headers: Headers | IncomingHttpHeaders | null | undefined): boolean {
  if (!headers) return false;
  const value = headers instanceof Headers ? headers.get(NATIVE_CLIENT_HEADER) : headers[NATIVE_CLIENT_HEADER];
  return typeof value === 'string' && value.trim().toLowerCase() === NATIVE_CLIENT_VALUE;
}

/** Better Auth's signature of a session token (as in its signed session cookie): HMAC-SHA256, base64. */
export function signSessionToken(token: string, secret: string): string {
  return `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;
}

/** The token of a signed value `token.signature` (URL-encoded or not), or null when the signature is wrong. */
export function verifySignedToken(signed: string, secret: string): string | null {
  let value = signed;
  if (value.includes('%')) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
