import { useTranslation } from 'react-i18next';
import { MIN_GROUP_SIZE } from '@openwell/contracts';

/**
 * The one rule of the employer's redemption figures and of the codes to hand over, stated where either is shown
 * (issue 24): numbers below 5 read "< 5" and are never given exactly anywhere; a total adds a month's numbers below 5
 * only when together they make 5 or more, else it says which months it leaves out.
 */
export function AdminFiguresRule() {
  const { t } = useTranslation('rewardsAdmin');
  return (
    <p data-testid="figures-rule" className="text-sm text-pretty text-muted-foreground">
      {t('rewardsAdmin:figuresRule', { min: MIN_GROUP_SIZE })}
    </p>
  );
}
