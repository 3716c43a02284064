/**
 * Civil (wall-clock) and physical time helpers for the fake, in the shapes the Google Health API uses:
 * `{ date: { year, month, day }, time: { hours, minutes, seconds, nanos } }` and Duration strings (`"3600s"`).
 * Zero fields are left out, as proto3 JSON does (midnight is `"time": {}`). Arithmetic on civil dates (days moved,
 * days between, the weekday) is @openwell/contracts' civil-date module (ADR 026); this file adds times and zones.
 */
import { formatCivilDate, type TCivilDateParts } from '@openwell/contracts';

export type TCivilDate = TCivilDateParts;
export type TTimeOfDay = { hours?: number; minutes?: number; seconds?: number; nanos?: number };
export type TCivilDateTime = { date: TCivilDate; time?: TTimeOfDay };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Throws a RangeError for a name that is not an IANA time zone. */
export function assertTimeZone(timeZone: string): void {
  formatterFor(timeZone);
}

/** The zone's offset from UTC at an instant, in seconds (east positive). */
export function utcOffsetSeconds(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return Math.round((asUtc - Math.floor(instantMs / 1000) * 1000) / 1000);
}

/** The wall-clock time at an instant seen with a fixed offset. */
export function civilFromInstant(instantMs: number, offsetSeconds: number): TCivilDateTime {
  const local = new Date(instantMs + offsetSeconds * 1000);
  const time: TTimeOfDay = {};
  if (local.getUTCHours()) time.hours = local.getUTCHours();
  if (local.getUTCMinutes()) time.minutes = local.getUTCMinutes();
  if (local.getUTCSeconds()) time.seconds = local.getUTCSeconds();
  if (local.getUTCMilliseconds()) time.nanos = local.getUTCMilliseconds() * 1_000_000;
  return {
    date: { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() },
    time,
  };
}

/** The instant of a wall-clock time in a zone (the later one when a DST change makes it ambiguous or missing). */
export function instantFromCivil(civil: TCivilDateTime, timeZone: string): number {
  const asUtc = civilToUtcMs(civil);
  let instant = asUtc - utcOffsetSeconds(asUtc, timeZone) * 1000;
  instant = asUtc - utcOffsetSeconds(instant, timeZone) * 1000;
  return instant;
}

/** The wall-clock time read as if it were UTC (for arithmetic on civil values). */
export function civilToUtcMs(civil: TCivilDateTime): number {
  const { date, time = {} } = civil;
  return (
    Date.UTC(date.year, date.month - 1, date.day, time.hours ?? 0, time.minutes ?? 0, time.seconds ?? 0) +
    Math.floor((time.nanos ?? 0) / 1_000_000)
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DDTHH:MM:SS`, sortable as text. */
export function civilKey(civil: TCivilDateTime): string {
  const time = civil.time ?? {};
  return `${formatCivilDate(civil.date)}T${pad(time.hours ?? 0)}:${pad(time.minutes ?? 0)}:${pad(time.seconds ?? 0)}`;
}

/** The first instant of a civil day in a zone. */
export function startOfCivilDay(date: TCivilDate, timeZone: string): number {
  return instantFromCivil({ date }, timeZone);
}

/** A Duration string as Google writes it: `"3600s"`, `"-10800s"`, `"0.500s"`. */
export function durationString(seconds: number): string {
  return Number.isInteger(seconds) ? `${seconds}s` : `${seconds.toFixed(3)}s`;
}

/** Seconds of a Duration string; NaN when malformed. */
export function parseDuration(value: unknown): number {
  if (typeof value !== 'string' || !/^-?\d+(\.\d+)?s$/.test(value)) return Number.NaN;
  return Number(value.slice(0, -1));
}

/** RFC 3339 in UTC with a `Z`, without milliseconds when they are zero (as Google writes timestamps). */
export function rfc3339(instantMs: number): string {
  const iso = new Date(instantMs).toISOString();
  return iso.endsWith('.000Z') ? `${iso.slice(0, -5)}Z` : iso;
}
