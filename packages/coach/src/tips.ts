import type { TCoachFacts, TCoachTipFact, TMetricTrend } from '@openwell/contracts';
import { formatNumber, type TDecimals } from './format.ts';
import type { TEngineContext } from './types.ts';

/** One possible tip: its template, the fact it is grounded in and that fact's figures. */
export type TTipCandidate = {
  tipId: string;
  fact: TCoachTipFact;
  values: Record<string, string | number>;
  /** The figures are demo data (the why says so). */
  demoData: boolean;
};

/** Figures always written whole (days, weekly minutes, the WHO minimum). */
const WHOLE = new Set(['days', 'weekly', 'who']);

/** Changes against the usual that count as a deviation (absolute for hours and bpm, relative for steps and minutes). */
export const TIP_THRESHOLDS = {
  sleepHours: 0.5,
  restingHeartRate: 3,
  stepsShare: 0.15,
  activeMinutesShare: 0.2,
  /** WHO: at least 150 minutes of moderate activity a week. */
  whoWeeklyMinutes: 150,
  streakDays: 3,
} as const;

/** Tiers, most relevant first: deviations from the usual, below a goal, positives, focus areas, the streak. */
const TIER = { deviation: 0, belowGoal: 1, positive: 2, focus: 3, streak: 4 } as const;

type TRanked = Omit<TTipCandidate, 'demoData'> & { tier: number; weight: number };

function trendValues(trend: TMetricTrend) {
  return { week: trend.week!, baseline: trend.baseline!, diff: Math.abs(trend.change!), days: trend.weekDays };
}

function relativeChange(trend: TMetricTrend): number | null {
  if (trend.change === null || trend.baseline === null || trend.baseline <= 0) return null;
  return trend.change / trend.baseline;
}

function sleepTips(facts: TCoachFacts, out: TRanked[]) {
  const trend = facts.sleepHours;
  const goal = facts.goals.sleepHours;
  if (trend.change !== null && Math.abs(trend.change) >= TIP_THRESHOLDS.sleepHours) {
    const below = trend.change < 0;
    const fact = below ? 'sleep_below_usual' : 'sleep_above_usual';
    const tier = below ? TIER.deviation : TIER.positive;
    out.push({ tipId: fact, fact, values: trendValues(trend), tier, weight: Math.abs(trend.change) / trend.baseline! });
  }
  if (trend.week !== null) {
    const values = { week: trend.week, goal, days: trend.weekDays };
    if (trend.week < goal)
      out.push({
        tipId: 'sleep_short',
        fact: 'sleep_short',
        values,
        tier: TIER.belowGoal,
        weight: (goal - trend.week) / goal,
      });
    else out.push({ tipId: 'sleep_on_goal', fact: 'sleep_on_goal', values, tier: TIER.positive, weight: 0 });
  }
}

function activityTips(facts: TCoachFacts, out: TRanked[]) {
  const metrics = [
    ['steps', facts.steps, facts.goals.steps, TIP_THRESHOLDS.stepsShare],
    ['active_minutes', facts.activeMinutes, facts.goals.activeMinutes, TIP_THRESHOLDS.activeMinutesShare],
  ] as const;
  for (const [prefix, trend, goal, share] of metrics) {
    const relative = relativeChange(trend);
    if (relative !== null && Math.abs(relative) >= share) {
      const below = relative < 0;
      const fact = `${prefix}_${below ? 'below' : 'above'}_usual` as const;
      out.push({
        tipId: fact,
        fact,
        values: trendValues(trend),
        tier: below ? TIER.deviation : TIER.positive,
        weight: Math.abs(relative),
      });
    }
    if (trend.week === null) continue;
    const values = { week: trend.week, goal, days: trend.weekDays };
    if (trend.week >= goal) {
      out.push({ tipId: `${prefix}_on_goal`, fact: `${prefix}_on_goal`, values, tier: TIER.positive, weight: 0 });
    } else if (prefix === 'steps') {
      out.push({
        tipId: 'steps_below_goal',
        fact: 'steps_below_goal',
        values,
        tier: TIER.belowGoal,
        weight: (goal - trend.week) / goal,
      });
    }
    if (prefix === 'active_minutes' && trend.week * 7 < TIP_THRESHOLDS.whoWeeklyMinutes) {
      const weekly = trend.week * 7;
      out.push({
        tipId: 'active_minutes_below_who',
        fact: 'active_minutes_below_who',
        values: { week: trend.week, weekly, who: TIP_THRESHOLDS.whoWeeklyMinutes, days: trend.weekDays },
        tier: TIER.belowGoal,
        weight: 1 - weekly / TIP_THRESHOLDS.whoWeeklyMinutes,
      });
    }
  }
}

