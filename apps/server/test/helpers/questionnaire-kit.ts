import {
  QUESTIONNAIRE_VERSION,
  deleteQuestionnaire,
  discardQuestionnaireDraft,
  getHealthProfile,
  getQuestionnaire,
  getQuestionnaireSubmission,
  listQuestionnaireSubmissions,
  saveQuestionnaireDraft,
  submitQuestionnaire,
  type TQuestionnaireAnswers,
} from '@openwell/contracts';
import type { AppInstance } from '../../src/app.ts';
import { callEndpoint, type ApiSession } from './api-client.ts';

/** Test kit for the health questionnaire (issue 12): answers, calls, and a marker to look for in stored data. */

/** A medication name that appears nowhere else: found in a file or a column, it can only be the person's answer. */
export const MEDICATION_MARKER = 'Quorvexalidine';

/** A woman's complete answers, the marker among her medications. */
export function completeAnswers(): TQuestionnaireAnswers {
  return {
    consent: { dataProcessing: true },
    body: { heightCm: 168, weightKg: 64.5 },
    diseases: { cardiovascular: [], metabolic: ['thyroid_disorder'] },
    complaints: {
      internal: [],
      orthopedic: [
        { item: 'back_pain', severity: 4, description: 'after long meetings' },
        { item: 'custom', name: 'Left wrist', severity: 2 },
      ],
      other: [{ item: 'migraine', severity: 6 }],
    },
    medications: { takesMedication: true, names: `${MEDICATION_MARKER}, ibuprofen` },
    lifestyle: { fitness: 2, stress: 5, nutrition: 2, specialDiet: 'vegetarian' },
    substances: { smoking: 'daily', alcohol: 'weekly', caffeine: '5_plus' },
    family: { children: ['toddler', 'school'], pets: ['cat'] },
    womensHealth: { regularCycle: true, menstrualComplaints: false, cycleDays: 29 },
    motivation: {
      intrinsic: 4,
      extrinsicSources: 'My children',
      dailyChallenges: 'Long commute',
      relaxationActivities: 'Reading',
      stressReliefMethods: 'Walks by the lake',
    },
  };
}

/**
 * Every form the marker could take in stored bytes: as it is, upper and lower case, hex, and base64 / base64url at
 * each of the three alignments (the characters that depend on neighbouring bytes left out).
 */
export function encodingsOf(text: string): string[] {
  const forms = new Set([text, text.toLowerCase(), text.toUpperCase(), Buffer.from(text).toString('hex')]);
  for (let shift = 0; shift < 3; shift++) {
    const bytes = Buffer.concat([Buffer.alloc(shift, 0x20), Buffer.from(text)]);
    const keep = (encoded: string) => encoded.slice(Math.ceil((shift * 4) / 3) + 1, -4);
    forms.add(keep(bytes.toString('base64')));
    forms.add(keep(bytes.toString('base64url')));
  }
  return [...forms].filter((form) => form.length >= 8);
}

export type TQuestionnaireCalls = ReturnType<typeof questionnaireCalls>;

/** The questionnaire's endpoints as the web app calls them (api-client.ts), for one app. */
export function questionnaireCalls(app: AppInstance) {
  return {
    state: (session: ApiSession) => callEndpoint(app, session, getQuestionnaire),
    /** A draft; `version` and `answers` as given (a test of validation may send anything). */
    saveDraft: (session: ApiSession, body: { step: string; answers: unknown; version?: unknown }) =>
      callEndpoint(app, session, saveQuestionnaireDraft, {
        body: { version: QUESTIONNAIRE_VERSION, ...body } as never,
      }),
    discardDraft: (session: ApiSession) => callEndpoint(app, session, discardQuestionnaireDraft),
    submit: (session: ApiSession, answers: unknown, version: unknown = QUESTIONNAIRE_VERSION) =>
      callEndpoint(app, session, submitQuestionnaire, { body: { version, answers } as never }),
    list: (session: ApiSession) => callEndpoint(app, session, listQuestionnaireSubmissions),
    submission: (session: ApiSession, submissionId: string) =>
      callEndpoint(app, session, getQuestionnaireSubmission, { params: { submissionId } }),
    deleteAll: (session: ApiSession) => callEndpoint(app, session, deleteQuestionnaire),
    profile: (session: ApiSession) => callEndpoint(app, session, getHealthProfile),
  };
}
