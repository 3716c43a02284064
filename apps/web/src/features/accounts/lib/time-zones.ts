/**
 * The person's time zone (ADR 022): the browser's zone, the zones offered in the profile's select, and the
 * remembered "Keep" of the offer to switch (per pair of zones, in localStorage).
 */

/** The browser's IANA time zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`), or null when unknown. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

let zones: readonly string[] | null = null;
/** Every IANA zone this browser knows (computed once), with `include` added when it is missing (a stored zone). */
export function timeZoneOptions(include: readonly (string | null)[] = []): string[] {
  zones ??= typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  const extra = include.filter((zone): zone is string => zone !== null && !zones!.includes(zone));
  return extra.length > 0 ? [...zones, ...extra].sort() : [...zones];
}

const DISMISSED_KEY = 'openwell.timeZoneOffer.dismissed';
const pairKey = (device: string, effective: string) => `${device}|${effective}`;

function readDismissed(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether the person chose "Keep" for this device zone while their days were counted in `effective`. */
export function isOfferDismissed(device: string, effective: string): boolean {
  return readDismissed().includes(pairKey(device, effective));
}

/** Remembers "Keep" for this pair (the last 20 pairs: a traveller's list stays small). */
export function dismissOffer(device: string, effective: string): void {
  const key = pairKey(device, effective);
  const next = [...readDismissed().filter((item) => item !== key), key].slice(-20);
  try {
    localStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the offer comes back next time, which is harmless.
  }
}
