import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { backoffMs, nextSyncSlot, syncSlotOffsetMs } from './wearables.sync.ts';

const MINUTE = 60_000;

describe('sync slots', () => {
  it("keep a connection's offset inside every 5-minute interval, never more than 5 minutes ahead", () => {
    // Issue 24: "the next automatic sync can be 6 minutes away, not 5" (a slot less than a minute ahead was skipped).
    for (let person = 0; person < 50; person++) {
      const userId = randomUUID();
      const offset = syncSlotOffsetMs(userId);
      let now = new Date('2026-11-20T10:00:07Z');
      for (let i = 0; i < 40; i++) {
        const slot = nextSyncSlot(userId, now);
        expect(slot.getTime() % (5 * MINUTE)).toBe(offset);
        expect(slot.getTime()).toBeGreaterThan(now.getTime());
        expect(slot.getTime() - now.getTime()).toBeLessThanOrEqual(5 * MINUTE);
        now = new Date(now.getTime() + 7_919 * (i + 1));
      }
      // Right at a slot: the next one, 5 minutes on.
      const atSlot = new Date(Math.floor(now.getTime() / (5 * MINUTE)) * 5 * MINUTE + offset);
      expect(nextSyncSlot(userId, atSlot).getTime() - atSlot.getTime()).toBe(5 * MINUTE);
    }
  });

  it('fall on whole minutes, when the scheduler (a job every minute) runs', () => {
    for (let i = 0; i < 100; i++) expect(syncSlotOffsetMs(randomUUID()) % MINUTE).toBe(0);
  });

  it('spread 10,000 connections evenly over the five minutes of an interval', () => {
    const perMinute = [0, 0, 0, 0, 0];
    for (let i = 0; i < 10_000; i++) perMinute[Math.floor(syncSlotOffsetMs(randomUUID()) / MINUTE)]! += 1;
    for (const count of perMinute) expect(count).toBeGreaterThan(1800);
  });
});

describe('back-off', () => {
  it('doubles from one minute and stops at an hour', () => {
    expect([1, 2, 3, 4, 6, 7, 20].map((failures) => backoffMs(failures) / MINUTE)).toEqual([1, 2, 4, 8, 32, 60, 60]);
  });
});
