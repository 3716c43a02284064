import { describe, expect, it } from 'vitest';
import {
  applicableSections,
  bmiBand,
  bmiOf,
  normalizeAnswers,
  QUESTIONNAIRE,
  QUESTIONNAIRE_SECTIONS,
  type TQuestionnaireAnswers,
  ZQuestionnaireAnswersSchema,
} from './questionnaire-definition.ts';

const consent = { dataProcessing: true as const };

describe('the questionnaire definition', () => {
  it('has the questionnaire sections in order, the consent first', () => {
    expect(QUESTIONNAIRE_SECTIONS).toEqual([
      'consent',
      'body',
      'diseases',
      'complaints',
      'medications',
      'lifestyle',
      'substances',
      'family',
      'womensHealth',
      'motivation',
    ]);
    expect(QUESTIONNAIRE.sections.consent.required).toBe(true);
  });

  it('accepts a full set of answers and infers their types', () => {
    const answers: TQuestionnaireAnswers = {
      consent,
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
      motivation: { intrinsic: 4, extrinsicSources: 'My team', dailyChallenges: '', stressReliefMethods: 'Walks' },
    };
    expect(ZQuestionnaireAnswersSchema.parse(answers)).toEqual(answers);
  });

  it('refuses answers without the consent, out of range, malformed or unknown', () => {
    const bad = (answers: unknown) => ZQuestionnaireAnswersSchema.safeParse(answers).success;
    expect(bad({ body: { heightCm: 170 } })).toBe(false);
    expect(bad({ consent: { dataProcessing: false } })).toBe(false);
    expect(bad({ consent, body: { heightCm: 99 } })).toBe(false);
    expect(bad({ consent, body: { weightKg: 401 } })).toBe(false);
    expect(bad({ consent, body: { heightCm: '170' } })).toBe(false);
    expect(bad({ consent, complaints: { internal: [{ item: 'asthma', severity: 11 }] } })).toBe(false);
    expect(bad({ consent, complaints: { internal: [{ item: 'asthma', severity: 2.5 }] } })).toBe(false);
    expect(bad({ consent, complaints: { orthopedic: [{ item: 'custom', severity: 2 }] } })).toBe(false);
    expect(bad({ consent, complaints: { other: [{ item: 'allergy', name: 'x', severity: 2 }] } })).toBe(false);
    expect(
      bad({
        consent,
        complaints: {
          other: [
            { item: 'allergy', severity: 2 },
            { item: 'allergy', severity: 3 },
          ],
        },
      }),
    ).toBe(false);
    expect(bad({ consent, substances: { smoking: 'current' } })).toBe(false);
    expect(bad({ consent, lifestyle: { stress: 6 } })).toBe(false);
    expect(bad({ consent, family: { children: Array(13).fill('teen') } })).toBe(false);
    expect(bad({ consent, family: { pets: ['dog', 'dog'] } })).toBe(false);
    expect(bad({ consent, motivation: { dailyChallenges: 'x'.repeat(501) } })).toBe(false);
    expect(bad({ consent, womensHealth: { cycleDays: 14 } })).toBe(false);
    expect(bad({ consent, hobbies: {} })).toBe(false);
    expect(bad({ consent, body: { heightCm: 170, eyeColour: 'blue' } })).toBe(false);
  });

  it('asks the women’s section of everyone but a man, and normalizing drops it for a man', () => {
    expect(applicableSections('male')).not.toContain('womensHealth');
    expect(applicableSections('female')).toContain('womensHealth');
    expect(applicableSections(null)).toContain('womensHealth');
    const answers: TQuestionnaireAnswers = { consent, womensHealth: { cycleDays: 28 } };
    expect(normalizeAnswers(answers, 'male')).toEqual({ consent });
    expect(normalizeAnswers(answers, 'female')).toEqual(answers);
  });

  it('normalizing drops nulls, empty texts, hidden answers and empty sections', () => {
    const answers = ZQuestionnaireAnswersSchema.parse({
      consent,
      body: { heightCm: null, weightKg: 70 },
      medications: { takesMedication: false, names: 'Aspirin' },
      motivation: { extrinsicSources: '   ' },
      family: { pets: [] },
    });
    expect(normalizeAnswers(answers, 'female')).toEqual({
      consent,
      body: { weightKg: 70 },
      medications: { takesMedication: false },
      family: { pets: [] },
    });
  });

  it('calculates BMI with one decimal and the WHO band', () => {
    expect(bmiOf(180, 81)).toBe(25);
    expect(bmiOf(165, 58.2)).toBe(21.4);
    expect(bmiOf(null, 70)).toBeNull();
    expect([18.4, 18.5, 24.9, 25, 29.9, 30].map(bmiBand)).toEqual([
      'underweight',
      'normal',
      'normal',
      'overweight',
      'overweight',
      'obese',
    ]);
  });
});
