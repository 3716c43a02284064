import { describe, expect, it } from 'vitest';
import { addCivilDays, civilDays } from './civil-dates.ts';

describe("civilDays (the trend's dates)", () => {
  it('counts calendar days across month ends, year ends and leap days, as addCivilDays does', () => {
    for (const from of [
      '2026-01-01',
      '2026-02-20',
      '2028-02-20',
      '2100-02-27',
      '2000-02-27',
      '2026-12-15',
      '2026-08-25',
    ]) {
      const dates = civilDays(from, 90);
      expect(dates).toHaveLength(90);
      expect(dates).toEqual(Array.from({ length: 90 }, (_, i) => addCivilDays(from, i)));
    }
    expect(civilDays('2028-02-28', 3)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(civilDays('2026-12-31', 2)).toEqual(['2026-12-31', '2027-01-01']);
  });
});
