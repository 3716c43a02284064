import { describe, expect, it } from 'vitest';
import {
  applicableSections,
  QUESTIONNAIRE_SECTIONS,
  ZQuestionnaireAnswersSchema,
  type TQuestionnaireAnswers,
} from '@openwell/contracts';
import { ApiError } from '@/lib/api-client.ts';
import {
  formSectionAnswered,
  formValuesOf,
  messageKeyAt,
  sectionAnswersOf,
  sectionFormSchema,
  typedNumberIn,
  VALIDATION_KEYS,
  ZQuestionnaireFormSchema,
} from './questionnaire-form.ts';
import { firstUnansweredStep, resumeIndex } from './questionnaire-steps.ts';
import { fieldProblemsOf, saveFailureKind } from './save-failure.ts';

const FULL: TQuestionnaireAnswers = {
  consent: { dataProcessing: true },
  body: { heightCm: 172, weightKg: 68.5 },
  diseases: { cardiovascular: ['hypertension'], metabolic: [] },
  complaints: {
    internal: [{ item: 'asthma', severity: 3 }],
    orthopedic: [
      { item: 'back_pain', severity: 6, description: 'after long meetings' },
      { item: 'custom', name: 'Tennis elbow', severity: 4 },
    ],
    other: [],
  },
  medications: { takesMedication: true, names: 'Ramipril, Salbutamol' },
  lifestyle: { fitness: 3, stress: 4, nutrition: 4, specialDiet: 'vegetarian' },
  substances: { smoking: 'former', alcohol: 'occasionally', caffeine: '3_4' },
  family: { children: ['baby', 'school'], pets: ['dog'] },
  womensHealth: { regularCycle: true, menstrualComplaints: false, cycleDays: 28 },
  motivation: { intrinsic: 4, extrinsicSources: 'My team', stressReliefMethods: 'Walks' },
};

describe('the questionnaire form', () => {
  it('turns answers into form values and back without change', () => {
    expect(ZQuestionnaireFormSchema.parse(formValuesOf(FULL))).toEqual(ZQuestionnaireAnswersSchema.parse(FULL));
    for (const sectionId of QUESTIONNAIRE_SECTIONS) {
      expect(sectionAnswersOf(sectionId, formValuesOf(FULL)[sectionId])).toEqual(FULL[sectionId]);
    }
  });

  it('empty values are unanswered questions, and only the consent is required', () => {
    const empty = formValuesOf(null);
    expect(empty.body).toEqual({ heightCm: '', weightKg: '' });
    expect(empty.complaints).toEqual({ internal: null, orthopedic: null, other: null });
    expect(formSectionAnswered(empty.body)).toBe(false);
    expect(formSectionAnswered({ pets: [] })).toBe(true);
    expect(ZQuestionnaireFormSchema.safeParse(empty).success).toBe(false);
    expect(ZQuestionnaireFormSchema.parse({ ...empty, consent: { dataProcessing: true } })).toEqual({
      consent: { dataProcessing: true },
    });
  });

  it('numbers as typed: a decimal comma, whole numbers where the step is 1, one decimal for the weight', () => {
    const height = { min: 100, max: 250, step: 1 };
    const weight = { min: 20, max: 400, step: 0.1 };
    expect(typedNumberIn(' 172 ', height)).toBe(172);
    expect(typedNumberIn('1.75', height)).toBeNull();
    expect(typedNumberIn('172.5', height)).toBeNull();
    expect(typedNumberIn('251', height)).toBeNull();
    expect(typedNumberIn('5 ft', height)).toBeNull();
    expect(typedNumberIn('68,5', weight)).toBe(68.5);
    expect(typedNumberIn('68.55', weight)).toBeNull();
    expect(sectionAnswersOf('body', { heightCm: '180', weightKg: '81,3' })).toEqual({ heightCm: 180, weightKg: 81.3 });
  });

  it('names each problem with its message key and path', () => {
    const issues = (values: unknown, sectionId: 'body' | 'complaints' | 'family' | 'motivation') =>
      sectionFormSchema(sectionId)
        .safeParse(values)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ heightCm: '1.75', weightKg: '401' }, 'body')).toEqual([
      ['heightCm', VALIDATION_KEYS.wholeNumber],
      ['weightKg', VALIDATION_KEYS.number],
    ]);
    const complaint = (item: string, name: string, severity: number | null) => ({
      item,
      name,
      severity,
      description: '',
    });
    expect(
      issues(
        {
          internal: null,
          orthopedic: [complaint('back_pain', '', null), complaint('custom', ' ', 2)],
          other: null,
        },
        'complaints',
      ),
    ).toEqual([
      ['orthopedic.0.severity', VALIDATION_KEYS.severity],
      ['orthopedic.1.name', VALIDATION_KEYS.complaintName],
    ]);
    expect(
      issues(
        {
          internal: null,
          orthopedic: [complaint('custom', 'Elbow', 2), complaint('custom', 'elbow ', 3)],
          other: null,
        },
        'complaints',
      ),
    ).toEqual([['orthopedic.1.name', VALIDATION_KEYS.complaintNameDuplicate]]);
    expect(issues({ children: ['teen', ''], pets: null }, 'family')).toEqual([
      ['children.1', VALIDATION_KEYS.childBand],
    ]);
    expect(
      issues(
        {
          intrinsic: null,
          extrinsicSources: 'x'.repeat(501),
          dailyChallenges: '',
          relaxationActivities: '',
          stressReliefMethods: '',
        },
        'motivation',
      ),
    ).toEqual([['extrinsicSources', VALIDATION_KEYS.textTooLong]]);
  });

  it('maps the server’s field problems to the form’s fields and messages', () => {
    const refused = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'invalid',
      details: {
        issues: [
          { location: 'body', path: 'answers.body.heightCm', message: 'too big', code: 'too_big' },
          { location: 'body', path: 'answers.complaints.orthopedic.0.severity', message: 'x', code: 'too_big' },
          { location: 'body', path: 'answers.family.children.2', message: 'x', code: 'invalid_value' },
          { location: 'body', path: 'answers', message: 'x', code: 'custom' },
          { location: 'body', path: 'version', message: 'x', code: 'invalid_value' },
        ],
      },
    });
    expect(fieldProblemsOf(refused)).toEqual([
      { path: 'body.heightCm', message: VALIDATION_KEYS.wholeNumber },
      { path: 'complaints.orthopedic.0.severity', message: VALIDATION_KEYS.severity },
      { path: 'family.children.2', message: VALIDATION_KEYS.childBand },
    ]);
    expect(saveFailureKind(refused)).toBe('invalid');
    expect(saveFailureKind(new ApiError({ status: 409, code: 'QUESTIONNAIRE_VERSION_OUTDATED', message: '' }))).toBe(
      'outdated',
    );
    expect(saveFailureKind(new Error('boom'))).toBe('failed');
    expect(messageKeyAt(['hobbies', 'chess'])).toBe(VALIDATION_KEYS.invalid);
  });

  it('resumes at the draft’s step, or the next one asked when that step is not asked', () => {
    const male = applicableSections('male');
    expect(resumeIndex(null, male)).toBe(0);
    expect(male[resumeIndex('lifestyle', male)]).toBe('lifestyle');
    expect(male[resumeIndex('womensHealth', male)]).toBe('motivation');
    const female = applicableSections('female');
    expect(firstUnansweredStep({ consent: { dataProcessing: true }, body: { heightCm: 170 } }, female)).toBe(
      'diseases',
    );
    expect(firstUnansweredStep(FULL, female)).toBe('motivation');
  });
});
