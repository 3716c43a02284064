import { Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';

export function LandingCta() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="landing-cta-title" className="bg-primary text-primary-foreground">
      <div className="mx-auto flex w-full max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6 sm:py-20">
        <h2 id="landing-cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t('landing:cta.title')}
        </h2>
        <p className="max-w-2xl text-lg text-pretty">{t('landing:cta.text')}</p>
        <Button asChild size="lg" variant="secondary">
          <Link to="/auth?tab=signup">
            <Rocket aria-hidden="true" />
            {t('landing:cta.startTrial')}
          </Link>
        </Button>
      </div>
    </section>
  );
}
