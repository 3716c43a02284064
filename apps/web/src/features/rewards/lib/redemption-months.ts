/** A figures month (`YYYY-MM`) as the reader's language writes it ("Mar 2026"); as it is when it is not a month. */
export function monthLabel(month: string, language: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** Months in a sentence ("Jan 2026 and Mar 2026"). */
export function monthList(months: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(months.map((m) => monthLabel(m, language)));
}
