import type { TCoachFacts, TMetricTrend } from '@openwell/contracts';
import { CRISIS_LINES, EMERGENCY_NUMBER } from './crisis-lines.ts';
import { formatNumber, type TDecimals } from './format.ts';
import { matchIntent, type TIntent } from './intents.ts';
import type { TOutOfScopeTopic } from './scope.ts';
import type { TRedFlagCategory } from './red-flags.ts';
import type { TEngineContext } from './types.ts';

export type TBuiltinReply = { intent: TIntent; text: string };

type TTrendKey = 'sleepHours' | 'steps' | 'activeMinutes' | 'restingHeartRate';
const DECIMALS: Record<TTrendKey, TDecimals> = { sleepHours: 1, steps: 0, activeMinutes: 0, restingHeartRate: 1 };

/** One metric's week against the usual, or plainly that there is not enough data (coachEngine:replies.trend.*). */
function trendText(context: TEngineContext, key: TTrendKey, trend: TMetricTrend): string {
  const { language, translate } = context;
  const format = (value: number) => formatNumber(language, value, DECIMALS[key]);
  if (trend.week === null) return translate(`replies.trend.${key}.not_enough`, { days: trend.weekDays });
  const parts = [translate(`replies.trend.${key}.week`, { week: format(trend.week), days: trend.weekDays })];
  if (trend.baseline === null || trend.change === null) parts.push(translate('replies.trend.no_baseline'));
  else {
    const direction = trend.change > 0 ? 'more' : trend.change < 0 ? 'less' : 'same';
    parts.push(
      translate(`replies.trend.${key}.${direction}`, {
        diff: format(Math.abs(trend.change)),
        baseline: format(trend.baseline),
      }),
    );
  }
  return parts.join(' ');
}

function goalText(context: TEngineContext, facts: TCoachFacts, key: 'sleepHours' | 'steps' | 'activeMinutes') {
  return context.translate(`replies.goal.${key}`, {
    goal: formatNumber(context.language, facts.goals[key], DECIMALS[key]),
  });
}

function todayText(context: TEngineContext, facts: TCoachFacts, key: 'sleepHours' | 'steps') {
  const value = facts.today[key];
  if (value === null) return context.translate(`replies.today.${key}_none`);
  return context.translate(`replies.today.${key}`, { value: formatNumber(context.language, value, DECIMALS[key]) });
}

function streakText({ language, translate }: TEngineContext, facts: TCoachFacts) {
  const { days, best } = facts.streak;
  const bestText = formatNumber(language, best, 0);
  if (days === 0) return translate('replies.streak_none', { count: best, best: bestText });
  return translate('replies.streak', { count: days, days: formatNumber(language, days, 0), best: bestText });
}

function focusText({ translate }: TEngineContext, facts: TCoachFacts) {
  if (facts.focusAreas === null) return translate('replies.focus_areas_none');
  if (facts.focusAreas.length === 0) return translate('replies.focus_areas_empty');
  const areas = facts.focusAreas.map((area) => translate(`areas.${area}`)).join(', ');
  return translate('replies.focus_areas', { areas });
}

function goalsText(context: TEngineContext, facts: TCoachFacts) {
  const { language, translate } = context;
  return translate('replies.goals', {
    steps: formatNumber(language, facts.goals.steps, 0),
    activeMinutes: formatNumber(language, facts.goals.activeMinutes, 0),
    sleepHours: formatNumber(language, facts.goals.sleepHours, 1),
  });
}

function summaryText(context: TEngineContext, facts: TCoachFacts) {
  const keys: TTrendKey[] = ['sleepHours', 'steps', 'activeMinutes', 'restingHeartRate'];
  const lines = keys.map((key) => `- ${trendText(context, key, facts[key])}`);
  return [context.translate('replies.summary'), ...lines].join('\n');
}

