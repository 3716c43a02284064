import { addDays, addMonths, epochDay } from '@openwell/contracts';

/**
 * Point expiry (issue 11, ADR 019): points expire a whole number of months after the civil day they were earned,
 * first earned first expired (FIFO). Pure: the caller reads the person's credits and balance (under their lock when
 * it writes) and the company's policy, and passes the company's civil day.
 *
 * Definition. Let the credits be the positive entries of the earning reasons, each on the civil day it was earned,
 * and the balance the person's current balance. Everything that left the balance, the outflow
 * O = (sum of credits) − balance, is spending net of refunds, negative corrections and earlier expiries; FIFO takes
 * it from the oldest credits first. On day T the credits earned on or before cutoff(T) = T − N months (day clamped to
 * the month's end) that the outflow does not cover expire:
 *
 *     due(T) = min(balance, max(0, credits earned on or before cutoff(T) − O))
 *
 * Writing due(T) as an expiry entry raises O by as much and lowers the balance by as much, so due(T) is 0 afterwards:
 * the rule is idempotent, and a day whose run was missed is caught up by the next (its cutoff is later).
 */

/** A credit: points earned on a civil day (several entries of one day may be summed into one). */
export type TCredit = { date: string; points: number };

export type TExpiryInput = {
  /** The person's credits (positive entries of the earning reasons); non-positive values are ignored. */
  credits: readonly TCredit[];
  /** The person's balance now (never negative). */
  balance: number;
  /** The company's policy: points expire this many months after they were earned (1..60). */
  months: number;
};

/** The last earning day whose points have expired on `today`: `today` minus `months` months, clamped to month end. */
export function expiryCutoff(today: string, months: number): string {
  return addMonths(today, -months);
}

type TPrepared = { byDay: Array<[number, number]>; outflow: number; balance: number };

function prepare(input: TExpiryInput): TPrepared {
  const perDay = new Map<number, number>();
  let credited = 0;
  for (const credit of input.credits) {
    if (!(credit.points > 0)) continue;
    const day = epochDay(credit.date);
    perDay.set(day, (perDay.get(day) ?? 0) + credit.points);
    credited += credit.points;
  }
  const balance = Math.max(0, input.balance);
  return {
    byDay: [...perDay].sort((a, b) => a[0] - b[0]),
    outflow: Math.max(0, credited - balance),
    balance,
  };
}

/** Expired in total by the run on `day` (everything old enough and not covered by the outflow), as of the input. */
function expiredBy(prepared: TPrepared, cutoff: number): number {
  let old = 0;
  for (const [day, points] of prepared.byDay) {
    if (day > cutoff) break;
    old += points;
  }
  return Math.min(prepared.balance, Math.max(0, old - prepared.outflow));
}

/** The points that expire on `today` (0 or more, never more than the balance). */
export function pointsDueToExpire(input: TExpiryInput & { today: string }): number {
  return expiredBy(prepare(input), epochDay(expiryCutoff(input.today, input.months)));
}

/** One day of upcoming expiries. */
export type TUpcomingExpiry = { date: string; points: number };

/**
 * What would expire on each day from `today` through `today + days` if nothing else happened (no new points, no
 * spending): today's amount is what today's run has still to write (0 once it has), each later day what its run
 * would write after the earlier ones. Days with nothing to expire are left out; the sum never exceeds the balance.
 */
export function upcomingExpiries(input: TExpiryInput & { today: string; days: number }): {
  upcoming: TUpcomingExpiry[];
  total: number;
} {
  const prepared = prepare(input);
  const upcoming: TUpcomingExpiry[] = [];
  let before = 0;
  for (let offset = 0; offset <= input.days; offset++) {
    const date = addDays(input.today, offset);
    const expired = expiredBy(prepared, epochDay(expiryCutoff(date, input.months)));
    if (expired > before) upcoming.push({ date, points: expired - before });
    before = Math.max(before, expired);
  }
  return { upcoming, total: before };
}
