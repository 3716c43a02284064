import { INITIAL_BACKFILL_DAYS } from '@openwell/contracts';
import type { TCivilDateRange } from './wearable-provider.ts';

const DAY_MS = 86_400_000;

/** One formatter per zone: creating one costs far more than formatting (every dashboard request asks for today). */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The civil date (`YYYY-MM-DD`) at `now` in `timeZone` (an IANA zone; the company's). */
export function civilToday(now: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats dates as YYYY-MM-DD. Throws RangeError for an unknown zone (nothing is cached then).
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (formatters.size >= 1000) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

/** `date` moved by `days` civil days. */
export function addCivilDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `count` consecutive civil dates starting at `from` (the trend's days). */
export function civilDays(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addCivilDays(from, i));
}

/**
 * What a sync fetches (issue 9): the first sync of a connection backfills INITIAL_BACKFILL_DAYS days up to today;
 * later syncs start at the last complete day (`syncedThrough`, fetched again because a tracker may deliver late) and
 * end today. `completeThrough` is what `syncedThrough` becomes once the sync succeeded: yesterday, since today is not
 * over. A connection that was away longer than the backfill starts again at the backfill's first day.
 */
export function syncRange(input: { now: Date; timeZone: string; syncedThrough: string | null }): {
  range: TCivilDateRange;
  completeThrough: string;
} {
  const today = civilToday(input.now, input.timeZone);
  const backfillStart = addCivilDays(today, -(INITIAL_BACKFILL_DAYS - 1));
  const from =
    input.syncedThrough === null || input.syncedThrough < backfillStart
      ? backfillStart
      : input.syncedThrough > today
        ? today
        : input.syncedThrough;
  return { range: { from, to: today }, completeThrough: addCivilDays(today, -1) };
}
