import type { TFunction } from 'i18next';
import type { TEmployeeCountBand } from '@openwell/contracts';

/** Average points as the language writes them, with at most one decimal (412.5, 412,5). */
export function formatAveragePoints(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
}

/** The bounds of each band of EMPLOYEE_COUNT_BANDS (the top band has no upper bound). */
const BAND_BOUNDS: Readonly<Record<TEmployeeCountBand, { min: number; max: number | null }>> = {
  '5-49': { min: 5, max: 49 },
  '50-249': { min: 50, max: 249 },
  '250-999': { min: 250, max: 999 },
  '1000+': { min: 1000, max: null },
};

/** An employee count band as the language writes it: "50–249", "1,000+" ("1.000+"). */
export function formatEmployeeBand(t: TFunction, band: TEmployeeCountBand, language: string): string {
  const { min, max } = BAND_BOUNDS[band];
  const number = new Intl.NumberFormat(language);
  return max === null
    ? t('leaderboard:companies.bandFrom', { min: number.format(min) })
    : t('leaderboard:companies.bandRange', { min: number.format(min), max: number.format(max) });
}
