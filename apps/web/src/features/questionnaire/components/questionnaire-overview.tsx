import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalendarCheck, CalendarClock, Download, ListChecks, PencilLine } from 'lucide-react';
import type { TQuestionnaireState } from '@openwell/contracts';
import { QueryError } from '@/components/query-state.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { formatCivilDate } from '@/lib/date-format.ts';
import { useHealthProfile } from '../api/questionnaire-queries.ts';
import { downloadAnswers } from '../lib/answers-export.ts';
import { HealthProfileView } from './health-profile-view.tsx';
import { DeleteAnswersDialog } from './questionnaire-overview-delete.tsx';
import { HealthProfileSkeleton } from './questionnaire-overview-parts.tsx';
import { QuestionnaireHistory } from './questionnaire-history.tsx';
import { DIRECT_PATH } from '../lib/questionnaire-paths.ts';

/**
 * /anamnesebogen once a questionnaire is completed and no draft is open: when it was completed (and that a review is
 * due once QUESTIONNAIRE_REVIEW_MONTHS have passed), the actions (review step by step, edit on one page, download,
 * delete), the health profile and the versions. Inside the questionnaire page's frame (its h1 and title); the
 * overview's parts are h2.
 */
export function QuestionnaireOverview({
  state,
  onStartReview,
}: {
  state: TQuestionnaireState;
  onStartReview: () => void;
}) {
  const { t, i18n } = useTranslation(['healthProfile', 'questionnaireItems', 'errors']);
  const status = useHealthProfile();
  const latest = state.latest;

  const download = () => {
    if (!latest) return;
    downloadAnswers(t, latest.answers, latest.completedOn, i18n.language).catch(() =>
      toast.error(t('healthProfile:overview.downloadFailed')),
    );
  };

  let profile;
  if (status.isPending) profile = <HealthProfileSkeleton />;
  else if (status.isError) {
    profile = (
      <QueryError
        title={t('healthProfile:overview.profileLoadFailed')}
        error={status.error}
        onRetry={() => void status.refetch()}
      />
    );
  } else if (status.data.profile) profile = <HealthProfileView profile={status.data.profile} />;
  else profile = <p className="text-sm text-muted-foreground">{t('healthProfile:overview.noProfile')}</p>;

  const reviewDue = status.data?.reviewDue ?? false;
  const reviewDueOn = status.data?.reviewDueOn ?? null;

  return (
    <div className="flex flex-col gap-10" data-testid="questionnaire-overview">
      <div className="flex flex-col gap-4">
        <p className="max-w-3xl text-sm text-pretty text-muted-foreground">{t('healthProfile:overview.description')}</p>
        {latest ? (
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" data-testid="overview-dates">
            <span className="inline-flex items-center gap-1.5 font-medium">
              <CalendarCheck aria-hidden="true" className="size-4 text-primary" />
              {t('healthProfile:overview.completedOn', { date: formatCivilDate(latest.completedOn, i18n.language) })}
            </span>
            {reviewDueOn && !reviewDue ? (
              <span className="text-muted-foreground">
                {t('healthProfile:overview.reviewOn', { date: formatCivilDate(reviewDueOn, i18n.language) })}
              </span>
            ) : null}
          </p>
        ) : null}
        {reviewDue ? (
          <div
            className="flex gap-3 rounded-xl border border-warning/50 bg-warning/10 p-4 text-sm"
            data-testid="overview-review-due"
          >
            <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
            <p className="flex flex-col gap-0.5">
              <span className="font-semibold">{t('healthProfile:overview.reviewDue')}</span>
              <span>{t('healthProfile:overview.reviewDueText')}</span>
            </p>
          </div>
        ) : null}
        <div
          role="group"
          aria-label={t('healthProfile:overview.actionsLabel')}
          className="grid gap-2 sm:grid-cols-2 lg:flex lg:flex-wrap"
        >
          <Button className="justify-start" onClick={onStartReview}>
            <ListChecks aria-hidden="true" />
            {t('healthProfile:overview.review')}
          </Button>
          <Link to={DIRECT_PATH} className={buttonVariants({ variant: 'outline', className: 'justify-start' })}>
            <PencilLine aria-hidden="true" />
            {t('healthProfile:overview.edit')}
          </Link>
          <Button variant="outline" className="justify-start" onClick={download} disabled={!latest}>
            <Download aria-hidden="true" />
            {t('healthProfile:overview.download')}
          </Button>
          <DeleteAnswersDialog />
        </div>
      </div>
      {profile}
      <QuestionnaireHistory />
    </div>
  );
}
