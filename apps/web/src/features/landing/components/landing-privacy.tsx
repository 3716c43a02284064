import type { TFunction } from 'i18next';
import { Check, LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const POINTS: ReadonlyArray<{ id: string; text: (t: TFunction) => string }> = [
  { id: 'law', text: (t) => t('landing:privacy.points.law') },
  { id: 'storage', text: (t) => t('landing:privacy.points.storage') },
  { id: 'aggregates', text: (t) => t('landing:privacy.points.aggregates') },
  { id: 'smallGroups', text: (t) => t('landing:privacy.points.smallGroups') },
  { id: 'consent', text: (t) => t('landing:privacy.points.consent') },
];

export function LandingPrivacy() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="landing-privacy-title" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="grid gap-10 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-10 lg:grid-cols-[1fr_1.2fr]">
        <div className="flex flex-col gap-4">
          <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <LockKeyhole aria-hidden="true" className="size-6" />
          </span>
          <h2 id="landing-privacy-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t('landing:privacy.title')}
          </h2>
          <p className="text-lg text-pretty text-muted-foreground">{t('landing:privacy.lead')}</p>
        </div>
        <ul className="flex flex-col gap-4 self-center">
          {POINTS.map(({ id, text }) => (
            <li key={id} className="flex items-start gap-3">
              <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-success/15 text-success">
                <Check aria-hidden="true" className="size-4" />
              </span>
              <span className="text-pretty">{text(t)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
