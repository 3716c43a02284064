import type { TCoachFacts, TCoachReplyKind } from '@openwell/contracts';
import type { TLanguage } from '@openwell/i18n';
import type { TIntent } from './intents.ts';
import type { TRedFlagCategory } from './red-flags.ts';

/** The evaluation set's facts fixtures by name (packages/coach/eval/README.md). */
const TREND = (week: number | null, weekDays: number, baseline: number | null, baselineDays: number) => ({
  week,
  weekDays,
  baseline,
  baselineDays,
  change: week === null || baseline === null ? null : Math.round((week - baseline) * 10) / 10,
});

export const EVAL_FACTS: Record<'typical' | 'empty' | 'demo', TCoachFacts> = {
  typical: {
    asOf: '2026-11-23',
    steps: TREND(8432, 7, 9120, 28),
    sleepHours: TREND(6.1, 7, 7.1, 28),
    activeMinutes: TREND(34, 6, 30, 27),
    restingHeartRate: TREND(61.4, 7, 59.8, 28),
    today: { steps: 4210, activeMinutes: 12, sleepHours: 5.8 },
    goals: { steps: 10000, activeMinutes: 30, sleepHours: 7.5 },
    streak: { days: 5, best: 12 },
    focusAreas: ['sleep', 'stress'],
    demoData: false,
  },
  empty: {
    asOf: '2026-11-23',
    steps: TREND(null, 0, null, 0),
    sleepHours: TREND(null, 1, null, 0),
    activeMinutes: TREND(null, 0, null, 0),
    restingHeartRate: TREND(null, 0, null, 0),
    today: { steps: null, activeMinutes: null, sleepHours: null },
    goals: { steps: 8000, activeMinutes: 30, sleepHours: 7 },
    streak: { days: 0, best: 0 },
    focusAreas: null,
    demoData: false,
  },
  demo: {
    asOf: '2026-11-23',
    steps: TREND(8432, 7, 9120, 28),
    sleepHours: TREND(6.1, 7, 7.1, 28),
    activeMinutes: TREND(34, 6, 30, 27),
    restingHeartRate: TREND(61.4, 7, 59.8, 28),
    today: { steps: 4210, activeMinutes: 12, sleepHours: 5.8 },
    goals: { steps: 10000, activeMinutes: 30, sleepHours: 7.5 },
    streak: { days: 5, best: 12 },
    focusAreas: ['sleep', 'stress'],
    demoData: true,
  },
};

export type TEvalFactsName = keyof typeof EVAL_FACTS;

/** One case of packages/coach/eval/cases.json. */
export type TEvalCase = {
  id: string;
  language: TLanguage;
  message: string;
  facts: TEvalFactsName | TCoachFacts;
  expect: {
    kind: Extract<TCoachReplyKind, 'answer' | 'safety' | 'declined'>;
    mustContain?: string[];
    mustNotContain?: string[];
    redFlag?: TRedFlagCategory;
    intent?: TIntent;
  };
};

/** What a pipeline answered: the reply's kind and text, and where known the red-flag category and the intent. */
export type TEvalResponse = {
  kind: TCoachReplyKind;
  text: string;
  redFlag?: TRedFlagCategory | null;
  intent?: TIntent | null;
};

export type TEvalResult = { id: string; passed: boolean; failures: string[]; response: TEvalResponse };

export function evalFacts(testCase: TEvalCase): TCoachFacts {
  return typeof testCase.facts === 'string' ? EVAL_FACTS[testCase.facts] : testCase.facts;
}

/**
 * Runs one case through `respond` (the pure pipeline in eval.test.ts, the HTTP pipeline in the server's tests) and
 * checks the expectations; `redFlag` and `intent` only when the pipeline reports them.
 */
export async function runEvalCase(
  testCase: TEvalCase,
  respond: (input: {
    language: TLanguage;
    message: string;
    facts: TCoachFacts;
  }) => TEvalResponse | Promise<TEvalResponse>,
): Promise<TEvalResult> {
  const response = await respond({
    language: testCase.language,
    message: testCase.message,
    facts: evalFacts(testCase),
  });
  const failures: string[] = [];
  const { expect } = testCase;
  if (response.kind !== expect.kind) failures.push(`kind ${response.kind}, expected ${expect.kind}`);
  for (const text of expect.mustContain ?? []) {
    if (!response.text.includes(text)) failures.push(`missing "${text}"`);
  }
  for (const text of expect.mustNotContain ?? []) {
    if (response.text.toLowerCase().includes(text.toLowerCase())) failures.push(`contains "${text}"`);
  }
  if (expect.redFlag !== undefined && response.redFlag !== undefined && response.redFlag !== expect.redFlag) {
    failures.push(`red flag ${String(response.redFlag)}, expected ${expect.redFlag}`);
  }
  if (expect.intent !== undefined && response.intent !== undefined && response.intent !== expect.intent) {
    failures.push(`intent ${String(response.intent)}, expected ${expect.intent}`);
  }
  return { id: testCase.id, passed: failures.length === 0, failures, response };
}
