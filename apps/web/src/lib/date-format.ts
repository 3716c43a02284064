/**
 * Dates and times as the reader's language writes them, in the browser's time zone. Timestamps from the API are
 * ISO 8601 with an offset; an unreadable one is shown as it came rather than as "Invalid Date".
 */
export function formatDateTime(iso: string, language: string, options: { seconds?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const timeStyle = options.seconds ? 'medium' : 'short';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle }).format(date);
}

/** A day (no time), e.g. "12 Mar 2026". */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/** A time of day, e.g. "6:10 PM" (with seconds: "6:10:16 PM"). */
export function formatTime(iso: string, language: string, options: { seconds?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { timeStyle: options.seconds ? 'medium' : 'short' }).format(date);
}

/** A civil date (`YYYY-MM-DD`, a day in the company's time zone) as the language writes it; no time-zone shift. */
export function formatCivilDate(
  date: string,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(parsed);
}

/** Two civil dates as one range, e.g. "1–10 Mar 2026" ("1.–10. März 2026"); no time-zone shift. */
export function formatCivilDateRange(from: string, to: string, language: string): string {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${from} – ${to}`;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(start, end);
}
