import { ArrowRight, LogIn, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { HeroIllustration } from './hero-illustration.tsx';

export function LandingHero() {
  const { t } = useTranslation('landing');
  return (
    <section
      aria-labelledby="landing-hero-title"
      className="relative overflow-hidden border-b bg-[radial-gradient(ellipse_at_top_right,var(--color-accent),transparent_60%)]"
    >
      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-24">
        <div className="flex flex-col items-start gap-6">
          <p className="inline-flex items-center gap-2 rounded-full border bg-background/70 px-3 py-1 text-sm font-medium text-secondary-foreground">
            <ShieldCheck aria-hidden="true" className="size-4 text-primary" />
            {t('landing:hero.eyebrow')}
          </p>
          <h1
            id="landing-hero-title"
            className="text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {t('landing:hero.title')}
          </h1>
          <p className="max-w-xl text-lg text-pretty text-muted-foreground sm:text-xl">{t('landing:hero.lead')}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to="/auth">
                {t('landing:hero.getStarted')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/admin/login">
                <LogIn aria-hidden="true" />
                {t('landing:hero.adminLogin')}
              </Link>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">{t('landing:hero.note')}</p>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
