import { useTranslation } from 'react-i18next';
import { Medal } from 'lucide-react';
import { ACHIEVEMENTS, badgeDescription, badgeTitle } from '../lib/badges.ts';
import { formatPoints } from '../lib/gamification-format.ts';
import { BadgeIcon } from './badge-icon.tsx';
import { HowSection } from './how-section.tsx';

/** The whole badge catalogue (ACHIEVEMENTS): how each is earned and its points. */
export function BadgesSection() {
  const { t, i18n } = useTranslation('gamification');
  return (
    <HowSection
      id="badges"
      title={t('gamification:how.badges.title')}
      icon={<Medal className="size-5" aria-hidden="true" />}
    >
      <p>{t('gamification:how.badges.text', { count: ACHIEVEMENTS.length })}</p>
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="badge-catalogue">
        {ACHIEVEMENTS.map((badge) => (
          <li key={badge.id} className="flex gap-3 rounded-lg border p-3">
            <BadgeIcon category={badge.category} earned />
            <div className="flex flex-col gap-0.5">
              <p className="text-sm font-semibold">{badgeTitle(t, badge, i18n.language)}</p>
              <p className="text-xs text-muted-foreground">{badgeDescription(t, badge, i18n.language)}</p>
              <p className="text-xs font-medium text-primary">
                {t('gamification:badges.points', { points: formatPoints(badge.points, i18n.language) })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </HowSection>
  );
}
