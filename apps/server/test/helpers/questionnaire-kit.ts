import {
  QUESTIONNAIRE_VERSION,
  deleteQuestionnaire,
  discardQuestionnaireDraft,
  fillPath,
  getHealthProfile,
  getQuestionnaire,
  getQuestionnaireSubmission,
  listQuestionnaireSubmissions,
  saveQuestionnaireDraft,
  submitQuestionnaire,
  type TQuestionnaireAnswers,
} from '@openwell/contracts';
import type { AppInstance } from '../../src/app.ts';
import { request, type TestSession } from './accounts-fixtures.ts';

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

/** The questionnaire's endpoints as the web app calls them, for one app. */
export function questionnaireCalls(app: AppInstance, origin: string) {
  const call = (session: TestSession, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    request(app, origin, { method, url, session, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    state: (session: TestSession) => call(session, 'GET', getQuestionnaire.path),
    saveDraft: (session: TestSession, body: { step: string; answers: unknown; version?: unknown }) =>
      call(session, 'PUT', saveQuestionnaireDraft.path, { version: QUESTIONNAIRE_VERSION, ...body }),
    discardDraft: (session: TestSession) => call(session, 'DELETE', discardQuestionnaireDraft.path),
    submit: (session: TestSession, answers: unknown, version: unknown = QUESTIONNAIRE_VERSION) =>
      call(session, 'POST', submitQuestionnaire.path, { version, answers }),
    list: (session: TestSession) => call(session, 'GET', listQuestionnaireSubmissions.path),
    submission: (session: TestSession, submissionId: string) =>
      call(session, 'GET', fillPath(getQuestionnaireSubmission.path, { submissionId })),
    deleteAll: (session: TestSession) => call(session, 'DELETE', deleteQuestionnaire.path),
    profile: (session: TestSession) => call(session, 'GET', getHealthProfile.path),
  };
}
