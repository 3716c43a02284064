import { describe, expect, it } from 'vitest';
import { personToday } from './civil-dates.ts';

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
