import { describe, expect, it } from 'vitest';
import { addCivilDays, civilDays, personToday } from './civil-dates.ts';

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

describe("personToday (a person's day, ADR 022)", () => {
  // 12:30 on 30 November in Zurich; 00:30 on 1 December in Auckland (+13); 01:30 on 30 November in Honolulu (-10).
  const now = new Date('2026-11-30T11:30:00Z');

  it("is today in the person's zone", () => {
    expect(personToday(now, { timeZone: 'Europe/Zurich', notBefore: null })).toBe('2026-11-30');
    expect(personToday(now, { timeZone: 'Pacific/Auckland', notBefore: null })).toBe('2026-12-01');
    expect(personToday(now, { timeZone: 'Pacific/Honolulu', notBefore: null })).toBe('2026-11-30');
  });

  it('never goes before the day kept at the last zone change, and follows the zone once it passed it', () => {
    expect(personToday(now, { timeZone: 'Pacific/Honolulu', notBefore: '2026-12-01' })).toBe('2026-12-01');
    expect(personToday(now, { timeZone: 'Pacific/Auckland', notBefore: '2026-11-29' })).toBe('2026-12-01');
  });
});
