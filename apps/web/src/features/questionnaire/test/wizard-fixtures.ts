import type {
  TQuestionnaireAnswers,
  TQuestionnaireDraft,
  TQuestionnaireSectionId,
  TQuestionnaireState,
  TSubmitQuestionnaireResponse,
} from '@openwell/contracts';

/** The questionnaire's answers as the server gives them, for the wizard's and the direct variant's tests. */

export const SUBMISSION_ID = 'c0c0c0c0-0000-4000-8000-000000000001';
export const CONSENT = { dataProcessing: true as const };

export function draft(step: TQuestionnaireSectionId, answers: TQuestionnaireAnswers): TQuestionnaireDraft {
  return { version: 1, step, answers, updatedAt: '2026-03-02T08:30:00.000Z' };
}

export function questionnaireState(overrides: Partial<TQuestionnaireState> = {}): TQuestionnaireState {
  return { version: 1, age: 34, gender: 'female', draft: null, latest: null, ...overrides };
}

export function latest(answers: TQuestionnaireAnswers) {
  return {
    id: SUBMISSION_ID,
    version: 1,
    completedAt: '2026-02-01T09:00:00.000Z',
    completedOn: '2026-02-01',
    answers,
  };
}

export function submitted(pointsAwarded = 50): TSubmitQuestionnaireResponse {
  return {
    submission: { id: SUBMISSION_ID, version: 1, completedAt: '2026-03-02T09:00:00.000Z', completedOn: '2026-03-02' },
    profile: {
      domains: [
        { domain: 'activity', rating: 'amber', reasons: [{ code: 'activity_fitness_moderate' }] },
        { domain: 'bodyComposition', rating: 'green', reasons: [{ code: 'bmi_normal', values: { bmi: 23.2 } }] },
      ],
      focusAreas: [{ domain: 'activity', rating: 'amber', steps: [{ kind: 'goal', goal: 'steps', target: 8000 }] }],
    },
    pointsAwarded,
  };
}

/** A draft saved with the answers of the request (the server answers with what it stored). */
export function savedDraft(body: unknown): TQuestionnaireDraft {
  const { step, answers } = body as { step: TQuestionnaireSectionId; answers: TQuestionnaireAnswers };
  return draft(step, answers);
}
