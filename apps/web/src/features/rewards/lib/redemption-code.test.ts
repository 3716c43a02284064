import { describe, expect, it } from 'vitest';
import { groupRedemptionCode, redemptionVerificationUrl } from './redemption-code.ts';
import { newIdempotencyKey } from './redemption-idempotency.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('redemption codes', () => {
  it('groups a code in fives', () => {
    expect(groupRedemptionCode('7K3M9QXT2BHD5RWF8NCJ4PVZ6')).toBe('7K3M9 QXT2B HD5RW F8NCJ 4PVZ6');
    expect(groupRedemptionCode('ABCDEFG')).toBe('ABCDE FG');
    expect(groupRedemptionCode('')).toBe('');
  });

  it("puts the verification page's path behind the public origin", () => {
    expect(redemptionVerificationUrl('7K3M9QXT2BHD5RWF8NCJ4PVZ6', 'https://well.example.com/')).toBe(
      'https://well.example.com/admin/redemptions/7K3M9QXT2BHD5RWF8NCJ4PVZ6',
    );
    expect(redemptionVerificationUrl('ABC')).toBe(`${window.location.origin}/admin/redemptions/ABC`);
  });
});

describe('newIdempotencyKey', () => {
  it('is a fresh UUID v4 each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('works where crypto.randomUUID is missing (plain http on a LAN address)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const first = newIdempotencyKey();
      expect(first).toMatch(UUID_V4);
      expect(newIdempotencyKey()).not.toBe(first);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
