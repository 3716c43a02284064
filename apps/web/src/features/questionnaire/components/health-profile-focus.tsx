import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight, Bot, Lightbulb, Target } from 'lucide-react';
import { coachTopicPath, type TFocusArea, type TFocusStep } from '@openwell/contracts';
import { GoalSuggestion } from '@/features/gamification/index.ts';
import { ADVICE_TEXTS, COACH_STEP_TEXTS, DOMAIN_LABELS, goalStepText } from '../lib/health-profile-format.ts';
import { DOMAIN_ICONS, RatingBadge } from './health-profile-rating.tsx';

const LINK =
  'inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring';

/** One focus area: its number, the domain with its rating, and its one to three concrete next steps. */
export function FocusAreaCard({ area, number }: { area: TFocusArea; number: number }) {
  const { t } = useTranslation('healthProfile');
  return (
    <li
      data-testid={`focus-area-${area.domain}`}
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground"
    >
      <div className="flex flex-col gap-2">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {t('healthProfile:focus.number', { number })}
        </p>
        <h3 className="flex items-center gap-2 text-base font-semibold">
          <span className="text-primary">{DOMAIN_ICONS[area.domain]}</span>
          {DOMAIN_LABELS[area.domain](t)}
        </h3>
        <RatingBadge rating={area.rating} />
      </div>
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-medium">{t('healthProfile:focus.stepsTitle')}</h4>
        <ol className="flex flex-col gap-3">
          {area.steps.map((step) => (
            <FocusStep key={stepKey(step)} step={step} />
          ))}
        </ol>
      </div>
    </li>
  );
}

function stepKey(step: TFocusStep): string {
  switch (step.kind) {
    case 'goal':
      return `goal-${step.goal}`;
    case 'coach':
      return `coach-${step.topic}`;
    case 'advice':
      return `advice-${step.advice}`;
  }
}

function StepRow({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId: string }) {
  return (
    <li className="flex gap-3" data-testid={testId}>
      <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        {icon}
      </span>
      <div className="flex min-w-0 flex-col gap-1.5 text-sm">{children}</div>
    </li>
  );
}

/**
 * A step: a daily goal (with the gamification feature's "Set this goal"), the coach topic (a link that opens the
 * dashboard's coach on it, coachTopicPath: issue 24) or a piece of advice.
 */
function FocusStep({ step }: { step: TFocusStep }) {
  const { t, i18n } = useTranslation('healthProfile');
  switch (step.kind) {
    case 'goal':
      return (
        <StepRow icon={<Target aria-hidden="true" className="size-4" />} testId={`focus-step-goal-${step.goal}`}>
          <p>{goalStepText(t, step.goal, step.target, i18n.language)}</p>
          <GoalSuggestion goal={step.goal} target={step.target} />
        </StepRow>
      );
    case 'coach':
      return (
        <StepRow icon={<Bot aria-hidden="true" className="size-4" />} testId={`focus-step-coach-${step.topic}`}>
          <p>{COACH_STEP_TEXTS[step.topic](t)}</p>
          <Link to={coachTopicPath(step.topic)} className={LINK}>
            {t('healthProfile:steps.coach.link')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </StepRow>
      );
    case 'advice':
      return (
        <StepRow icon={<Lightbulb aria-hidden="true" className="size-4" />} testId={`focus-step-advice-${step.advice}`}>
          <p>{ADVICE_TEXTS[step.advice](t)}</p>
        </StepRow>
      );
  }
}
