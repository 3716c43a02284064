import { describe, expect, it } from 'vitest';
import { monthsEnding, pendingList, statsRow } from './rewards.figures.ts';

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

  it("counts a month's hidden cells only when together they are 5 or more, and names the months it leaves out", () => {
    // The reward: 5 issued and 1 fulfilled are 6 redemptions; the total counts 5 and says it leaves a month out.
    expect(
      statsRow([
        { month: '2027-01', status: 'issued', count: 5 },
        { month: '2027-01', status: 'fulfilled', count: 1 },
      ]),
    ).toMatchObject({ total: 5, leftOut: ['2027-01'] });
    // One hidden cell of 3: the total is the shown cells' (12), not 15 (15 - 12 would reveal it).
    expect(
      statsRow([
        { month: '2027-01', status: 'issued', count: 12 },
        { month: '2027-01', status: 'expired', count: 3 },
      ]),
    ).toMatchObject({ total: 12, leftOut: ['2027-01'] });
    // Hidden cells of one month that together are a group of 5 count in the total.
    expect(
      statsRow([
        { month: '2027-01', status: 'issued', count: 12 },
        { month: '2027-01', status: 'expired', count: 3 },
        { month: '2027-01', status: 'cancelled', count: 2 },
      ]),
    ).toMatchObject({ total: 17, leftOut: [] });
    // Hidden cells of different months never add up: the period's total would differ from the next period's by one
    // month's cells under 5.
    expect(
      statsRow([
        { month: '2027-01', status: 'issued', count: 12 },
        { month: '2027-01', status: 'expired', count: 3 },
        { month: '2027-02', status: 'expired', count: 4 },
      ]),
    ).toMatchObject({ total: 12, leftOut: ['2027-01', '2027-02'] });
    expect(statsRow([{ month: '2027-01', status: 'issued', count: 4 }])).toMatchObject({
      total: null,
      leftOut: ['2027-01'],
    });
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
      total: null,
      leftOut: ['2027-01', '2027-02'],
    });
    expect(statsRow([])).toEqual({ cells: [], total: null, leftOut: [] });
  });
});

describe('pendingList', () => {
  const coffee = { rewardId: '00000000-0000-4000-8000-00000000000c', title: { en: 'Coffee' } };
  const mat = { rewardId: '00000000-0000-4000-8000-00000000000a', title: { en: 'Yoga mat' } };
  const code = (end: string) => ({
    ...coffee,
    code: `ABCDEFGHJKMNPQRSTVWXYZ${end}`,
    redeemedAt: new Date('2027-01-03T10:00:00Z'),
    expiresAt: new Date('2027-04-03T10:00:00Z'),
  });

  it('counts the groups of 5 or more only and names the smaller ones, as the figures show them', () => {
    const list = pendingList(
      [
        { ...coffee, month: '2027-01', count: 6 },
        { ...mat, month: '2027-02', count: 2 },
        { ...coffee, month: '2026-12', count: 4 },
        { ...mat, month: '2026-12', count: 1 },
      ],
      ['0001', '0002', '0003', '0004', '0005', '0006'].map(code),
    );
    expect(list.total).toBe(6);
    expect(list.pending.map((row) => row.codeEnd)).toEqual(
      ['0001', '0002', '0003', '0004', '0005', '0006'].map((e) => e.slice(-4)),
    );
    expect(list.fewer).toEqual([
      { ...mat, month: '2026-12' },
      { ...coffee, month: '2026-12' },
      { ...mat, month: '2027-02' },
    ]);
    // Nothing of the smaller groups is a number.
    expect(JSON.stringify(list.fewer)).not.toMatch(/"count"/);
  });
});
