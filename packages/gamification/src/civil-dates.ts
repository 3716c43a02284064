/**
 * Civil dates (`YYYY-MM-DD`): days in the company's time zone, computed by the caller from its clock. Everything
 * here is calendar arithmetic on the date alone (UTC midnight as a neutral anchor), never the current time.
 */

const DAY_MS = 86_400_000;
const CIVIL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01; throws RangeError for anything but a real calendar date. */
export function epochDay(date: string): number {
  const match = CIVIL_DATE.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const ms = Date.UTC(year, month - 1, day);
    const check = new Date(ms);
    if (check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day) {
      return Math.round(ms / DAY_MS);
    }
  }
  throw new RangeError(`Not a civil date: ${date}`);
}

/** The civil date of an epoch day. */
export function fromEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
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
