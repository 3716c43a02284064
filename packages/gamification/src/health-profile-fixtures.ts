import {
  ZHealthProfileResultSchema,
  addDays,
  type THealthProfileDomain,
  type TQuestionnaireAnswers,
} from '@openwell/contracts';
import type { TDay } from './days.ts';
import { healthProfile, type THealthProfileInput } from './health-profile.ts';

/** Shared fixtures of the health profile's tests (test-only module). */

export const TODAY = '2025-06-14';

type TSections = Omit<TQuestionnaireAnswers, 'consent'>;
export const answers = (sections: TSections = {}): TQuestionnaireAnswers => ({
  consent: { dataProcessing: true },
  ...sections,
});

/** One day per value, the last on TODAY, the others before it. */
export function daysOf(values: readonly Omit<TDay, 'date'>[]): TDay[] {
  return values.map((value, i) => ({ date: addDays(TODAY, i - values.length + 1), ...value }));
}
export const repeat = <T>(count: number, value: T): T[] => Array.from({ length: count }, () => value);

/** The profile, parsed with the contract's schema (every test's output is a valid result). */
export function profileOf(input: Partial<THealthProfileInput> & { answers?: TQuestionnaireAnswers } = {}) {
  const result = healthProfile({ answers: answers(), age: 40, gender: null, days: [], today: TODAY, ...input });
  return ZHealthProfileResultSchema.parse(result);
}
export function domainOf(domain: THealthProfileDomain, input: Parameters<typeof profileOf>[0] = {}) {
  const found = profileOf(input).domains.find((entry) => entry.domain === domain);
  if (!found) throw new Error(`no ${domain}`);
  return { rating: found.rating, reasons: found.reasons };
}
