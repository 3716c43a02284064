/**
 * The AIP-160 subset the Health API accepts on list: restrictions `<type>.<member> >= "value"` or `< "value"`,
 * joined by AND. Members per type kind: interval `interval.start_time` / `interval.civil_start_time`, sample
 * `sample_time.physical_time` / `sample_time.civil_time`, daily `date`, sleep `interval.end_time` /
 * `interval.civil_end_time`. Type names are snake_case in filters.
 */
import type { TDataTypeDef } from './data-types.ts';
import type { TStoredPoint } from './points.ts';

export class FilterError extends Error {
  readonly reason: string;
  constructor(reason: string, message: string) {
    super(message);
    this.reason = reason;
  }
}

type TMember = { physical: boolean; read: (point: TStoredPoint) => number | string };

function membersOf(type: TDataTypeDef): Record<string, TMember> {
  switch (type.kind) {
    case 'interval':
      return {
        'interval.start_time': { physical: true, read: (p) => p.sortMs },
        'interval.civil_start_time': { physical: false, read: (p) => p.civilStartKey },
      };
    case 'sample':
      return {
        'sample_time.physical_time': { physical: true, read: (p) => p.sortMs },
        'sample_time.civil_time': { physical: false, read: (p) => p.civilStartKey },
      };
    case 'daily':
      return { date: { physical: false, read: (p) => p.civilStartKey } };
    case 'session':
      return {
        'interval.end_time': { physical: true, read: (p) => p.endMs },
        'interval.civil_end_time': { physical: false, read: (p) => p.civilEndKey },
      };
  }
}

const TOKEN = /\s*(?:("(?:[^"\\]|\\.)*")|(>=|<=|!=|=|<|>|:)|([A-Za-z_][A-Za-z0-9_.]*)|(\S))/y;

type TToken = { kind: 'string' | 'op' | 'word' | 'other'; text: string };

function tokenize(filter: string): TToken[] {
  const tokens: TToken[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < filter.length) {
    const match = TOKEN.exec(filter);
    if (!match) break;
    if (match[1] !== undefined) tokens.push({ kind: 'string', text: JSON.parse(match[1]) as string });
    else if (match[2] !== undefined) tokens.push({ kind: 'op', text: match[2] });
    else if (match[3] !== undefined) tokens.push({ kind: 'word', text: match[3] });
    else if (match[4] !== undefined) tokens.push({ kind: 'other', text: match[4] });
    if (/^\s*$/.test(filter.slice(TOKEN.lastIndex))) break;
  }
  return tokens;
}

/** `2026-11-20` or `2026-11-20T09:30[:00]` -> `2026-11-20T09:30:00`. */
function civilValue(text: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (!match) return null;
  return `${match[1]}T${match[2] ?? '00'}:${match[3] ?? '00'}:${match[4] ?? '00'}`;
}

/** Parses a filter into a predicate on stored points; throws FilterError with the API's reason. */
export function parseFilter(type: TDataTypeDef, filter: string): (point: TStoredPoint) => boolean {
  const members = membersOf(type);
  const tokens = tokenize(filter);
  const checks: ((point: TStoredPoint) => boolean)[] = [];
  let index = 0;
  const next = () => tokens[index++];
  for (;;) {
    const field = next();
    if (!field) throw new FilterError('INVALID_DATA_POINT_FILTER_UNEXPECTED_END_OF_INPUT', 'Filter ended early.');
    if (field.kind !== 'word') {
      throw new FilterError('INVALID_DATA_POINT_FILTER_UNEXPECTED_TOKEN', `Unexpected token "${field.text}".`);
    }
    const dot = field.text.indexOf('.');
    const typeName = dot < 0 ? field.text : field.text.slice(0, dot);
    if (typeName !== type.filterName) {
      throw new FilterError(
        'INVALID_DATA_POINT_FILTER_DATA_TYPE_RESTRICTION',
        `Filter restricts "${typeName}" but the request is for "${type.filterName}".`,
      );
    }
    const member = members[field.text.slice(dot + 1)];
    if (dot < 0 || !member) {
      throw new FilterError(
        'INVALID_DATA_POINT_FILTER_DATA_TYPE_MEMBER',
        `"${field.text}" cannot be filtered on; use one of: ${Object.keys(members)
          .map((name) => `${type.filterName}.${name}`)
          .join(', ')}.`,
      );
    }
    const op = next();
    if (!op) throw new FilterError('INVALID_DATA_POINT_FILTER_UNEXPECTED_END_OF_INPUT', 'Filter ended early.');
    if (op.kind !== 'op') {
      throw new FilterError('INVALID_DATA_POINT_FILTER_MISSING_TOKEN', `Expected a comparison after ${field.text}.`);
    }
    if (op.text !== '>=' && op.text !== '<') {
      throw new FilterError(
        'INVALID_DATA_POINT_FILTER_RESTRICTION_COMPARABLE',
        `Operator "${op.text}" is not supported; only >= and < are.`,
      );
    }
    const literal = next();
    if (!literal) throw new FilterError('INVALID_DATA_POINT_FILTER_UNEXPECTED_END_OF_INPUT', 'Filter ended early.');
    if (literal.kind !== 'string') {
      throw new FilterError(
        'INVALID_DATA_POINT_FILTER_SYNTAX',
        `Expected a quoted value after ${field.text} ${op.text}.`,
      );
    }
    let bound: number | string;
    if (member.physical) {
      bound = /^\d{4}-\d{2}-\d{2}T/.test(literal.text) ? Date.parse(literal.text) : Number.NaN;
      if (Number.isNaN(bound)) {
        throw new FilterError('INVALID_FILTER_FORMAT', `"${literal.text}" is not an RFC 3339 timestamp.`);
      }
    } else {
      const civil = civilValue(literal.text);
      if (!civil || (field.text.endsWith('date') && civil.slice(10) !== 'T00:00:00' && literal.text.length > 10)) {
        throw new FilterError('INVALID_FILTER_FORMAT', `"${literal.text}" is not a civil date or date-time.`);
      }
      bound = civil;
    }
    const read = member.read;
    const lowerBound = op.text === '>=';
    checks.push((point) => (lowerBound ? read(point) >= bound : read(point) < bound));
    const joiner = next();
    if (!joiner) break;
    if (joiner.kind !== 'word' || joiner.text !== 'AND') {
      throw new FilterError(
        'INVALID_DATA_POINT_FILTER_EXPRESSION_STRUCTURE',
        `Expected AND, found "${joiner.text}" (the fake supports AND only).`,
      );
    }
  }
  return (point) => checks.every((check) => check(point));
}
