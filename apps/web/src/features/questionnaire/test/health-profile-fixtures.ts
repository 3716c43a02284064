/**
 * Answers of the questionnaire's endpoints for the health profile's tests, parsed with the contract's schemas, so a
 * fixture that the server could not send fails here rather than passing a test. "Today" is 2026-03-10, as in the
 * other fixtures.
 */
import {
  ZHealthProfileResultSchema,
  ZHealthProfileStatusSchema,
  ZQuestionnaireAnswersSchema,
  ZQuestionnaireStateSchema,
  ZQuestionnaireSubmissionSchema,
  type THealthProfileResult,
  type THealthProfileStatus,
  type TQuestionnaireAnswers,
  type TQuestionnaireState,
  type TQuestionnaireSubmission,
  type TQuestionnaireSubmissionSummary,
} from '@openwell/contracts';

export const LATEST_ID = '7d1f3c2a-4b5e-4f60-8a71-92b3c4d5e6f7';
export const EARLIER_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

/** Every domain rated, one of each rating among them; three focus areas with each kind of step. */
export function healthProfileResult(overrides: Partial<THealthProfileResult> = {}): THealthProfileResult {
  return ZHealthProfileResultSchema.parse({
    domains: [
      {
        domain: 'activity',
        rating: 'amber',
        reasons: [{ code: 'activity_tracker_below', values: { minutesPerWeek: 95, days: 12 } }],
      },
      { domain: 'nutrition', rating: 'green', reasons: [{ code: 'nutrition_good' }] },
      {
        domain: 'sleep',
        rating: 'red',
        reasons: [{ code: 'sleep_tracker_very_short', values: { hours: 5.4, nights: 11 } }],
      },
      { domain: 'stress', rating: 'unknown', reasons: [{ code: 'not_answered' }] },
      {
        domain: 'substances',
        rating: 'amber',
        reasons: [{ code: 'alcohol_weekly' }, { code: 'smoking_former' }],
      },
      { domain: 'bodyComposition', rating: 'amber', reasons: [{ code: 'bmi_overweight', values: { bmi: 27.4 } }] },
    ],
    focusAreas: [
      {
        domain: 'sleep',
        rating: 'red',
        steps: [
          { kind: 'goal', goal: 'sleepHours', target: 7.5 },
          { kind: 'coach', topic: 'sleep' },
          { kind: 'advice', advice: 'sleep_routine' },
        ],
      },
      {
        domain: 'activity',
        rating: 'amber',
        steps: [
          { kind: 'goal', goal: 'activeMinutes', target: 45 },
          { kind: 'advice', advice: 'move_more' },
        ],
      },
      { domain: 'substances', rating: 'amber', steps: [{ kind: 'advice', advice: 'alcohol_free_days' }] },
    ],
    ...overrides,
  });
}

export function healthProfileStatus(overrides: Partial<THealthProfileStatus> = {}): THealthProfileStatus {
  return ZHealthProfileStatusSchema.parse({
    status: 'completed',
    completedAt: '2026-03-02T08:15:00.000Z',
    completedOn: '2026-03-02',
    draftStep: null,
    reviewDueOn: '2027-03-02',
    reviewDue: false,
    profile: healthProfileResult(),
    ...overrides,
  });
}

export const NOT_STARTED: THealthProfileStatus = healthProfileStatus({
  status: 'not_started',
  completedAt: null,
  completedOn: null,
  reviewDueOn: null,
  profile: null,
});

/** Answers to every kind of question (as a woman would give them). */
export function answers(overrides: Partial<TQuestionnaireAnswers> = {}): TQuestionnaireAnswers {
  return ZQuestionnaireAnswersSchema.parse({
    consent: { dataProcessing: true },
    body: { heightCm: 168, weightKg: 77.3 },
    diseases: { cardiovascular: ['hypertension', 'arrhythmia'], metabolic: [] },
    complaints: {
      orthopedic: [
        { item: 'back_pain', severity: 6, description: 'When sitting long' },
        { item: 'custom', name: 'Tennis elbow', severity: 3 },
      ],
      other: [],
    },
    medications: { takesMedication: true, names: 'Ramipril' },
    lifestyle: { fitness: 2, stress: 4, nutrition: 4, specialDiet: 'vegetarian' },
    substances: { smoking: 'former', alcohol: 'weekly', caffeine: '3_4' },
    family: { children: ['baby', 'school'], pets: [] },
    womensHealth: { regularCycle: true, cycleDays: 28 },
    motivation: { intrinsic: 5, dailyChallenges: 'Long meetings, "no time"' },
    ...overrides,
  });
}

export function submission(overrides: Partial<TQuestionnaireSubmission> = {}): TQuestionnaireSubmission {
  return ZQuestionnaireSubmissionSchema.parse({
    id: LATEST_ID,
    version: 1,
    completedAt: '2026-03-02T08:15:00.000Z',
    completedOn: '2026-03-02',
    answers: answers(),
    ...overrides,
  });
}

/** The earlier version: fewer answers. */
export const EARLIER: TQuestionnaireSubmission = submission({
  id: EARLIER_ID,
  completedAt: '2025-02-20T17:40:00.000Z',
  completedOn: '2025-02-20',
  answers: answers({ body: { heightCm: 168, weightKg: 81 }, lifestyle: { fitness: 1 } }),
});

export function summaryOf(entry: TQuestionnaireSubmission): TQuestionnaireSubmissionSummary {
  const { answers: _answers, ...summary } = entry;
  void _answers;
  return summary;
}

export function questionnaireState(overrides: Partial<TQuestionnaireState> = {}): TQuestionnaireState {
  return ZQuestionnaireStateSchema.parse({
    version: 1,
    age: 34,
    gender: 'female',
    draft: null,
    latest: submission(),
    ...overrides,
  });
}
