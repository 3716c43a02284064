import { decrypt, encrypt } from '../../lib/crypto.ts';

/**
 * Wearable secrets at rest (AES-256-GCM, lib/crypto.ts): provider tokens and the pending PKCE verifier. Each is bound
 * to its user and its kind, so a value copied to another row or column does not decrypt.
 */
export type TSecretKind = 'access-token' | 'refresh-token' | 'pkce-verifier';

const context = (kind: TSecretKind, userId: string) => `wearable-${kind}:${userId}`;

export function sealSecret(key: Buffer, kind: TSecretKind, userId: string, plain: string): string {
  return encrypt(plain, key, context(kind, userId));
}

export function openSecret(key: Buffer, kind: TSecretKind, userId: string, sealed: string): string {
  return decrypt(sealed, key, context(kind, userId));
}