/** The reply's paragraphs; `usesFigures`: the demo-data note belongs under it. */
function compose(intent: TIntent, context: TEngineContext, facts: TCoachFacts): [string[], boolean] {
  const t = context.translate;
  switch (intent) {
    case 'sleep_week':
      return [[trendText(context, 'sleepHours', facts.sleepHours), goalText(context, facts, 'sleepHours')], true];
    case 'sleep_last_night':
      return [[todayText(context, facts, 'sleepHours'), goalText(context, facts, 'sleepHours')], true];
    case 'steps_week':
      return [[trendText(context, 'steps', facts.steps), goalText(context, facts, 'steps')], true];
    case 'steps_today':
      return [[todayText(context, facts, 'steps'), goalText(context, facts, 'steps')], true];
    case 'active_minutes_week':
      return [
        [trendText(context, 'activeMinutes', facts.activeMinutes), goalText(context, facts, 'activeMinutes')],
        true,
      ];
    case 'resting_heart_rate':
      return [
        [trendText(context, 'restingHeartRate', facts.restingHeartRate), t('replies.resting_heart_rate_note')],
        true,
      ];
    case 'goals':
      return [[goalsText(context, facts)], false];
    case 'streak':
      return [[streakText(context, facts)], false];
    case 'focus_areas':
      return [[focusText(context, facts)], false];
    case 'summary':
      return [[summaryText(context, facts)], true];
    case 'improve_sleep':
      return [[trendText(context, 'sleepHours', facts.sleepHours), t('replies.improve_sleep')], true];
    case 'improve_activity':
      return [[trendText(context, 'steps', facts.steps), t('replies.improve_activity')], true];
    default:
      return [[t(`replies.${intent}`)], false];
  }
}

/** The built-in engine's answer to a message (markdown without HTML), grounded in the facts. */
export function builtinReply(input: TEngineContext & { message: string; facts: TCoachFacts }): TBuiltinReply {
  const context: TEngineContext = { language: input.language, translate: input.translate };
  const intent = matchIntent(input.message, input.language);
  const [paragraphs, usesFigures] = compose(intent, context, input.facts);
  if (usesFigures && input.facts.demoData) paragraphs.push(context.translate('replies.demo_note'));
  return { intent, text: paragraphs.join('\n\n') };
}

/** The fixed, caring red-flag message with 112 and the crisis lines. */
export function safetyReply(input: TEngineContext & { category: TRedFlagCategory }): string {
  const t = input.translate;
  const lines = CRISIS_LINES.map((line) =>
    t('safety.line', {
      country: t(`countries.${line.country}`),
      name: line.name,
      phones: line.phones.join(` ${t('safety.or')} `),
      hours: line.hours === '24/7' ? t('safety.hours_247') : t(`safety.hours.${line.country}`),
      url: line.url,
    }),
  );
  return [
    t(`safety.${input.category}`),
    t('safety.call', { number: EMERGENCY_NUMBER }),
    [t('safety.lines_intro'), ...lines].join('\n'),
    t('safety.italy_note', { number: EMERGENCY_NUMBER }),
    t('safety.closing'),
  ].join('\n\n');
}

/** The fixed answer to a diagnosis or medication question. */
export function declineReply(input: TEngineContext & { topic: TOutOfScopeTopic }): string {
  const t = input.translate;
  return [t(`decline.${input.topic}`), t('decline.emergency', { number: EMERGENCY_NUMBER }), t('decline.offer')].join(
    '\n\n',
  );
}

/** Which suggestion a fact supports, in order of use (coachEngine:suggestions.<intent>). */
const SUGGESTIONS: readonly [TIntent, (facts: TCoachFacts) => boolean][] = [
  ['sleep_week', (facts) => facts.sleepHours.week !== null],
  ['steps_week', (facts) => facts.steps.week !== null],
  ['steps_today', (facts) => facts.today.steps !== null],
  ['active_minutes_week', (facts) => facts.activeMinutes.week !== null],
  ['resting_heart_rate', (facts) => facts.restingHeartRate.week !== null],
  ['streak', (facts) => facts.streak.days > 0],
  ['focus_areas', (facts) => facts.focusAreas !== null && facts.focusAreas.length > 0],
  ['improve_sleep', () => true],
  ['goals', () => true],
  ['what_can_you_do', () => true],
];

/** Up to 4 suggested questions in the person's language, chosen from their facts. */
export function suggestedQuestions(input: TEngineContext & { facts: TCoachFacts }): string[] {
  return SUGGESTIONS.filter(([, supported]) => supported(input.facts))
    .slice(0, 4)
    .map(([intent]) => input.translate(`suggestions.${intent}`));
}
