/**
 * Which civil date (`YYYY-MM-DD`, a day on the calendar of a time zone) it is now: today in a zone, a person's today
 * (their own zone, ADR 022). Every feature that counts days starts from these (wearables, gamification, leaderboards,
 * rewards, the questionnaire, the coach); arithmetic on the dates themselves (days moved, a run of days, months) is
 * the one civil-date module of @openwell/contracts (`addDays`, `dayKeys`..., ADR 026).
 */

/** One formatter per zone: creating one costs far more than formatting (every dashboard request asks for today). */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The civil date (`YYYY-MM-DD`) at `now` in `timeZone` (an IANA zone). */
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

/**
 * How a person's days are counted (ADR 022): `timeZone` is their own zone (profile setting), else their company's,
 * else UTC; `notBefore` is the person's today when they last changed zone, so that changing zone never brings back
 * a day that had already begun (a person's today never goes backwards: no second go at a day, no refilled gap).
 */
export type TPersonDays = { timeZone: string; notBefore: string | null };

/** The port every feature that counts a person's days asks (answered by accounts, wired in features/services.ts). */
export type TPersonTimeZones = { timeZoneOfPerson(userId: string): Promise<TPersonDays> };

/** The person's civil date at `now`: today in their zone, but never before `notBefore` (see TPersonDays). */
export function personToday(now: Date, days: TPersonDays): string {
  const today = civilToday(now, days.timeZone);
  return days.notBefore !== null && days.notBefore > today ? days.notBefore : today;
}