function heartRateTips(facts: TCoachFacts, out: TRanked[]) {
  const trend = facts.restingHeartRate;
  if (trend.change === null || Math.abs(trend.change) < TIP_THRESHOLDS.restingHeartRate) return;
  const up = trend.change > 0;
  const fact = up ? 'resting_heart_rate_up' : 'resting_heart_rate_down';
  out.push({
    tipId: fact,
    fact,
    values: trendValues(trend),
    tier: up ? TIER.deviation : TIER.positive,
    weight: Math.abs(trend.change) / trend.baseline!,
  });
}

/** Every tip the facts support, most relevant first (the day's first tip is the first; "another" takes the next). */
export function tipCandidates(facts: TCoachFacts): TTipCandidate[] {
  const ranked: TRanked[] = [];
  sleepTips(facts, ranked);
  activityTips(facts, ranked);
  heartRateTips(facts, ranked);
  (facts.focusAreas ?? []).forEach((area, index) => {
    ranked.push({
      tipId: `focus_area.${area}`,
      fact: 'focus_area',
      values: { area },
      tier: TIER.focus,
      weight: -index,
    });
  });
  const { days, best } = facts.streak;
  if (days >= TIP_THRESHOLDS.streakDays) {
    ranked.push({
      tipId: 'streak_running',
      fact: 'streak_running',
      values: { count: days, best },
      tier: TIER.streak,
      weight: days,
    });
  } else if (days === 0 && best >= TIP_THRESHOLDS.streakDays) {
    ranked.push({
      tipId: 'streak_broken',
      fact: 'streak_broken',
      values: { count: best },
      tier: TIER.streak,
      weight: 0,
    });
  }
  const hasFigures = ranked.some(
    (candidate) => candidate.fact !== 'focus_area' && !candidate.fact.startsWith('streak'),
  );
  if (!hasFigures) ranked.push({ tipId: 'no_data', fact: 'no_data', values: {}, tier: TIER.streak + 1, weight: 0 });
  ranked.sort((a, b) => a.tier - b.tier || b.weight - a.weight);
  return ranked.map(({ tipId, fact, values }) => ({ tipId, fact, values, demoData: facts.demoData }));
}

/** Decimals of a fact's figures: sleep hours and heart rate one, steps and minutes none. */
function decimalsOf(fact: TCoachTipFact): TDecimals {
  return fact.startsWith('sleep') || fact.startsWith('resting_heart_rate') ? 1 : 0;
}

/** The tip and its "why this tip" in the person's language (plain text); demo data says so in the why. */
export function renderTip(candidate: TTipCandidate, context: TEngineContext): { text: string; why: string } {
  const { language, translate } = context;
  const decimals = decimalsOf(candidate.fact);
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(candidate.values)) {
    if (name === 'count') values.count = value;
    else if (name === 'area') values.area = translate(`areas.${String(value)}`);
    else if (typeof value === 'number') values[name] = formatNumber(language, value, WHOLE.has(name) ? 0 : decimals);
    else values[name] = value;
  }
  const why = translate(`facts.${candidate.fact}`, values);
  // Tip texts have no plural forms: `count` only chooses the why's.
  const { count: _count, ...textValues } = values;
  // The questionnaire's focus areas and the general tip carry no tracker figures to label.
  const figures = candidate.fact !== 'focus_area' && candidate.fact !== 'no_data';
  return {
    text: translate(`tips.${candidate.tipId}`, textValues),
    why: candidate.demoData && figures ? `${why} ${translate('facts.demo_data')}` : why,
  };
}
