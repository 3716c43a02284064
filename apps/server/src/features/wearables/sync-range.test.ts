import { describe, expect, it } from 'vitest';
import { addDays } from '@openwell/contracts';
import { civilToday } from '../../lib/civil-dates.ts';
import { syncRange } from './sync-range.ts';

describe('sync range', () => {
  it("knows the civil day in the company's time zone", () => {
    const now = new Date('2026-11-22T23:30:00Z');
    expect(civilToday(now, 'UTC')).toBe('2026-11-22');
    expect(civilToday(now, 'Europe/Zurich')).toBe('2026-11-23');
    expect(civilToday(now, 'America/New_York')).toBe('2026-11-22');
    expect(civilToday(new Date('2026-11-22T09:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-11-22');
    expect(civilToday(new Date('2026-11-22T11:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-11-23');
  });

  it('adds civil days across month, year and DST changes', () => {
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26'); // the European DST change lies between
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('backfills 30 days on the first sync, up to today', () => {
    const plan = syncRange({ now: new Date('2026-11-22T10:00:00Z'), timeZone: 'Europe/Zurich', syncedThrough: null });
    expect(plan).toEqual({ range: { from: '2026-10-24', to: '2026-11-22' }, completeThrough: '2026-11-21' });
  });

  it('starts later syncs at the last complete day, fetched again for late data', () => {
    const plan = syncRange({
      now: new Date('2026-11-22T10:00:00Z'),
      timeZone: 'Europe/Zurich',
      syncedThrough: '2026-11-21',
    });
    expect(plan.range).toEqual({ from: '2026-11-21', to: '2026-11-22' });
  });

  it('backfills again after a long pause, and never starts after today', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(syncRange({ now, timeZone: 'UTC', syncedThrough: '2026-01-05' }).range.from).toBe('2026-10-24');
    // A connection synced by a clock in another zone may hold tomorrow's date.
    expect(syncRange({ now, timeZone: 'UTC', syncedThrough: '2026-11-23' }).range).toEqual({
      from: '2026-11-22',
      to: '2026-11-22',
    });
  });

  it("ends at the person's today, which a zone change never moves back (ADR 022)", () => {
    // 01:30 on 30 November in Honolulu, 00:30 on 1 December in Auckland, where the person was until now.
    const now = new Date('2026-11-30T11:30:00Z');
    expect(syncRange({ now, timeZone: 'Pacific/Auckland', syncedThrough: '2026-11-29' }).range.to).toBe('2026-12-01');
    expect(syncRange({ now, timeZone: 'Pacific/Honolulu', syncedThrough: '2026-11-29' }).range.to).toBe('2026-11-30');
    const moved = syncRange({
      now,
      timeZone: 'Pacific/Honolulu',
      notBefore: '2026-12-01',
      syncedThrough: '2026-11-30',
    });
    expect(moved).toEqual({ range: { from: '2026-11-30', to: '2026-12-01' }, completeThrough: '2026-11-30' });
  });
});
