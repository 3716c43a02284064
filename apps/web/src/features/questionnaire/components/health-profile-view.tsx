import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import type { THealthProfileDomainResult, THealthProfileResult } from '@openwell/contracts';
import { DOMAIN_LABELS, reasonText } from '../lib/health-profile-format.ts';
import { FocusAreaCard } from './health-profile-focus.tsx';
import { DOMAIN_ICONS, RatingBadge } from './health-profile-rating.tsx';

/**
 * The personal health profile (issue 12, ADR 020): each of the six domains with its rating (icon, words and colour)
 * and its reasons in plain words, then the one to three focus areas with their concrete next steps, and a note that
 * this is no medical advice. Shown by the wizard's success screen and the completed questionnaire's overview; its
 * headings are h2, under the page's h1.
 */
export function HealthProfileView({ profile }: { profile: THealthProfileResult }) {
  const { t } = useTranslation('healthProfile');
  return (
    <div className="flex flex-col gap-8" data-testid="health-profile">
      <section aria-labelledby="health-profile-domains-title" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="health-profile-domains-title" className="text-xl font-semibold tracking-tight">
            {t('healthProfile:title')}
          </h2>
          <p className="text-sm text-pretty text-muted-foreground">{t('healthProfile:description')}</p>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('healthProfile:domainsTitle')}>
          {profile.domains.map((domain) => (
            <DomainItem key={domain.domain} result={domain} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="health-profile-focus-title" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="health-profile-focus-title" className="text-xl font-semibold tracking-tight">
            {t('healthProfile:focus.title')}
          </h2>
          {profile.focusAreas.length > 0 ? (
            <p className="text-sm text-pretty text-muted-foreground">{t('healthProfile:focus.description')}</p>
          ) : null}
        </div>
        {profile.focusAreas.length > 0 ? (
          <ol className="grid gap-4 lg:grid-cols-3" data-testid="focus-areas">
            {profile.focusAreas.map((area, index) => (
              <FocusAreaCard key={area.domain} area={area} number={index + 1} />
            ))}
          </ol>
        ) : (
          <p className="rounded-xl border border-dashed p-5 text-sm" data-testid="focus-areas-none">
            {t('healthProfile:focus.none')}
          </p>
        )}
      </section>
      <p className="flex gap-2 rounded-lg bg-muted/50 p-4 text-sm text-pretty text-muted-foreground">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('healthProfile:disclaimer')}
      </p>
    </div>
  );
}

function DomainItem({ result }: { result: THealthProfileDomainResult }) {
  const { t, i18n } = useTranslation('healthProfile');
  return (
    <li
      data-testid={`health-domain-${result.domain}`}
      className="flex flex-col gap-2 rounded-xl border bg-card p-4 text-card-foreground"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-medium">
          <span className="text-primary">{DOMAIN_ICONS[result.domain]}</span>
          {DOMAIN_LABELS[result.domain](t)}
        </h3>
        <RatingBadge rating={result.rating} />
      </div>
      {result.reasons.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm text-muted-foreground">
          {result.reasons.map((reason) => (
            <li key={reason.code}>{reasonText(t, reason, i18n.language)}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
