import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Better Auth (better-call) signs cookie values as `value.base64(HMAC-SHA256(secret, value))`, URL-encoded.
 * Reading them here lets our code find a pending second-factor challenge without going through an endpoint.
 */
export function signCookieValue(value: string, secret: string): string {
  return `${value}.${createHmac('sha256', secret).update(value).digest('base64')}`;
}

export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(index + 1).trim());
  }
  return cookies;
}

/** The verified value of a signed cookie, or null when missing or tampered with. */
export function readSignedCookie(header: string | null | undefined, name: string, secret: string): string | null {
  const raw = parseCookieHeader(header).get(name);
  if (!raw) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = decoded.lastIndexOf('.');
  if (dot < 1) return null;
  const value = decoded.slice(0, dot);
  const signature = Buffer.from(decoded.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(value).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? value : null;
}
