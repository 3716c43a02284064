import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight, CircleAlert, PartyPopper, RotateCw } from 'lucide-react';
import type { TSubmitQuestionnaireResponse } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { formatPoints } from '@/lib/number-format.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import type { TSaveFailure } from '../lib/use-questionnaire-form.ts';
import { HealthProfileView } from './health-profile-view.tsx';

/** The parts both questionnaire pages share: the frame, loading and its failure, the save error, the success screen. */

/** The page: its title, a line on what it is, the link to the other variant, then its content. */
export function QuestionnaireFrame({
  lead,
  switchTo,
  children,
}: {
  lead: string;
  /** The other variant's link ("Prefer everything on one page?"), when it fits what is shown. */
  switchTo?: { to: string; label: string } | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('questionnaire');
  useDocumentTitle(t('questionnaire:title'));
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-balance hyphens-auto break-words sm:text-4xl">
          {t('questionnaire:title')}
        </h1>
        <p className="max-w-3xl text-pretty text-muted-foreground">{lead}</p>
        {switchTo ? (
          <Link
            to={switchTo.to}
            className="self-start rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          >
            {switchTo.label}
          </Link>
        ) : null}
      </div>
      {children}
    </div>
  );
}

export function QuestionnaireSkeleton() {
  return (
    <div className="flex max-w-3xl flex-col gap-4" data-testid="questionnaire-skeleton">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-2 w-full" />
      <div className="flex flex-col gap-4 rounded-xl border p-6">
        <Skeleton className="h-7 w-56" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-10 w-32 self-end" />
      </div>
    </div>
  );
}

/**
 * "Error saving anamnesebogen" and why; "Try again" repeats the save with what is in the form now.
 * Answers the server refused are marked at their fields, so there is nothing to repeat until they are changed.
 */
export function SaveErrorAlert({ failure }: { failure: TSaveFailure | null }) {
  const { t } = useTranslation(['questionnaire', 'errors']);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The fields' problems take the focus when there are some (focusFirstProblem); otherwise the alert does.
    if (failure && failure.kind !== 'invalid') ref.current?.focus();
  }, [failure]);
  if (!failure) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="flex flex-col items-start gap-2 rounded-xl border border-destructive/50 bg-destructive/5 p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      data-testid="questionnaire-save-error"
    >
      <p className="flex items-center gap-2 font-semibold text-destructive">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {t('questionnaire:save.failed')}
      </p>
      <p className="text-sm">{errorMessage(t, failure.error)}</p>
      <p className="text-sm text-muted-foreground">{t('questionnaire:save.kept')}</p>
      {failure.kind !== 'invalid' ? (
        <Button type="button" variant="outline" size="sm" onClick={failure.retry}>
          <RotateCw aria-hidden="true" />
          {t('common:actions.retry')}
        </Button>
      ) : null}
    </div>
  );
}

/** After saving: thanks, the points credited, the personal health profile, and the way on to the dashboard. */
export function QuestionnaireSuccess({ result }: { result: TSubmitQuestionnaireResponse }) {
  const { t, i18n } = useTranslation('questionnaire');
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const points = result.pointsAwarded;
  return (
    <section
      aria-labelledby="questionnaire-success-title"
      className="flex flex-col gap-6"
      data-testid="questionnaire-success"
    >
      <div className="flex flex-col items-start gap-3 rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <PartyPopper aria-hidden="true" className="size-6" />
        </span>
        <h2
          id="questionnaire-success-title"
          ref={ref}
          tabIndex={-1}
          className="text-2xl font-semibold tracking-tight outline-none"
        >
          {t('questionnaire:success.title')}
        </h2>
        <p className="text-pretty text-muted-foreground">{t('questionnaire:success.description')}</p>
        {points > 0 ? (
          <p
            className="rounded-md bg-primary/10 px-3 py-1.5 text-sm font-medium text-primary"
            data-testid="questionnaire-points"
          >
            {t('questionnaire:success.points', { count: points, points: formatPoints(points, currentLanguage(i18n)) })}
          </p>
        ) : null}
      </div>
      <HealthProfileView profile={result.profile} />
      <Button asChild size="lg" className="self-start">
        <Link to="/dashboard">
          {t('questionnaire:success.continue')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
