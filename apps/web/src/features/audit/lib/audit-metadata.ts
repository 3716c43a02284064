/**
 * An audit entry's details (`metadata`, already free of secrets on the server) as short lines of text: `key: value`,
 * nested values as compact JSON, long values cut, ids shortened (the whole value stays available as a tooltip). Shown as text only (React escapes it), never as markup.
 */
export const METADATA_VALUE_MAX = 80;
export const METADATA_PAIRS_MAX = 6;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function text(value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (Array.isArray(value) && value.length === 0) return '–';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object')) {
    return value.map((item) => text(item)).join(', ');
  }
  try {
    return JSON.stringify(value) ?? '–';
  } catch {
    return '…';
  }
}

function cut(value: string, max: number): string {
  // Line breaks and tabs would break the compact layout.
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export interface TMetadataLines {
  /** `[key, shown value, full value]`. */
  pairs: Array<[string, string, string]>;
  /** Pairs left out for space. */
  more: number;
}

export function metadataLines(metadata: Record<string, unknown>): TMetadataLines {
  const entries = Object.entries(metadata);
  const pairs = entries.slice(0, METADATA_PAIRS_MAX).map(([key, value]): [string, string, string] => {
    const full = text(value);
    // An id says little at a glance: its first characters tell two apart, the whole is in the tooltip.
    const shown = UUID.test(full) ? `${full.slice(0, 8)}…` : cut(full, METADATA_VALUE_MAX);
    return [cut(key, 40), shown, full];
  });
  return { pairs, more: Math.max(0, entries.length - METADATA_PAIRS_MAX) };
}
