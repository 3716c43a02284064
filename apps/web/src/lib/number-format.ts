/** A whole number of points as the language writes it ("1,250", "1.250", "1 250"). */
export function formatPoints(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
}
