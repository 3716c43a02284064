import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  civilDateParts,
  dayKeys,
  daysBetween,
  epochDay,
  formatCivilDate,
  fromEpochDay,
  isCivilDate,
  weekdayOf,
} from './civil-date.ts';

const DAY_MS = 86_400_000;
const civilDateArb = fc
  .integer({ min: epochDay('1900-01-01'), max: epochDay('2199-12-31') })
  .map((day) => fromEpochDay(day));
/** The same arithmetic through Date in UTC (which has no daylight-saving change): the reference of the properties. */
const viaDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

describe('civil dates: days', () => {
  it('moves across month ends, year ends and leap days', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-04-30', 1)).toBe('2025-05-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2025-03-30', 0)).toBe('2025-03-30');
    expect(addDays('2025-01-01', 365)).toBe('2026-01-01');
    expect(addDays('2024-01-01', 365)).toBe('2024-12-31');
  });

  it('knows the leap years of the Gregorian calendar (every 4th, not every 100th, every 400th)', () => {
    expect(isCivilDate('2024-02-29')).toBe(true);
    expect(isCivilDate('2000-02-29')).toBe(true);
    expect(isCivilDate('2025-02-29')).toBe(false);
    expect(isCivilDate('1900-02-29')).toBe(false);
    expect(isCivilDate('2100-02-29')).toBe(false);
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2100-01-01', '2101-01-01')).toBe(365);
  });

  it('counts the days of a daylight-saving change as ordinary days (no time zone, no hours)', () => {
    // Europe: 2026-03-29 (23 hours) and 2026-10-25 (25 hours); the United States: 2026-03-08 and 2026-11-01.
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-10-26', -1)).toBe('2026-10-25');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-11-02', -2)).toBe('2026-10-31');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(dayKeys('2026-10-24', '2026-10-26')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });

  it('counts days between dates', () => {
    expect(daysBetween('2025-03-01', '2025-03-31')).toBe(30);
    expect(daysBetween('2025-03-31', '2025-03-01')).toBe(-30);
    expect(daysBetween('2025-03-01', '2025-03-01')).toBe(0);
  });

  it('lists the days of a range, both ends included', () => {
    expect(dayKeys('2025-02-27', '2025-03-02')).toEqual(['2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02']);
    expect(dayKeys('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(dayKeys('2026-12-31', '2027-01-01')).toEqual(['2026-12-31', '2027-01-01']);
    expect(dayKeys('2025-03-02', '2025-03-02')).toEqual(['2025-03-02']);
    expect(dayKeys('2025-03-03', '2025-03-02')).toEqual([]);
  });

  it("lists the dashboard trend's 90 days as addDays counts them, across month, year and leap-day ends", () => {
    for (const from of ['2026-01-01', '2026-02-20', '2028-02-20', '2100-02-27', '2000-02-27', '2026-12-15']) {
      const keys = dayKeys(from, addDays(from, 89));
      expect(keys).toHaveLength(90);
      expect(keys).toEqual(Array.from({ length: 90 }, (_, i) => addDays(from, i)));
    }
  });

  it('knows the weekday', () => {
    expect(weekdayOf('1970-01-01')).toBe(4); // a Thursday
    expect(weekdayOf('1969-12-28')).toBe(0); // a Sunday, before the epoch
    expect(weekdayOf('2025-03-10')).toBe(1); // a Monday
    expect(weekdayOf('2025-03-16')).toBe(0); // a Sunday
  });

  it('rejects what is not a calendar date', () => {
    for (const bad of [
      '2025-02-29',
      '2025-13-01',
      '2025-00-10',
      '2025-01-00',
      '2025-04-31',
      '2025-3-1',
      '20250301',
      '',
      '2025-03-01T00:00',
      ' 2025-03-01',
    ]) {
      expect(isCivilDate(bad), bad).toBe(false);
      expect(() => epochDay(bad), bad).toThrow(RangeError);
      expect(() => civilDateParts(bad), bad).toThrow(RangeError);
      expect(() => addDays(bad, 1), bad).toThrow(RangeError);
    }
  });

  it('reads and writes the fields of a date (the Google Health API shape)', () => {
    expect(civilDateParts('2026-03-09')).toEqual({ year: 2026, month: 3, day: 9 });
    expect(formatCivilDate({ year: 2026, month: 3, day: 9 })).toBe('2026-03-09');
    expect(formatCivilDate({ year: 987, month: 12, day: 31 })).toBe('0987-12-31');
  });

  it('round-trips (property)', () => {
    fc.assert(
      fc.property(civilDateArb, fc.integer({ min: -2000, max: 2000 }), (date, n) => {
        expect(addDays(addDays(date, n), -n)).toBe(date);
        expect(daysBetween(date, addDays(date, n))).toBe(n);
        expect(fromEpochDay(epochDay(date))).toBe(date);
        expect(formatCivilDate(civilDateParts(date))).toBe(date);
        const keys = dayKeys(date, addDays(date, Math.abs(n) % 60));
        expect(keys).toHaveLength((Math.abs(n) % 60) + 1);
        expect(keys.at(-1)).toBe(addDays(date, Math.abs(n) % 60));
        expect(weekdayOf(addDays(date, 7))).toBe(weekdayOf(date));
      }),
    );
  });

  it('agrees with the JavaScript calendar in UTC (property)', () => {
    const min = Date.UTC(1, 0, 1) / DAY_MS;
    fc.assert(
      fc.property(fc.integer({ min: Math.ceil(min), max: 2_932_896 }), (day) => {
        const date = new Date(day * DAY_MS).toISOString().slice(0, 10);
        expect(fromEpochDay(day)).toBe(date);
        expect(epochDay(date)).toBe(day);
        expect(weekdayOf(date)).toBe(new Date(day * DAY_MS).getUTCDay());
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(civilDateArb, fc.integer({ min: -800, max: 800 }), (date, n) => {
        expect(addDays(date, n)).toBe(viaDate(date, n));
      }),
    );
  });
});

describe('civil dates: months', () => {
  it('clamps the day to the last day of the target month, as PostgreSQL does', () => {
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2025-05-31', 1)).toBe('2025-06-30');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 48)).toBe('2028-02-29');
    expect(addMonths('2025-03-15', 0)).toBe('2025-03-15');
    expect(addMonths('2025-05-31', -1)).toBe('2025-04-30');
    expect(addMonths('2026-02-28', -12)).toBe('2025-02-28');
    expect(addMonths('2028-02-29', -12)).toBe('2027-02-28');
    expect(addMonths('2025-06-10', -60)).toBe('2020-06-10');
  });

  it('crosses year ends both ways', () => {
    expect(addMonths('2025-11-30', 2)).toBe('2026-01-30');
    expect(addMonths('2025-01-15', -1)).toBe('2024-12-15');
    expect(addMonths('2025-01-15', -13)).toBe('2023-12-15');
    expect(addMonths('2025-06-10', 24)).toBe('2027-06-10');
  });

  it('agrees with the JavaScript calendar in UTC with the day clamped (property)', () => {
    fc.assert(
      fc.property(civilDateArb, fc.integer({ min: -120, max: 120 }), (date, months) => {
        const { year, month, day } = civilDateParts(date);
        const first = new Date(Date.UTC(year, month - 1 + months, 1));
        const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
        const expected = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, lastDay)));
        expect(addMonths(date, months)).toBe(expected.toISOString().slice(0, 10));
      }),
    );
  });

  it('moves by whole months and never past the month end (property)', () => {
    fc.assert(
      fc.property(civilDateArb, fc.integer({ min: -120, max: 120 }), (date, n) => {
        const moved = civilDateParts(addMonths(date, n));
        const from = civilDateParts(date);
        expect(moved.year * 12 + moved.month - (from.year * 12 + from.month)).toBe(n);
        expect(moved.day).toBeLessThanOrEqual(from.day);
        // Clamped only when the target month is shorter: then it is that month's last day.
        if (moved.day < from.day) expect(civilDateParts(addDays(addMonths(date, n), 1)).day).toBe(1);
      }),
    );
  });
});
