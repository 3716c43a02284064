import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, Lightbulb, RefreshCw, RotateCw } from 'lucide-react';
import type { TCoachTip } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { cn } from '@/lib/utils.ts';
import { useCoachTip, useNextCoachTip, useRefreshCoachOnNewData } from '../api/coach-queries.ts';
import { isConsentRequired, useAiConsent, useRefreshConsentOn } from '../hooks/use-ai-consent.ts';
import { AiConsentRequired } from './ai-consent-required.tsx';
import { CoachFactsButton } from './coach-facts-button.tsx';
import { DemoDataBadge } from '@/features/wearables/index.ts';

/**
 * The dashboard's daily AI tip (issue 13): one tip a day, grounded in a named fact, with "Why this
 * tip?", "Another tip" (a few a day) and what the coach knows. Without the AI tips consent nothing is asked of the
 * server and the card says how to turn it on; a 403 AI_CONSENT_REQUIRED (withdrawn in another tab) shows the same.
 * The section keeps the id `aiTip`, so /dashboard#aiTip lands on it. `healthData`: any value that changes when the
 * person's health data does (the dashboard passes today's values): the tip is read again then, so the general tip
 * without data gives way to one from the first sync the same day.
 */
export function CoachTipCard({ healthData }: { healthData?: unknown } = {}) {
  const { t } = useTranslation(['coach', 'errors']);
  const consent = useAiConsent();
  const tip = useCoachTip({ enabled: consent.status === 'granted' });
  const next = useNextCoachTip();
  useRefreshCoachOnNewData(healthData);
  useRefreshConsentOn(tip.error ?? next.error);
  // A consent turned on again clears the refusal of an earlier "Another tip".
  const { reset } = next;
  useEffect(() => {
    if (consent.status === 'granted') reset();
  }, [consent.status, reset]);

  let body;
  if (consent.status === 'missing' || isConsentRequired(tip.error) || isConsentRequired(next.error)) {
    body = <AiConsentRequired feature="tip" />;
  } else if (consent.status === 'error') {
    body = <LoadFailed error={consent.me.error} onRetry={() => void consent.me.refetch()} />;
  } else if (consent.status === 'loading' || tip.isPending) {
    body = (
      <div className="flex flex-col gap-2" data-testid="coach-tip-skeleton">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-2 h-9 w-32" />
      </div>
    );
  } else if (tip.isError) {
    body = <LoadFailed error={tip.error} onRetry={() => void tip.refetch()} />;
  } else {
    body = <TipBody tip={tip.data} next={next} />;
  }

  return (
    <Card
      id="aiTip"
      role="region"
      aria-labelledby="coach-tip-title"
      data-testid="coach-tip-card"
      className="scroll-mt-20 gap-4 py-5"
    >
      <CardHeader className="gap-1 px-5">
        <CardTitle asChild>
          <h2 id="coach-tip-title" className="flex items-center gap-2 text-base">
            <Lightbulb aria-hidden="true" className="size-5 text-primary" />
            {t('coach:tip.title')}
          </h2>
        </CardTitle>
        <p className="text-xs text-muted-foreground">{t('coach:common.aiLabel')}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 px-5">{body}</CardContent>
    </Card>
  );
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['coach', 'errors']);
  return (
    <div role="alert" className="flex flex-col items-start gap-2">
      <p className="text-sm font-medium">{t('coach:tip.loadFailed')}</p>
      <p className="text-sm text-muted-foreground">{errorMessage(t, error)}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {t('common:actions.retry')}
      </Button>
    </div>
  );
}

function TipBody({ tip, next }: { tip: TCoachTip; next: ReturnType<typeof useNextCoachTip> }) {
  const { t } = useTranslation(['coach', 'errors']);
  const [whyOpen, setWhyOpen] = useState(false);
  const whyId = useId();
  const statusId = useId();
  const limitReached = isApiError(next.error) && next.error.code === 'COACH_TIP_LIMIT_REACHED';
  // The general tip without data has no other: the next tip comes with the tracker's data, not tomorrow.
  const withoutData = tip.fact === 'no_data';
  const noMore = !tip.anotherAvailable || limitReached;
  // aria-disabled, not disabled: the button keeps the focus it had and still points to its explanation.
  const unavailable = noMore || next.isPending;

  let status = '';
  if (limitReached) status = errorMessage(t, next.error);
  else if (!tip.anotherAvailable) status = t('coach:tip.noMore');

  return (
    <>
      {tip.demoData ? <DemoDataBadge /> : null}
      <p aria-live="polite" data-testid="coach-tip-text" className="text-pretty">
        {tip.text}
      </p>
      <div className="flex flex-col items-start gap-1">
        <Button
          variant="ghost"
          size="sm"
          className="-ml-2"
          aria-expanded={whyOpen}
          aria-controls={whyId}
          onClick={() => setWhyOpen((open) => !open)}
        >
          <ChevronDown aria-hidden="true" className={cn('transition-transform', whyOpen && 'rotate-180')} />
          {t('coach:tip.why')}
        </Button>
        <p
          id={whyId}
          hidden={!whyOpen}
          data-testid="coach-tip-why"
          className="border-l-2 border-primary/40 pl-3 text-sm text-pretty text-muted-foreground"
        >
          {tip.why}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {withoutData ? null : (
          <Button
            variant="outline"
            size="sm"
            aria-disabled={unavailable}
            aria-describedby={noMore ? statusId : undefined}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
            onClick={() => {
              if (!unavailable) next.send();
            }}
          >
            {next.isPending ? <Spinner size="sm" /> : <RefreshCw aria-hidden="true" />}
            {t('coach:tip.another')}
          </Button>
        )}
        <CoachFactsButton variant="ghost" />
      </div>
      <p id={statusId} role="status" className="text-sm text-muted-foreground empty:hidden">
        {withoutData ? '' : status}
      </p>
      {next.isError && !limitReached ? (
        <p role="alert" className="text-sm text-destructive">
          {t('coach:tip.anotherFailed', { reason: errorMessage(t, next.error) })}
        </p>
      ) : null}
    </>
  );
}
