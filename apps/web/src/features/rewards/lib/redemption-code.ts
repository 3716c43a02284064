import { redemptionVerificationPath } from '@openwell/contracts';

/** A code in groups of five characters ("ABCDE FGHIJ …", or joined by `separator`), easier to read out and to type. */
export function groupRedemptionCode(code: string, separator = ' '): string {
  return (code.match(/.{1,5}/g) ?? []).join(separator);
}

/**
 * What a redemption's QR code encodes: the verification page of the code at the server's public address. The web app
 * is served by the server, so that is this page's origin; the mobile app reaches the server at VITE_API_BASE_URL.
 */
export function redemptionVerificationUrl(code: string, origin: string = publicOrigin()): string {
  return `${origin.replace(/\/+$/, '')}${redemptionVerificationPath(code)}`;
}

function publicOrigin(): string {
  const apiBase: string | undefined = import.meta.env.VITE_API_BASE_URL;
  return apiBase && /^https?:\/\//.test(apiBase) ? new URL(apiBase).origin : window.location.origin;
}
