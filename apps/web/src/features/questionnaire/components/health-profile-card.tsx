import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight, CalendarCheck, CalendarClock, ClipboardList, Coins, RotateCw } from 'lucide-react';
import { questionnaireKeys, type THealthProfileStatus } from '@openwell/contracts';
import { RULES } from '@openwell/gamification';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatCivilDate } from '@/lib/date-format.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { formatPoints } from '@/lib/number-format.ts';
import { useHealthProfile } from '../api/questionnaire-queries.ts';
import { DOMAIN_LABELS } from '../lib/health-profile-format.ts';
import { WIZARD_PATH as QUESTIONNAIRE_PATH } from '../lib/questionnaire-paths.ts';
import { DOMAIN_ICONS, RatingBadge } from './health-profile-rating.tsx';

/**
 * The dashboard's health profile card: not started (start, with the one-off points of the
 * gamification rules), in progress (continue at the draft's step), or completed on a date with the focus areas and
 * "View your profile"; "Time to review your answers" once the review is due. Loading and error like the other cards.
 */
export function HealthProfileCard() {
  const { t } = useTranslation(['healthProfile', 'questionnaireItems', 'errors']);
  const status = useHealthProfile();
  let body;
  if (status.isPending) {
    body = (
      <div className="flex flex-col gap-2" data-testid="health-profile-card-skeleton">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-2 h-9 w-40" />
      </div>
    );
  } else if (status.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p className="text-sm font-medium">{t('healthProfile:card.loadFailed')}</p>
        <p className="text-sm text-muted-foreground">{errorMessage(t, status.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  } else {
    body = <CardBody data={status.data} />;
  }
  return (
    <Card
      role="region"
      aria-labelledby="health-profile-card-title"
      data-testid="health-profile-card"
      className="gap-4 py-5"
    >
      <CardHeader className="px-5">
        <CardTitle asChild>
          <h2 id="health-profile-card-title" className="flex items-center gap-2 text-base">
            <ClipboardList aria-hidden="true" className="size-5 text-primary" />
            {t('healthProfile:card.title')}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 px-5">{body}</CardContent>
    </Card>
  );
}

function CardLink({ label, primary }: { label: string; primary: boolean }) {
  return (
    <Link
      to={QUESTIONNAIRE_PATH}
      className={buttonVariants({ variant: primary ? 'default' : 'outline', className: 'self-start' })}
    >
      {label}
      <ArrowRight aria-hidden="true" />
    </Link>
  );
}

function CardBody({ data }: { data: THealthProfileStatus }) {
  const { t, i18n } = useTranslation(['healthProfile', 'questionnaireItems']);
  const step = data.draftStep ? t(questionnaireKeys.sectionTitle(data.draftStep)) : null;

  if (data.status !== 'completed') {
    if (data.status === 'in_progress' && step) {
      return (
        <>
          <p className="text-sm" data-testid="health-profile-card-in-progress">
            {t('healthProfile:card.inProgress.text', { step })}
          </p>
          <CardLink label={t('healthProfile:card.inProgress.continue')} primary />
        </>
      );
    }
    return (
      <>
        <p className="text-sm text-pretty text-muted-foreground">{t('healthProfile:card.notStarted.text')}</p>
        <p className="flex items-center gap-1.5 text-sm font-medium" data-testid="health-profile-card-points">
          <Coins aria-hidden="true" className="size-4 text-primary" />
          {t('healthProfile:card.notStarted.points', {
            points: formatPoints(RULES.oneOff.questionnaire_completed, i18n.language),
          })}
        </p>
        <CardLink label={t('healthProfile:card.notStarted.start')} primary />
      </>
    );
  }

  const focusAreas = data.profile?.focusAreas ?? [];
  return (
    <>
      {data.completedOn ? (
        <p className="flex items-center gap-1.5 text-sm" data-testid="health-profile-card-completed">
          <CalendarCheck aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {t('healthProfile:card.completed.on', { date: formatCivilDate(data.completedOn, i18n.language) })}
        </p>
      ) : null}
      {data.reviewDue ? (
        <div
          className="flex gap-2 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm"
          data-testid="health-profile-card-review"
        >
          <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <p className="flex flex-col gap-0.5">
            <span className="font-semibold">{t('healthProfile:card.reviewDue.title')}</span>
            <span>{t('healthProfile:card.reviewDue.text')}</span>
          </p>
        </div>
      ) : null}
      {step ? <p className="text-sm text-muted-foreground">{t('healthProfile:card.draftOpen', { step })}</p> : null}
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-medium">{t('healthProfile:card.completed.focusTitle')}</h3>
        {focusAreas.length > 0 ? (
          <ul className="flex flex-col gap-2" data-testid="health-profile-card-focus">
            {focusAreas.map((area) => (
              <li key={area.domain} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="flex items-center gap-2">
                  <span className="text-muted-foreground [&>svg]:size-4">{DOMAIN_ICONS[area.domain]}</span>
                  {DOMAIN_LABELS[area.domain](t)}
                </span>
                <RatingBadge rating={area.rating} className="ml-auto" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('healthProfile:card.completed.noFocus')}</p>
        )}
      </div>
      <CardLink label={t('healthProfile:card.completed.view')} primary={data.reviewDue} />
    </>
  );
}
