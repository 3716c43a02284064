import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const STEPS: ReadonlyArray<{ id: string; title: (t: TFunction) => string; text: (t: TFunction) => string }> = [
  { id: 'join', title: (t) => t('landing:steps.join.title'), text: (t) => t('landing:steps.join.text') },
  { id: 'connect', title: (t) => t('landing:steps.connect.title'), text: (t) => t('landing:steps.connect.text') },
  { id: 'earn', title: (t) => t('landing:steps.earn.title'), text: (t) => t('landing:steps.earn.text') },
];

export function LandingSteps() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="landing-steps-title" className="border-y bg-muted/40">
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <h2 id="landing-steps-title" className="text-center text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t('landing:steps.title')}
        </h2>
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {STEPS.map(({ id, title, text }, index) => (
            <li key={id} className="flex flex-col gap-3">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <h3 className="text-lg font-semibold">{title(t)}</h3>
              <p className="text-pretty text-muted-foreground">{text(t)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
