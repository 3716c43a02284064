import { addDays, epochDay, fromEpochDay } from '@openwell/contracts';

export type TStreak = {
  /** Consecutive civil days with a goal met, ending today or yesterday (0 otherwise). */
  days: number;
  /** The longest such run among the dates given (never less than `days`). */
  best: number;
  /** Whether today is one of the days (a goal already met today). */
  today: boolean;
  /** The last day of the current streak (today or yesterday), null without one. */
  through: string | null;
};

/**
 * The streak from the set of days with at least one goal met. Recomputed from the whole set, so a day whose data
 * arrives late counts as soon as it is in the set; today without a goal met yet does not break the streak. Dates
 * after `today` are ignored; duplicates and order do not matter.
 */
export function streakOf(metDates: Iterable<string>, today: string): TStreak {
  const todayDay = epochDay(today);
  const days = new Set<number>();
  for (const date of metDates) {
    const day = epochDay(date);
    if (day <= todayDay) days.add(day);
  }
  let best = 0;
  for (const day of days) {
    if (days.has(day - 1)) continue; // not the start of a run
    let length = 1;
    while (days.has(day + length)) length++;
    best = Math.max(best, length);
  }
  const metToday = days.has(todayDay);
  const end = metToday ? todayDay : days.has(todayDay - 1) ? todayDay - 1 : null;
  let current = 0;
  if (end !== null) while (days.has(end - current)) current++;
  return { days: current, best, today: metToday, through: end === null ? null : fromEpochDay(end) };
}

/**
 * The streak that counts for the multiplier of `date`: the run of met days ending exactly the day before it (0 when
 * that day had no goal met). Today's own goals do not raise today's multiplier.
 */
export function streakBefore(metDates: Iterable<string>, date: string): number {
  const yesterday = addDays(date, -1);
  const { days, through } = streakOf(metDates, yesterday);
  return through === yesterday ? days : 0;
}
