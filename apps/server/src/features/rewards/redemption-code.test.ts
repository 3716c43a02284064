import { REDEMPTION_CODE_LENGTH, ZRedemptionCodeSchema } from '@openwell/contracts';
import { describe, expect, it } from 'vitest';
import { generateRedemptionCode } from './redemption-code.ts';

describe('generateRedemptionCode', () => {
  it('gives 25 Crockford base32 characters the contract accepts, random and spread over the alphabet', () => {
    const codes = Array.from({ length: 2000 }, () => generateRedemptionCode());
    for (const code of codes) {
      expect(code).toHaveLength(REDEMPTION_CODE_LENGTH);
      expect(ZRedemptionCodeSchema.parse(code)).toBe(code);
    }
    expect(new Set(codes).size).toBe(codes.length);
    const seen = new Set(codes.join(''));
    expect(seen.size).toBe(32);
    for (const excluded of 'ILOU') expect(seen.has(excluded)).toBe(false);
    // Every position varies (no fixed bits), the first and the last included.
    for (const position of [0, 12, REDEMPTION_CODE_LENGTH - 1]) {
      expect(new Set(codes.map((code) => code[position])).size).toBeGreaterThan(20);
    }
  });
});
