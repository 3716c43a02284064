import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeft, Scale } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { HowSection } from './how-section.tsx';
import { BadgesSection } from './how-badges-section.tsx';
import { HealthScoreSection } from './how-health-section.tsx';
import {
  GoalsSection,
  LevelsSection,
  MultipliersSection,
  OneOffSection,
  PointsSection,
  StreaksSection,
} from './how-rules-sections.tsx';

/**
 * /how-points-work: the rules of points, caps, consistency, one-off awards, multipliers, levels, streaks, goals,
 * badges and the health score with its thresholds. Every number comes from `@openwell/gamification` (RULES,
 * ACHIEVEMENTS, levelThreshold) and GOAL_BOUNDS, so the page cannot describe other rules than the code applies.
 */
export function HowPointsWorkPage() {
  const { t } = useTranslation('gamification');
  useDocumentTitle(t('gamification:how.title'));
  const contents = [
    ['points', t('gamification:how.points.title')],
    ['one-off', t('gamification:how.oneOff.title')],
    ['multipliers', t('gamification:how.multipliers.title')],
    ['levels', t('gamification:how.levels.title')],
    ['streaks', t('gamification:how.streaks.title')],
    ['goals', t('gamification:how.goals.title')],
    ['badges', t('gamification:how.badges.title')],
    ['health-score', t('gamification:how.health.title')],
  ] as const;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-col gap-3">
        <Link to="/dashboard" className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'self-start' })}>
          <ArrowLeft aria-hidden="true" />
          {t('gamification:how.back')}
        </Link>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('gamification:how.title')}</h1>
        <p className="text-lg text-pretty text-muted-foreground">{t('gamification:how.intro')}</p>
      </div>
      <HowSection
        id="fairness"
        title={t('gamification:how.fairness.title')}
        icon={<Scale className="size-5" aria-hidden="true" />}
      >
        <ul className="list-disc space-y-1 pl-5" data-testid="fairness">
          <li>{t('gamification:how.fairness.changeable')}</li>
          <li>{t('gamification:how.fairness.noTraits')}</li>
          <li>{t('gamification:how.fairness.noSharing')}</li>
          <li>{t('gamification:how.fairness.improvement')}</li>
          <li>{t('gamification:how.fairness.caps')}</li>
        </ul>
      </HowSection>
      <nav aria-label={t('gamification:how.contents')} className="rounded-lg border p-4">
        <p className="mb-2 text-sm font-medium">{t('gamification:how.contents')}</p>
        <ul className="grid gap-1 text-sm sm:grid-cols-2">
          {contents.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`} className="text-primary underline-offset-4 hover:underline">
                {title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <PointsSection />
      <OneOffSection />
      <MultipliersSection />
      <LevelsSection />
      <StreaksSection />
      <GoalsSection />
      <BadgesSection />
      <HealthScoreSection />
    </div>
  );
}
