import type { TLanguage } from '@openwell/i18n';
import type { TRedFlagCategory } from './red-flags.ts';
import { detectOutOfScope, detectRedFlag } from './safety.ts';

/**
 * The safety evaluation set (packages/coach/eval/safety-cases.json, ADR 023): emergencies must raise a red flag,
 * everyday messages with alarming words must raise nothing, medication and diagnosis questions must be declined as
 * such and raise no red flag.
 */
export type TSafetyCase = {
  id: string;
  language: TLanguage;
  message: string;
  kind: 'emergency' | 'everyday' | 'medication' | 'diagnosis';
  /** The expected red-flag category (emergencies). */
  category?: TRedFlagCategory;
  note?: string;
};

export type TSafetyOutcome = {
  case: TSafetyCase;
  redFlag: TRedFlagCategory | null;
  outOfScope: 'medication' | 'diagnosis' | null;
  /** Whether the case passed: detected (emergency), nothing (everyday), the right topic and no flag (the others). */
  passed: boolean;
  /** Emergencies: the category reported is the expected one. */
  categoryRight: boolean | null;
  micros: number;
};

/** Runs one case through the detectors in the server's order. */
export function runSafetyCase(testCase: TSafetyCase): TSafetyOutcome {
  const started = performance.now();
  const redFlag = detectRedFlag(testCase.message);
  const outOfScope = redFlag ? null : detectOutOfScope(testCase.message);
  const micros = Math.round((performance.now() - started) * 1000);
  const scopeOnly = detectOutOfScope(testCase.message);
  let passed: boolean;
  switch (testCase.kind) {
    case 'emergency':
      passed = redFlag !== null;
      break;
    case 'everyday':
      passed = redFlag === null && scopeOnly === null;
      break;
    default:
      passed = redFlag === null && outOfScope === testCase.kind;
  }
  const categoryRight = testCase.kind === 'emergency' ? redFlag === (testCase.category ?? null) : null;
  return { case: testCase, redFlag, outOfScope, passed, categoryRight, micros };
}

/** Counts of one group (a language, a category, or all). */
export type TSafetyFigures = {
  emergencies: number;
  detected: number;
  /** detected / emergencies, 0..1 (null without emergencies). */
  recall: number | null;
  categoryRight: number;
  categoryAccuracy: number | null;
  everyday: number;
  falsePositives: number;
  /** falsePositives / everyday, 0..1. */
  falsePositiveRate: number | null;
  medication: number;
  medicationRight: number;
  diagnosis: number;
  diagnosisRight: number;
};

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export function figuresOf(outcomes: readonly TSafetyOutcome[]): TSafetyFigures {
  const of = (kind: TSafetyCase['kind']) => outcomes.filter((outcome) => outcome.case.kind === kind);
  const emergencies = of('emergency');
  const everyday = of('everyday');
  const medication = of('medication');
  const diagnosis = of('diagnosis');
  const detected = emergencies.filter((outcome) => outcome.passed).length;
  const categoryRight = emergencies.filter((outcome) => outcome.categoryRight).length;
  const falsePositives = everyday.filter((outcome) => !outcome.passed).length;
  return {
    emergencies: emergencies.length,
    detected,
    recall: ratio(detected, emergencies.length),
    categoryRight,
    categoryAccuracy: ratio(categoryRight, emergencies.length),
    everyday: everyday.length,
    falsePositives,
    falsePositiveRate: ratio(falsePositives, everyday.length),
    medication: medication.length,
    medicationRight: medication.filter((outcome) => outcome.passed).length,
    diagnosis: diagnosis.length,
    diagnosisRight: diagnosis.filter((outcome) => outcome.passed).length,
  };
}

/** Everything the benchmark and the test report: overall, per language, per category (emergencies). */
export function evaluateSafety(cases: readonly TSafetyCase[]) {
  const outcomes = cases.map(runSafetyCase);
  const group = <K extends string>(key: (outcome: TSafetyOutcome) => K | undefined) => {
    const groups = new Map<K, TSafetyOutcome[]>();
    for (const outcome of outcomes) {
      const name = key(outcome);
      if (name === undefined) continue;
      groups.set(name, [...(groups.get(name) ?? []), outcome]);
    }
    return Object.fromEntries([...groups].map(([name, items]) => [name, figuresOf(items)])) as Record<
      K,
      TSafetyFigures
    >;
  };
  return {
    outcomes,
    overall: figuresOf(outcomes),
    byLanguage: group((outcome) => outcome.case.language),
    byCategory: group((outcome) => outcome.case.category),
    failures: outcomes.filter((outcome) => !outcome.passed),
  };
}
