/** The base32 secret of an `otpauth://totp/...?secret=...` URI, or null when it has none. */
export function secretFromTotpUri(uri: string): string | null {
  try {
    const secret = new URL(uri).searchParams.get('secret');
    return secret && secret.length > 0 ? secret.toUpperCase() : null;
  } catch {
    return null;
  }
}

/** "JBSWY3DPEHPK3PXP" -> "JBSW Y3DP EHPK 3PXP": easier to read and type into an authenticator app. */
export function groupSecret(secret: string, size = 4): string {
  return (secret.replace(/\s+/g, '').match(new RegExp(`.{1,${size}}`, 'g')) ?? []).join(' ');
}

/** The plain-text file offered for download with the backup codes. */
export function backupCodesText(codes: readonly string[], heading: string): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}
