import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, epochDay, fromEpochDay } from '@openwell/contracts';
import { expiryCutoff, pointsDueToExpire, upcomingExpiries, type TCredit } from './expiry.ts';
import { civilDateArb } from './test-arbitraries.ts';

const sum = (credits: readonly TCredit[]) => credits.reduce((total, c) => total + c.points, 0);

/** Credits on days up to ~3 years before `today`. */
const scenarioArb = fc
  .record({
    today: civilDateArb,
    credits: fc.array(
      fc.record({ back: fc.integer({ min: 0, max: 1100 }), points: fc.integer({ min: 1, max: 200 }) }),
      {
        maxLength: 40,
      },
    ),
    months: fc.integer({ min: 1, max: 60 }),
    spentShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ today, credits, months, spentShare }) => {
    const list = credits.map(({ back, points }) => ({ date: addDays(today, -back), points }));
    const balance = Math.floor(sum(list) * (1 - spentShare));
    return { today, credits: list, months, balance };
  });

describe('point expiry (FIFO)', () => {
  it('expires the unspent part of credits older than the policy, oldest first', () => {
    const today = '2026-11-20';
    const credits = [
      { date: '2025-10-20', points: 100 }, // 13 months old
      { date: '2025-11-20', points: 50 }, // exactly 12 months: expires today
      { date: '2025-11-21', points: 70 }, // expires tomorrow
      { date: '2026-06-01', points: 80 },
    ];
    expect(expiryCutoff(today, 12)).toBe('2025-11-20');
    // Nothing spent: both old credits expire.
    expect(pointsDueToExpire({ credits, balance: 300, months: 12, today })).toBe(150);
    // 120 spent: the oldest 120 points were spent, 30 of the old ones are left.
    expect(pointsDueToExpire({ credits, balance: 180, months: 12, today })).toBe(30);
    // More spent than the old credits: nothing expires.
    expect(pointsDueToExpire({ credits, balance: 100, months: 12, today })).toBe(0);
    // A longer policy: nothing is old enough.
    expect(pointsDueToExpire({ credits, balance: 300, months: 14, today })).toBe(0);
  });

  it('lists the expiries of the coming days, each after the earlier ones', () => {
    const credits = [
      { date: '2025-11-20', points: 50 },
      { date: '2025-11-21', points: 70 },
      { date: '2025-12-10', points: 20 },
      { date: '2026-06-01', points: 80 },
    ];
    const result = upcomingExpiries({ credits, balance: 200, months: 12, today: '2026-11-20', days: 30 });
    // 20 of 220 points were spent: they came out of the oldest credit.
    expect(result.upcoming).toEqual([
      { date: '2026-11-20', points: 30 },
      { date: '2026-11-21', points: 70 },
      { date: '2026-12-10', points: 20 },
    ]);
    expect(result.total).toBe(120);
    // After today's run wrote its 30: today has nothing left.
    const after = upcomingExpiries({ credits, balance: 170, months: 12, today: '2026-11-20', days: 30 });
    expect(after.upcoming[0]).toEqual({ date: '2026-11-21', points: 70 });
    // The notice window ends `days` days after today.
    const short = upcomingExpiries({ credits, balance: 200, months: 12, today: '2026-11-20', days: 19 });
    expect(short.total).toBe(100);
  });

  it('gathers the month-end days a short month skips on its first run (31 March minus 1 month)', () => {
    const credits = [
      { date: '2025-01-29', points: 1 },
      { date: '2025-01-30', points: 2 },
      { date: '2025-01-31', points: 4 },
    ];
    expect(pointsDueToExpire({ credits, balance: 7, months: 1, today: '2025-02-28' })).toBe(0);
    expect(pointsDueToExpire({ credits, balance: 7, months: 1, today: '2025-03-01' })).toBe(7);
    expect(expiryCutoff('2025-03-31', 1)).toBe('2025-02-28');
  });

  it('never expires more than the balance nor less than 0, and writes nothing twice (property)', () => {
    fc.assert(
      fc.property(scenarioArb, ({ today, credits, months, balance }) => {
        const due = pointsDueToExpire({ credits, balance, months, today });
        expect(due).toBeGreaterThanOrEqual(0);
        expect(due).toBeLessThanOrEqual(balance);
        // Once written (the balance lowered by it), the same day has nothing left.
        expect(pointsDueToExpire({ credits, balance: balance - due, months, today })).toBe(0);
        // Credits newer than the cutoff never expire: the expired points are at most the old credits.
        const cutoff = expiryCutoff(today, months);
        expect(due).toBeLessThanOrEqual(sum(credits.filter((c) => c.date <= cutoff)));
      }),
    );
  });

  it('is FIFO: what was spent came out of the oldest credits (property)', () => {
    fc.assert(
      fc.property(scenarioArb, ({ today, credits, months, balance }) => {
        // Reference: take the outflow from the oldest credits one by one, then sum what is left and old enough.
        const remaining = [...credits].sort((a, b) => epochDay(a.date) - epochDay(b.date)).map((c) => ({ ...c }));
        let outflow = sum(credits) - balance;
        for (const credit of remaining) {
          const taken = Math.min(credit.points, outflow);
          credit.points -= taken;
          outflow -= taken;
        }
        const cutoff = expiryCutoff(today, months);
        const expected = sum(remaining.filter((c) => c.date <= cutoff));
        expect(pointsDueToExpire({ credits, balance, months, today })).toBe(expected);
      }),
    );
  });

  it('a longer policy never expires more (property)', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 0, max: 30 }), ({ today, credits, months, balance }, more) => {
        const longer = Math.min(60, months + more);
        expect(pointsDueToExpire({ credits, balance, months: longer, today })).toBeLessThanOrEqual(
          pointsDueToExpire({ credits, balance, months, today }),
        );
      }),
    );
  });

  it('upcoming equals the daily runs one after the other, never more than the balance (property)', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 0, max: 40 }), ({ today, credits, months, balance }, days) => {
        const { upcoming, total } = upcomingExpiries({ credits, balance, months, today, days });
        let left = balance;
        const simulated: Array<{ date: string; points: number }> = [];
        for (let offset = 0; offset <= days; offset++) {
          const date = fromEpochDay(epochDay(today) + offset);
          const due = pointsDueToExpire({ credits, balance: left, months, today: date });
          if (due > 0) simulated.push({ date, points: due });
          left -= due;
        }
        expect(upcoming).toEqual(simulated);
        expect(total).toBe(balance - left);
        expect(total).toBeLessThanOrEqual(balance);
      }),
    );
  });
});
