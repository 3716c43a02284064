import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './connection-secrets.ts';

describe('wearable secrets at rest', () => {
  const key = randomBytes(32);

  it('round-trips and never stores the plain value', () => {
    const sealed = sealSecret(key, 'refresh-token', 'user-1', 'refresh-abc');
    expect(sealed).not.toContain('refresh-abc');
    expect(openSecret(key, 'refresh-token', 'user-1', sealed)).toBe('refresh-abc');
  });

  it('does not open under another user or kind', () => {
    const sealed = sealSecret(key, 'access-token', 'user-1', 'access-abc');
    expect(() => openSecret(key, 'access-token', 'user-2', sealed)).toThrow();
    expect(() => openSecret(key, 'refresh-token', 'user-1', sealed)).toThrow();
  });
});
