/**
 * Stored data points: the point as the API returns it, plus the keys list and roll-up need (physical start, civil
 * start, the civil day it counts toward). Missing civil times and offsets are filled in from the user's time zone,
 * so a test can seed `{ steps: { count: '10', interval: { startTime, endTime } } }` and read back a complete point.
 */
import { epochDay, formatCivilDate, isCivilDate } from '@openwell/contracts';
import {
  civilFromInstant,
  civilKey,
  durationString,
  parseDuration,
  rfc3339,
  utcOffsetSeconds,
  type TCivilDate,
  type TCivilDateTime,
} from './civil-time.ts';
import type { TDataTypeDef } from './data-types.ts';

const DAY_MS = 86_400_000;

export type TDataSource = {
  recordingMethod?: 'PASSIVELY_MEASURED' | 'MANUAL' | 'DERIVED' | 'ACTIVELY_MEASURED' | 'UNKNOWN';
  device?: { displayName?: string; formFactor?: string; manufacturer?: string };
  application?: { packageName?: string; webClientId?: string; googleWebClientId?: string };
  platform?: string;
};

/** A data point in API JSON: `{ name?, dataSource, <camelType>: {...} }`. */
export type TDataPoint = { name?: string; dataSource?: TDataSource; [jsonKey: string]: unknown };

export type TStoredPoint = {
  point: TDataPoint;
  /** Physical start (interval, session), sample time, or the date at 00:00 UTC (daily): list order, descending. */
  sortMs: number;
  /** Physical end (session filters on `end_time`). */
  endMs: number;
  /** `YYYY-MM-DDTHH:MM:SS` of the civil start / sample time / date. */
  civilStartKey: string;
  civilEndKey: string;
  /** `YYYY-MM-DD`: the civil day the point counts toward in a daily roll-up. */
  civilDate: string;
  /** Insertion order, to keep the order of equal times stable. */
  seq: number;
};

export const DEFAULT_DATA_SOURCE: TDataSource = {
  recordingMethod: 'PASSIVELY_MEASURED',
  device: { displayName: 'Pixel Watch 3', formFactor: 'WATCH', manufacturer: 'Google' },
  platform: 'FITBIT',
};

export class InvalidPointError extends Error {}

function parseInstant(raw: unknown, what: string): number {
  const ms = typeof raw === 'string' ? Date.parse(raw) : Number.NaN;
  if (Number.isNaN(ms)) throw new InvalidPointError(`${what} must be an RFC 3339 timestamp`);
  return ms;
}

function offsetOf(raw: unknown, instantMs: number, timeZone: string): number {
  const parsed = parseDuration(raw);
  return Number.isNaN(parsed) ? utcOffsetSeconds(instantMs, timeZone) : parsed;
}

/** Completes a point (data source, offsets, civil times) and computes its keys. */
export function storePoint(type: TDataTypeDef, input: TDataPoint, timeZone: string, seq: number): TStoredPoint {
  const keys = Object.keys(input).filter((key) => key !== 'name' && key !== 'dataSource');
  if (keys.length !== 1 || keys[0] !== type.jsonKey) {
    throw new InvalidPointError(`A ${type.id} data point has exactly one value key, "${type.jsonKey}"`);
  }
  const body = structuredClone(input[type.jsonKey]) as Record<string, unknown>;
  const point: TDataPoint = { ...structuredClone(input), [type.jsonKey]: body };
  point.dataSource ??= structuredClone(DEFAULT_DATA_SOURCE);

  if (type.kind === 'daily') {
    const date = body.date as TCivilDate | undefined;
    if (!date?.year || !date.month || !date.day) throw new InvalidPointError(`${type.id} needs a date`);
    const key = formatCivilDate(date);
    if (!isCivilDate(key)) throw new InvalidPointError(`${type.id} needs a calendar date, not ${key}`);
    const ms = epochDay(key) * DAY_MS;
    return {
      point,
      sortMs: ms,
      endMs: ms,
      civilStartKey: `${key}T00:00:00`,
      civilEndKey: `${key}T00:00:00`,
      civilDate: key,
      seq,
    };
  }
  if (type.kind === 'sample') {
    const sample = (body.sampleTime ?? {}) as Record<string, unknown>;
    const ms = parseInstant(sample.physicalTime, `${type.id}.sampleTime.physicalTime`);
    const offset = offsetOf(sample.utcOffset, ms, timeZone);
    const civil = (sample.civilTime as TCivilDateTime | undefined) ?? civilFromInstant(ms, offset);
    body.sampleTime = { physicalTime: rfc3339(ms), utcOffset: durationString(offset), civilTime: civil };
    const key = civilKey(civil);
    return { point, sortMs: ms, endMs: ms, civilStartKey: key, civilEndKey: key, civilDate: key.slice(0, 10), seq };
  }
  const interval = (body.interval ?? {}) as Record<string, unknown>;
  const start = parseInstant(interval.startTime, `${type.id}.interval.startTime`);
  const end = parseInstant(interval.endTime, `${type.id}.interval.endTime`);
  if (end < start) throw new InvalidPointError(`${type.id}.interval ends before it starts`);
  const startOffset = offsetOf(interval.startUtcOffset, start, timeZone);
  const endOffset = offsetOf(interval.endUtcOffset, end, timeZone);
  const civilStart = (interval.civilStartTime as TCivilDateTime | undefined) ?? civilFromInstant(start, startOffset);
  const civilEnd = (interval.civilEndTime as TCivilDateTime | undefined) ?? civilFromInstant(end, endOffset);
  body.interval = {
    startTime: rfc3339(start),
    startUtcOffset: durationString(startOffset),
    endTime: rfc3339(end),
    endUtcOffset: durationString(endOffset),
    civilStartTime: civilStart,
    civilEndTime: civilEnd,
  };
  const startKey = civilKey(civilStart);
  const endKey = civilKey(civilEnd);
  // A session (sleep) counts toward the day it ends on; an interval toward the day it starts on.
  const civilDate = (type.kind === 'session' ? endKey : startKey).slice(0, 10);
  return { point, sortMs: start, endMs: end, civilStartKey: startKey, civilEndKey: endKey, civilDate, seq };
}
