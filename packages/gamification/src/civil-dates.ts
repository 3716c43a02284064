/**
 * Civil dates (`YYYY-MM-DD`): days in the company's time zone, computed by the caller from its clock. Everything
 * here is calendar arithmetic on the date alone, never the current time.
 */

const CIVIL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Calendar arithmetic after Howard Hinnant's days_from_civil / civil_from_days (proleptic Gregorian calendar): plain
// integer operations, many times faster than going through Date objects, which the rules do thousands of times.

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** Days since 1970-01-01; throws RangeError for anything but a real calendar date. */
export function epochDay(date: string): number {
  const match = CIVIL_DATE.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const monthDays = month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1];
    if (monthDays !== undefined && day >= 1 && day <= monthDays) return daysFromCivil(year, month, day);
  }
  throw new RangeError(`Not a civil date: ${date}`);
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

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
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** Whether `value` is a real calendar date written `YYYY-MM-DD`. */
export function isCivilDate(value: string): boolean {
  try {
    epochDay(value);
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

/** Every civil date from `from` to `to`, both included (empty when `to` is before `from`). */
export function dayKeys(from: string, to: string): string[] {
  const start = epochDay(from);
  const end = epochDay(to);
  const keys: string[] = [];
  for (let day = start; day <= end; day++) keys.push(fromEpochDay(day));
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
  epochDay(date); // validates
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  const monthDays = targetMonth === 2 && isLeapYear(targetYear) ? 29 : MONTH_DAYS[targetMonth - 1]!;
  return `${String(targetYear).padStart(4, '0')}-${pad2(targetMonth)}-${pad2(Math.min(day, monthDays))}`;
}
