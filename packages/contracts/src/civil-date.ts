/**
 * Civil dates (`YYYY-MM-DD`): a day on the calendar, without a time of day or a time zone. The one module of calendar
 * arithmetic (ADR 026): the server (a person's days, sync ranges, retention), the rules in @openwell/gamification and
 * @openwell/coach, the Google Health adapter and its fake, and the demo data all count days with it. Which civil
 * date it is *now* depends on a time zone and a clock, and stays with the server (apps/server/src/lib/civil-dates.ts).
 *
 * Plain integer arithmetic on the proleptic Gregorian calendar (Howard Hinnant's days_from_civil and civil_from_days),
 * never a Date: no time zone, no daylight-saving change, no hour can shift a day, and it is many times faster than
 * going through Date objects, which the rules do thousands of times per award run. Dependency-free, so every package
 * and app can import it.
 */

const CIVIL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A civil date as its fields, the shape the Google Health API writes (`{ year, month, day }`, month 1-12). */
export type TCivilDateParts = { year: number; month: number; day: number };

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in `month` (1-12) of `year`. */
function monthLength(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1]!;
}

function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** `YYYY-MM-DD` of the fields, zero-padded, as given (no check: see civilDateParts and isCivilDate). */
export function formatCivilDate(parts: TCivilDateParts): string {
  return `${String(parts.year).padStart(4, '0')}-${pad2(parts.month)}-${pad2(parts.day)}`;
}

/** The fields of a civil date; throws RangeError for anything but a real calendar date written `YYYY-MM-DD`. */
export function civilDateParts(date: string): TCivilDateParts {
  const match = CIVIL_DATE.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (month >= 1 && month <= 12 && day >= 1 && day <= monthLength(year, month)) return { year, month, day };
  }
  throw new RangeError(`Not a civil date: ${date}`);
}

/** Days since 1970-01-01 (negative before); throws RangeError for anything but a real calendar date. */
export function epochDay(date: string): number {
  const { year, month, day } = civilDateParts(date);
  return daysFromCivil(year, month, day);
}

/** The civil date of an epoch day (years 0000-9999). */
export function fromEpochDay(epoch: number): string {
  const z = epoch + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return formatCivilDate({ year, month, day });
}

/** Whether `value` is a real calendar date written `YYYY-MM-DD`. */
export function isCivilDate(value: string): boolean {
  try {
    civilDateParts(value);
    return true;
  } catch {
    return false;
  }
}

/** `date` moved by `days` civil days (negative: earlier). */
export function addDays(date: string, days: number): string {
  return fromEpochDay(epochDay(date) + days);
}

/** Civil days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return epochDay(to) - epochDay(from);
}

/**
 * Every civil date from `from` to `to`, both included (empty when `to` is before `from`). Counts on the calendar
 * from the first date instead of converting each day: the dashboard's 90-day trend asks for its dates on every
 * request (bench/authenticated-requests.ts).
 */
export function dayKeys(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  if (count <= 0) return [];
  let { year, month, day } = civilDateParts(from);
  const keys = new Array<string>(count);
  for (let i = 0; i < count; i += 1) {
    keys[i] = formatCivilDate({ year, month, day });
    day += 1;
    if (day > monthLength(year, month)) {
      day = 1;
      month += 1;
      if (month > 12) {
        month = 1;
        year += 1;
      }
    }
  }
  return keys;
}

/** Day of the week of a civil date: 0 Sunday ... 6 Saturday. */
export function weekdayOf(date: string): number {
  return (((epochDay(date) + 4) % 7) + 7) % 7;
}

/**
 * `date` moved by `months` calendar months (negative: earlier), the day clamped to the last day of the target month:
 * 2025-03-31 minus 1 month is 2025-02-28, as PostgreSQL's `date - interval '1 month'` gives.
 */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = civilDateParts(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return formatCivilDate({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, monthLength(targetYear, targetMonth)),
  });
}
