/**
 * Civil dates (`YYYY-MM-DD`, a day on the calendar of a time zone) on the server: today in a zone, a person's today
 * (their own zone, ADR 022), days moved, a run of days. Every feature that counts days uses these (wearables,
 * gamification, leaderboards, rewards, the questionnaire, the coach); the pure rules in @openwell/gamification have
 * their own, clock-free, civil-date helpers.
 */

const DAY_MS = 86_400_000;

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

/** The port every feature that counts a person's days asks (answered by accounts, wired in features/index.ts). */
export type TPersonTimeZones = { timeZoneOfPerson(userId: string): Promise<TPersonDays> };

/** The person's civil date at `now`: today in their zone, but never before `notBefore` (see TPersonDays). */
export function personToday(now: Date, days: TPersonDays): string {
  const today = civilToday(now, days.timeZone);
  return days.notBefore !== null && days.notBefore > today ? days.notBefore : today;
}

/** `date` moved by `days` civil days. */
export function addCivilDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const daysInMonth = (year: number, month: number): number =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : month === 4 || month === 6 || month === 9 || month === 11
      ? 30
      : 31;
const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

/**
 * `count` consecutive civil dates starting at `from` (the trend's days). Counts on the calendar instead of creating a
 * Date per day: the 90-day trend asks for 90 dates on every request, and a Date plus toISOString each was the largest
 * cost of the trend's own code in a CPU profile (bench/authenticated-requests.ts).
 */
export function civilDays(from: string, count: number): string[] {
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  let day = Number(from.slice(8, 10));
  const dates = new Array<string>(count);
  for (let i = 0; i < count; i += 1) {
    dates[i] = `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`;
    day += 1;
    if (day > daysInMonth(year, month)) {
      day = 1;
      month += 1;
      if (month > 12) {
        month = 1;
        year += 1;
      }
    }
  }
  return dates;
}
