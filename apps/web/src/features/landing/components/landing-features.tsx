import type { LucideIcon } from 'lucide-react';
import { Sparkles, Trophy, UsersRound, Watch } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

interface TFeature {
  id: string;
  Icon: LucideIcon;
  title: (t: TFunction) => string;
  text: (t: TFunction) => string;
}

const FEATURES: readonly TFeature[] = [
  {
    id: 'wearables',
    Icon: Watch,
    title: (t) => t('landing:features.wearables.title'),
    text: (t) => t('landing:features.wearables.text'),
  },
  {
    id: 'gamification',
    Icon: Trophy,
    title: (t) => t('landing:features.gamification.title'),
    text: (t) => t('landing:features.gamification.text'),
  },
  {
    id: 'leaderboards',
    Icon: UsersRound,
    title: (t) => t('landing:features.leaderboards.title'),
    text: (t) => t('landing:features.leaderboards.text'),
  },
  {
    id: 'coach',
    Icon: Sparkles,
    title: (t) => t('landing:features.coach.title'),
    text: (t) => t('landing:features.coach.text'),
  },
];

export function LandingFeatures() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="landing-features-title" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto flex max-w-2xl flex-col gap-4 text-center">
        <h2 id="landing-features-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t('landing:features.title')}
        </h2>
        <p className="text-lg text-pretty text-muted-foreground">{t('landing:features.lead')}</p>
      </div>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2">
        {FEATURES.map(({ id, Icon, title, text }) => (
          <li key={id} className="flex flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="text-xl font-semibold tracking-tight">{title(t)}</h3>
            <p className="text-pretty text-muted-foreground">{text(t)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
