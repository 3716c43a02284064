import { useTranslation } from 'react-i18next';
import { Award, Flame, Gift, Target, TrendingUp, Zap } from 'lucide-react';
import { GOAL_BOUNDS, GOAL_KINDS } from '@openwell/contracts';
import { goalBasePoints, levelThreshold, RULES } from '@openwell/gamification';
import { formatGoalTarget, formatMultiplier, formatPoints, GOAL_LABELS } from '../lib/gamification-format.ts';
import { HowSection, RulesTable } from './how-section.tsx';

/** How many levels the levels table lists. */
const LEVELS_SHOWN = 10;

/** Points per goal, the caps and consistency: every number from RULES, the example computed by the rules. */
export function PointsSection() {
  const { t, i18n } = useTranslation('gamification');
  const { progressPoints, metBonus, capPerGoal } = RULES.goalPoints;
  const points = (value: number) => formatPoints(value, i18n.language);
  const target = GOAL_BOUNDS.steps.default;
  const partial = Math.round((target * 3) / 4);
  return (
    <HowSection
      id="points"
      title={t('gamification:how.points.title')}
      icon={<Award className="size-5" aria-hidden="true" />}
    >
      <p>
        {t('gamification:how.points.perGoal', {
          progress: points(progressPoints),
          percent: new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(1 / progressPoints),
          bonus: points(metBonus),
        })}
      </p>
      <p>{t('gamification:how.points.cap', { cap: points(capPerGoal) })}</p>
      <p>{t('gamification:how.points.consistency', { points: points(RULES.consistency.points) })}</p>
      <p>{t('gamification:how.points.dayCap', { cap: points(RULES.dayCap) })}</p>
      <p className="rounded-lg bg-muted/50 p-3 text-sm" data-testid="points-example">
        {t('gamification:how.points.example', {
          target: formatGoalTarget(t, 'steps', target, i18n.language),
          value: formatGoalTarget(t, 'steps', partial, i18n.language),
          partial: points(goalBasePoints(partial, target)),
          met: points(goalBasePoints(target, target)),
        })}
      </p>
      <p className="text-sm text-muted-foreground">{t('gamification:how.points.late')}</p>
    </HowSection>
  );
}

export function OneOffSection() {
  const { t, i18n } = useTranslation('gamification');
  return (
    <HowSection
      id="one-off"
      title={t('gamification:how.oneOff.title')}
      icon={<Gift className="size-5" aria-hidden="true" />}
    >
      <ul className="list-disc space-y-1 pl-5">
        <li>
          {t('gamification:how.oneOff.tracker', {
            points: formatPoints(RULES.oneOff.tracker_connected, i18n.language),
          })}
        </li>
        <li>
          {t('gamification:how.oneOff.questionnaire', {
            points: formatPoints(RULES.oneOff.questionnaire_completed, i18n.language),
            count: RULES.oneOffRenewalMonths.questionnaire_completed,
          })}
        </li>
        <li>{t('gamification:how.oneOff.badges')}</li>
      </ul>
      <p data-testid="one-off-apart">
        {t('gamification:how.oneOff.apart', { cap: formatPoints(RULES.dayCap, i18n.language) })}
      </p>
    </HowSection>
  );
}

export function MultipliersSection() {
  const { t, i18n } = useTranslation('gamification');
  const { streak, improvement, totalCap } = RULES.multipliers;
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <HowSection
      id="multipliers"
      title={t('gamification:how.multipliers.title')}
      icon={<Zap className="size-5" aria-hidden="true" />}
    >
      <p>{t('gamification:how.multipliers.intro', { cap: formatMultiplier(totalCap, i18n.language) })}</p>
      <RulesTable
        testId="streak-multipliers"
        caption={t('gamification:how.multipliers.streakCaption')}
        headers={[t('gamification:how.multipliers.streakColumn'), t('gamification:how.multipliers.multiplierColumn')]}
        rows={streak.map((step) => [
          t('gamification:how.multipliers.streakStep', { count: step.minDays, days: number.format(step.minDays) }),
          formatMultiplier(step.multiplier, i18n.language),
        ])}
      />
      <p>
        {t('gamification:how.multipliers.improvement', {
          recent: number.format(improvement.recentDays),
          baseline: number.format(improvement.baselineDays),
          recentMin: number.format(improvement.recentMinDays),
          baselineMin: number.format(improvement.baselineMinDays),
        })}
      </p>
      <RulesTable
        testId="improvement-multipliers"
        caption={t('gamification:how.multipliers.improvementCaption')}
        headers={[
          t('gamification:how.multipliers.improvementColumn'),
          t('gamification:how.multipliers.multiplierColumn'),
        ]}
        rows={improvement.steps.map((step) => [
          t('gamification:how.multipliers.improvementStep', { percent: percent.format(step.minRatio - 1) }),
          formatMultiplier(step.multiplier, i18n.language),
        ])}
      />
    </HowSection>
  );
}

export function LevelsSection() {
  const { t, i18n } = useTranslation('gamification');
  const levels = Array.from({ length: LEVELS_SHOWN }, (_, index) => index + 1);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <HowSection
      id="levels"
      title={t('gamification:how.levels.title')}
      icon={<TrendingUp className="size-5" aria-hidden="true" />}
    >
      <p>
        {t('gamification:how.levels.text', {
          first: formatPoints(levelThreshold(2), i18n.language),
          growth: formatPoints(RULES.levels.growth, i18n.language),
        })}
      </p>
      <RulesTable
        testId="levels-table"
        caption={t('gamification:how.levels.caption', { count: LEVELS_SHOWN })}
        headers={[t('gamification:how.levels.levelColumn'), t('gamification:how.levels.fromColumn')]}
        rows={levels.map((level) => [number.format(level), formatPoints(levelThreshold(level), i18n.language)])}
      />
    </HowSection>
  );
}

export function StreaksSection() {
  const { t } = useTranslation('gamification');
  return (
    <HowSection
      id="streaks"
      title={t('gamification:how.streaks.title')}
      icon={<Flame className="size-5" aria-hidden="true" />}
    >
      <p>{t('gamification:how.streaks.text')}</p>
      <p>{t('gamification:how.streaks.multiplier')}</p>
    </HowSection>
  );
}

export function GoalsSection() {
  const { t, i18n } = useTranslation('gamification');
  return (
    <HowSection
      id="goals"
      title={t('gamification:how.goals.title')}
      icon={<Target className="size-5" aria-hidden="true" />}
    >
      <p>{t('gamification:how.goals.text')}</p>
      <RulesTable
        testId="goals-table"
        caption={t('gamification:how.goals.caption')}
        headers={[
          t('gamification:how.goals.goalColumn'),
          t('gamification:how.goals.defaultColumn'),
          t('gamification:how.goals.rangeColumn'),
          t('gamification:how.goals.stepColumn'),
        ]}
        rows={GOAL_KINDS.map((kind) => {
          const { min, max, step, default: start } = GOAL_BOUNDS[kind];
          const format = (value: number) => formatGoalTarget(t, kind, value, i18n.language);
          return [
            GOAL_LABELS[kind](t),
            format(start),
            t('gamification:how.goals.range', { min: format(min), max: format(max) }),
            format(step),
          ];
        })}
      />
    </HowSection>
  );
}
