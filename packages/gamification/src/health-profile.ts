import type { TGender, THealthProfileResult, TQuestionnaireAnswers } from '@openwell/contracts';
import type { TDay } from './days.ts';

/**
 * The personal health profile (issue 12, ADR 020): from the latest questionnaire answers and the tracker's recent
 * days, a rating per domain (activity, nutrition, sleep, stress, substances, body composition: only what a person can
 * change) with its reasons in plain words, and one to three focus areas with concrete next steps.
 */
export type THealthProfileInput = {
  answers: TQuestionnaireAnswers;
  /** From the profile. */
  age: number | null;
  gender: TGender | null;
  /** The tracker's daily values of the 14 civil days up to `today` (any order, days may be missing). */
  days: readonly TDay[];
  today: string;
};

export function healthProfile(input: THealthProfileInput): THealthProfileResult {
  void input;
  throw new Error('healthProfile: being written (issue 12)');
}
