import type { TLanguage } from '@openwell/i18n';

/** Decimals shown per figure: steps, minutes and counts whole, hours and beats per minute to one decimal. */
export type TDecimals = 0 | 1;

/** A figure as the person's language writes it ("6.1" in English, "6,1" in German, French, Italian and Dutch). */
export function formatNumber(language: TLanguage, value: number, decimals: TDecimals): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value,
  );
}
