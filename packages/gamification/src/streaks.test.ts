import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayKeys } from '@openwell/contracts';
import { streakBefore, streakOf } from './streaks.ts';
import { civilDateArb } from './test-arbitraries.ts';

const today = '2025-03-10';

describe('streakOf', () => {
  it('is empty without met days', () => {
    expect(streakOf([], today)).toEqual({ days: 0, best: 0, today: false, through: null });
  });

  it('counts a run ending today', () => {
    expect(streakOf(['2025-03-08', '2025-03-09', '2025-03-10'], today)).toEqual({
      days: 3,
      best: 3,
      today: true,
      through: '2025-03-10',
    });
  });

  it('keeps a run ending yesterday alive while today is not met yet', () => {
    expect(streakOf(['2025-03-07', '2025-03-08', '2025-03-09'], today)).toEqual({
      days: 3,
      best: 3,
      today: false,
      through: '2025-03-09',
    });
  });

  it('breaks after a day without a goal met, but remembers the best run', () => {
    expect(streakOf(['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04', '2025-03-08'], today)).toEqual({
      days: 0,
      best: 4,
      today: false,
      through: null,
    });
  });

  it('counts a late day once it arrives (recomputed from the set)', () => {
    const before = ['2025-03-06', '2025-03-07', '2025-03-09', '2025-03-10'];
    expect(streakOf(before, today).days).toBe(2);
    expect(streakOf([...before, '2025-03-08'], today)).toEqual({ days: 5, best: 5, today: true, through: today });
  });

  it('ignores order, duplicates and dates after today', () => {
    expect(streakOf(['2025-03-10', '2025-03-09', '2025-03-10', '2025-03-11', '2025-03-12'], today)).toEqual({
      days: 2,
      best: 2,
      today: true,
      through: today,
    });
  });

  it('crosses month and year ends', () => {
    expect(streakOf(dayKeys('2024-12-30', '2025-01-02'), '2025-01-02').days).toBe(4);
    expect(streakOf(dayKeys('2024-02-27', '2024-03-01'), '2024-03-01').days).toBe(4);
  });
});

describe('streakBefore', () => {
  it('is the run ending exactly the day before', () => {
    const met = ['2025-03-07', '2025-03-08', '2025-03-09'];
    expect(streakBefore(met, '2025-03-10')).toBe(3);
    expect(streakBefore(met, '2025-03-11')).toBe(0); // 03-10 missed: the streak is over for 03-11
    expect(streakBefore([...met, '2025-03-10'], '2025-03-10')).toBe(3); // today's goal does not count for today
  });
});

describe('streak properties', () => {
  it('counts n consecutive dates ending today or yesterday as n', () => {
    fc.assert(
      fc.property(civilDateArb, fc.integer({ min: 1, max: 400 }), fc.boolean(), (end, n, endsYesterday) => {
        const dates = dayKeys(addDays(end, -(n - 1)), end);
        const now = endsYesterday ? addDays(end, 1) : end;
        const result = streakOf(dates.reverse(), now);
        expect(result.days).toBe(n);
        expect(result.best).toBe(n);
        expect(result.today).toBe(!endsYesterday);
        expect(result.through).toBe(end);
      }),
    );
  });

  it('never shortens the best or current streak when a met day is added', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 60 }),
        fc.integer({ min: 0, max: 60 }),
        (offsets, added) => {
          const start = '2025-01-01';
          const now = addDays(start, 60);
          const dates = offsets.map((offset) => addDays(start, offset));
          const before = streakOf(dates, now);
          const after = streakOf([...dates, addDays(start, added)], now);
          expect(after.best).toBeGreaterThanOrEqual(before.best);
          expect(after.days).toBeGreaterThanOrEqual(before.days);
          expect(after.best).toBeGreaterThanOrEqual(after.days);
        },
      ),
    );
  });
});
