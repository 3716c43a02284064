import { INITIAL_BACKFILL_DAYS, addDays } from '@openwell/contracts';
import { personToday } from '../../lib/civil-dates.ts';
import type { TCivilDateRange } from './wearable-provider.ts';

/**
 * What a sync fetches (issue 9): the first sync of a connection backfills INITIAL_BACKFILL_DAYS days up to today;
 * later syncs start at the last complete day (`syncedThrough`, fetched again because a tracker may deliver late) and
 * end today. `completeThrough` is what `syncedThrough` becomes once the sync succeeded: yesterday, since today is not
 * over. A connection that was away longer than the backfill starts again at the backfill's first day.
 */
export function syncRange(input: {
  now: Date;
  timeZone: string;
  /** The person's today never goes before this day (ADR 022); null or absent: no such day. */
  notBefore?: string | null;
  syncedThrough: string | null;
}): {
  range: TCivilDateRange;
  completeThrough: string;
} {
  const today = personToday(input.now, { timeZone: input.timeZone, notBefore: input.notBefore ?? null });
  const backfillStart = addDays(today, -(INITIAL_BACKFILL_DAYS - 1));
  const from =
    input.syncedThrough === null || input.syncedThrough < backfillStart
      ? backfillStart
      : input.syncedThrough > today
        ? today
        : input.syncedThrough;
  return { range: { from, to: today }, completeThrough: addDays(today, -1) };
}
