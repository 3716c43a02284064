import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight, ShieldOff } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';
import { CONSENTS_LINK } from '../lib/coach-paths.ts';
import { WRAPPING_BUTTON } from '../lib/wrapping-button.ts';

export interface AiConsentRequiredProps {
  /** Which screen is off: the daily tip card or the coach chat (the title names it; the rest is the same). */
  feature: 'tip' | 'coach';
  className?: string;
}

/**
 * Shown instead of the tip or the chat while the AI tips consent is off: what is off, that nothing of
 * the person's data is sent to any AI without it, and the way to the profile's consents, where the consent is
 * explained and switched (no switch here on purpose: the consent deserves its explanation).
 */
export function AiConsentRequired({ feature, className }: AiConsentRequiredProps) {
  const { t } = useTranslation('coach');
  return (
    <div
      data-testid="ai-consent-required"
      className={cn('flex flex-col items-start gap-3 rounded-lg border border-dashed bg-muted/30 p-4', className)}
    >
      <p className="flex items-center gap-2 text-sm font-semibold">
        <ShieldOff aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        {feature === 'tip' ? t('coach:consent.tipTitle') : t('coach:consent.coachTitle')}
      </p>
      <p className="text-sm text-pretty text-muted-foreground">{t('coach:consent.text')}</p>
      <Link to={CONSENTS_LINK} className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), WRAPPING_BUTTON)}>
        {t('coach:consent.action')}
        <ArrowRight aria-hidden="true" />
      </Link>
    </div>
  );
}
