/** A whole number of points as the language writes it ("1,250", "1.250", "1 250"). */
export function formatPoints(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

/** A measurement as the language writes it, with at most one decimal ("27.4", "27,4"; 30 stays "30"). */
export function formatDecimal(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
}
