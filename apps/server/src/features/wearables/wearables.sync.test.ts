import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { backoffMs, nextSyncSlot, syncSlotOffsetMs } from './wearables.sync.ts';

const MINUTE = 60_000;

describe('sync slots', () => {
  it("keep a connection's offset inside every 5-minute interval, at least a minute ahead", () => {
    const userId = randomUUID();
    const offset = syncSlotOffsetMs(userId);
    let now = new Date('2026-11-20T10:00:07Z');
    for (let i = 0; i < 20; i++) {
      const slot = nextSyncSlot(userId, now);
      expect(slot.getTime() % (5 * MINUTE)).toBe(offset);
      expect(slot.getTime() - now.getTime()).toBeGreaterThanOrEqual(MINUTE);
      expect(slot.getTime() - now.getTime()).toBeLessThanOrEqual(6 * MINUTE);
      now = new Date(now.getTime() + 97_000);
    }
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
