import { useTranslation } from 'react-i18next';

/** A seat limit as a number in the interface language, or "No limit". */
export function SeatLimit({ value }: { value: number | null }) {
  const { t, i18n } = useTranslation('companies');
  if (value === null) return <span className="text-muted-foreground">{t('companies:noSeatLimit')}</span>;
  return <>{new Intl.NumberFormat(i18n.language).format(value)}</>;
}
