import { describe, expect, it } from 'vitest';
import { monthsEnding, statsRow } from './rewards.figures.ts';

describe('monthsEnding', () => {
  it('gives the months ending with the month of today, oldest first, across a year', () => {
    expect(monthsEnding('2027-02-14', 4)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsEnding('2027-12-31', 1)).toEqual(['2027-12']);
  });
});

describe('statsRow', () => {
  it('hides cells under 5, leaves zero cells out and sorts by month and status', () => {
    expect(
      statsRow([
        { month: '2027-02', status: 'issued', count: 7 },
        { month: '2027-01', status: 'fulfilled', count: 5 },
        { month: '2027-01', status: 'cancelled', count: 0 },
        { month: '2027-01', status: 'expired', count: 4 },
      ]).cells,
    ).toEqual([
      { month: '2027-01', status: 'expired', count: null },
      { month: '2027-01', status: 'fulfilled', count: 5 },
      { month: '2027-02', status: 'issued', count: 7 },
    ]);
  });

  it('never lets the total reveal hidden cells that together are fewer than 5', () => {
    // One hidden cell of 3: the total is the shown cells' (12), not 15 (15 - 12 would reveal it).
    expect(
      statsRow([
        { month: '2027-01', status: 'issued', count: 12 },
        { month: '2027-01', status: 'expired', count: 3 },
      ]).total,
    ).toBe(12);
    // Hidden cells that together are a group of 5 or more count in the total.
    expect(
      statsRow([
        { month: '2027-01', status: 'issued', count: 12 },
        { month: '2027-01', status: 'expired', count: 3 },
        { month: '2027-02', status: 'expired', count: 4 },
      ]).total,
    ).toBe(19);
    // Only small cells: hidden together when fewer than 5, shown as a total when 5 or more.
    expect(statsRow([{ month: '2027-01', status: 'issued', count: 4 }]).total).toBeNull();
    expect(
      statsRow([
        { month: '2027-01', status: 'issued', count: 2 },
        { month: '2027-02', status: 'issued', count: 3 },
      ]),
    ).toEqual({
      cells: [
        { month: '2027-01', status: 'issued', count: null },
        { month: '2027-02', status: 'issued', count: null },
      ],
      total: 5,
    });
    expect(statsRow([]).total).toBeNull();
  });
});
