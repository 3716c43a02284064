import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayKeys, daysBetween, epochDay, fromEpochDay, isCivilDate, weekdayOf } from './civil-dates.ts';
import { civilDateArb } from './test-arbitraries.ts';

describe('civil dates', () => {
  it('moves across month, year and leap-day boundaries', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2025-03-30', 0)).toBe('2025-03-30');
    // The day of a European DST change is an ordinary civil day here.
    expect(addDays('2025-03-29', 2)).toBe('2025-03-31');
  });

  it('counts days between dates', () => {
    expect(daysBetween('2025-03-01', '2025-03-31')).toBe(30);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2025-03-31', '2025-03-01')).toBe(-30);
  });

  it('lists the days of a range, both ends included', () => {
    expect(dayKeys('2025-02-27', '2025-03-02')).toEqual(['2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02']);
    expect(dayKeys('2025-03-02', '2025-03-02')).toEqual(['2025-03-02']);
    expect(dayKeys('2025-03-03', '2025-03-02')).toEqual([]);
  });

  it('knows the weekday', () => {
    expect(weekdayOf('1970-01-01')).toBe(4); // a Thursday
    expect(weekdayOf('2025-03-10')).toBe(1); // a Monday
    expect(weekdayOf('2025-03-16')).toBe(0); // a Sunday
  });

  it('rejects what is not a calendar date', () => {
    for (const bad of ['2025-02-29', '2025-13-01', '2025-3-1', '20250301', '', '2025-04-31', '2025-03-01T00:00']) {
      expect(isCivilDate(bad)).toBe(false);
      expect(() => epochDay(bad)).toThrow(RangeError);
    }
    expect(isCivilDate('2024-02-29')).toBe(true);
  });

  it('round-trips (property)', () => {
    fc.assert(
      fc.property(civilDateArb, fc.integer({ min: -2000, max: 2000 }), (date, n) => {
        expect(addDays(addDays(date, n), -n)).toBe(date);
        expect(daysBetween(date, addDays(date, n))).toBe(n);
        expect(fromEpochDay(epochDay(date))).toBe(date);
        const keys = dayKeys(date, addDays(date, Math.abs(n) % 60));
        expect(keys).toHaveLength((Math.abs(n) % 60) + 1);
        expect(weekdayOf(addDays(date, 7))).toBe(weekdayOf(date));
      }),
    );
  });

  it('agrees with the JavaScript calendar (property)', () => {
    const min = Date.UTC(1, 0, 1) / 86_400_000;
    fc.assert(
      fc.property(fc.integer({ min: Math.ceil(min), max: 2_932_896 }), (day) => {
        const viaDate = new Date(day * 86_400_000).toISOString().slice(0, 10);
        expect(fromEpochDay(day)).toBe(viaDate);
        expect(epochDay(viaDate)).toBe(day);
      }),
      { numRuns: 2000 },
    );
  });
});
