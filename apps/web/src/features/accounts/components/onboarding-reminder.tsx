import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button.tsx';
import { useMe } from '@/lib/session/get-me.ts';

/** On the dashboard while onboarding is unfinished: the way back to where the user stopped. */
export function OnboardingReminder() {
  const { t } = useTranslation('onboarding');
  const me = useMe();
  const step = me.data?.onboarding?.step;
  if (!step || step === 'done') return null;
  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm">{t('onboarding:reminder.text')}</p>
      <Link to="/onboarding" className={buttonVariants({ size: 'sm' })}>
        {t('onboarding:reminder.action')}
        <ChevronRight aria-hidden="true" />
      </Link>
    </div>
  );
}
