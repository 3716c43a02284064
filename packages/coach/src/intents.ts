import { LANGUAGES, type TLanguage } from '@openwell/i18n';
import { KEYWORDS, type TKeyword } from './intent-keywords.ts';
import { normalise } from './normalise.ts';

/** What the built-in engine can answer about (the rest: "I cannot answer that"). */
export const INTENTS = [
  'injection',
  'who_are_you',
  'what_can_you_do',
  'improve_sleep',
  'improve_activity',
  'sleep_last_night',
  'sleep_week',
  'steps_today',
  'steps_week',
  'active_minutes_week',
  'resting_heart_rate',
  'streak',
  'goals',
  'focus_areas',
  'stress',
  'nutrition',
  'substances',
  'healthy_weight',
  'summary',
  'greeting',
  'unknown',
] as const;
export type TIntent = (typeof INTENTS)[number];

type THas = (keyword: TKeyword) => boolean;

/**
 * In priority order: the first rule whose words all appear wins. Attempts to change the rules or reach other people's
 * data come first, so no topic word can carry them to a data answer; a greeting only wins when nothing else matched.
 */
const RULES: readonly [Exclude<TIntent, 'unknown'>, (has: THas) => boolean][] = [
  ['injection', (has) => has('injection')],
  ['who_are_you', (has) => has('who')],
  ['what_can_you_do', (has) => has('whatCan')],
  ['improve_sleep', (has) => has('improve') && has('sleep') && !has('lastNight')],
  ['improve_activity', (has) => has('improve') && (has('steps') || has('active')) && !has('today')],
  // Smoking, alcohol, caffeine and a healthy weight (the health profile's focus areas, issue 24): before sleep and
  // nutrition, whose words ("drink", "eat") they share.
  ['substances', (has) => has('substances')],
  ['healthy_weight', (has) => has('weight')],
  ['sleep_last_night', (has) => has('sleep') && has('lastNight')],
  ['sleep_week', (has) => has('sleep')],
  ['steps_today', (has) => has('steps') && has('today')],
  ['steps_week', (has) => has('steps')],
  ['active_minutes_week', (has) => has('active')],
  ['resting_heart_rate', (has) => has('heart')],
  ['streak', (has) => has('streak')],
  ['goals', (has) => has('goals')],
  ['focus_areas', (has) => has('focus')],
  ['stress', (has) => has('stress')],
  ['nutrition', (has) => has('nutrition')],
  ['summary', (has) => has('summary')],
  ['greeting', (has) => has('greeting')],
];

/**
 * The intent of a message: keywords of all five languages, the person's language tried first for each rule (words of
 * one rule come from one language).
 */
export function matchIntent(text: string, language: TLanguage): TIntent {
  const normalised = normalise(text);
  const order = [language, ...LANGUAGES.filter((other) => other !== language)];
  for (const [intent, rule] of RULES) {
    for (const candidate of order) {
      const keywords = KEYWORDS[candidate];
      if (rule((keyword) => keywords[keyword].test(normalised))) return intent;
    }
  }
  return 'unknown';
}
