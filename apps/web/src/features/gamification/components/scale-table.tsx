import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TScale } from '@openwell/gamification';

/**
 * A health-score scale of the rules (RULES.healthScore), as a two-row table: the measured values and the score at
 * each; between two points the score runs in a straight line, outside them it stays at the nearest one.
 */
export function ScaleTable({
  caption,
  scale,
  formatValue,
}: {
  caption: string;
  scale: TScale;
  formatValue: (value: number) => string;
}) {
  const { t, i18n } = useTranslation('gamification');
  const id = useId();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="overflow-x-auto rounded-md border" role="region" aria-labelledby={id} tabIndex={0}>
      <table className="w-full text-sm">
        <caption id={id} className="border-b bg-muted/40 px-3 py-2 text-left font-medium">
          {caption}
        </caption>
        <tbody>
          <tr className="border-b">
            <th scope="row" className="px-3 py-1.5 text-left font-medium whitespace-nowrap text-muted-foreground">
              {t('gamification:how.scale.value')}
            </th>
            {scale.map(([at], index) => (
              <td key={index} className="px-3 py-1.5 text-right whitespace-nowrap tabular-nums">
                {formatValue(at)}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className="px-3 py-1.5 text-left font-medium whitespace-nowrap text-muted-foreground">
              {t('gamification:how.scale.score')}
            </th>
            {scale.map(([, score], index) => (
              <td key={index} className="px-3 py-1.5 text-right font-semibold whitespace-nowrap tabular-nums">
                {number.format(score)}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
