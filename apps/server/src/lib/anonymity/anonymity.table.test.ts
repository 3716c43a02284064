import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_GROUP_SIZE, tableTotal, type TCountCell } from './anonymity.ts';

/**
 * The differencing attack on a table's totals (issue 24): redemptions per month and status, cells under 5 hidden,
 * and a total per period that the employer chooses (the last 1, 2, ... N months). The attacker knows every shown cell
 * and every period's total; subtracting the shown cells from a period's total, and one period's remainder from the
 * next one's, gives what the totals add of each month's hidden cells. That must be nothing, or all of the month's
 * hidden cells when together they are a group of at least 5: never one hidden cell, never a sum under 5.
 */

const MONTHS = ['2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06'];
const STATUSES = 4;

/** A table: per month (oldest first), per status, a count (small ones often). */
const table = fc.array(
  fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 5, max: 9 })), {
    minLength: STATUSES,
    maxLength: STATUSES,
  }),
  { minLength: 1, maxLength: MONTHS.length },
);

type TTotal = (cells: readonly TCountCell[]) => number;

/** Whether the totals of the periods "the last k months" give away anything finer than whole months' hidden sums. */
function leaks(counts: number[][], total: TTotal): boolean {
  const months = counts.map((_, index) => MONTHS[index]!);
  const cellsOf = (month: number): TCountCell[] => counts[month]!.map((count) => ({ block: months[month]!, count }));
  const shown = (month: number) => counts[month]!.filter((count) => count >= MIN_GROUP_SIZE).reduce((a, b) => a + b, 0);
  const hidden = (month: number) =>
    counts[month]!.filter((count) => count > 0 && count < MIN_GROUP_SIZE).reduce((a, b) => a + b, 0);
  let before = 0;
  for (let k = 1; k <= months.length; k++) {
    // The last k months, as the period selector asks for them.
    const period = Array.from({ length: k }, (_, i) => months.length - k + i);
    const remainder = total(period.flatMap(cellsOf)) - period.reduce((sum, month) => sum + shown(month), 0);
    const added = remainder - before; // what the k-th month from the end adds of its hidden cells
    const month = months.length - k;
    if (added !== 0 && (added !== hidden(month) || added < MIN_GROUP_SIZE)) return true;
    before = remainder;
  }
  return false;
}

describe('tableTotal', () => {
  it('never lets the totals of the periods give away a hidden cell or a sum of them under 5', () => {
    fc.assert(
      fc.property(table, (counts) => !leaks(counts, (cells) => tableTotal(cells).total)),
      { numRuns: 2_000 },
    );
  });

  it('control: the rule before issue 24 (all hidden cells when together at least 5) gives them away', () => {
    const before: TTotal = (cells) => {
      const shown = cells.filter((c) => c.count >= MIN_GROUP_SIZE).reduce((sum, c) => sum + c.count, 0);
      const hidden = cells.filter((c) => c.count < MIN_GROUP_SIZE).reduce((sum, c) => sum + c.count, 0);
      return shown + (hidden >= MIN_GROUP_SIZE ? hidden : 0);
    };
    // 3 + 2 hidden in the last two months count in their total; with a third month's 1 the total grows by 1.
    expect(
      leaks(
        [
          [1, 0, 0, 0],
          [3, 0, 0, 0],
          [2, 0, 0, 0],
        ],
        before,
      ),
    ).toBe(true);
    expect(
      fc.check(
        fc.property(table, (counts) => !leaks(counts, before)),
        { numRuns: 2_000 },
      ).failed,
    ).toBe(true);
  });

  it('names the months whose hidden cells it leaves out, and counts those that make a group of 5', () => {
    expect(
      tableTotal([
        { block: '2027-02', count: 3 },
        { block: '2027-01', count: 12 },
        { block: '2027-01', count: 3 },
        { block: '2027-01', count: 2 },
        { block: '2027-03', count: 0 },
      ]),
    ).toEqual({ total: 17, leftOut: ['2027-02'] });
    expect(tableTotal([])).toEqual({ total: 0, leftOut: [] });
  });
});
