import { z } from 'zod';
import type { TGender } from './accounts.ts';

/**
 * The health questionnaire (Anamnesebogen, issue 12) as data: sections in order, their questions with answer types,
 * bounds, conditions and skip rules. Server validation, the wizard (/anamnesebogen), the direct variant
 * (/anamnesebogen-direct) and the export all read this one definition; the answers' zod schema is built from it.
 * Option sets and bounds: ADR 020.
 *
 * Texts live in the i18n namespace `questionnaireItems`:
 *   sections.<section>.title / .description
 *   questions.<section>.<question>.label / .hint (optional)
 *   options.<optionSet>.<option>         (option sets are shared, e.g. `scale.fitness`, `complaints.orthopedic`)
 *
 * Answers: every question is optional (a skipped step or question is simply absent; `null` means the same and is
 * dropped by normalizeAnswers). A multiple choice answered with `[]` means "none of these". Only the consent is
 * required, and nothing is stored before it is given.
 */

/** The definition's version: stored with every draft and submission. Raise it when a question's meaning changes. */
export const QUESTIONNAIRE_VERSION = 1;

// Bounds of the answers (ADR 020 gives the sources).
export const HEIGHT_CM = { min: 100, max: 250, step: 1 } as const;
/** The same range the tracker's weight accepts (wearables METRIC_DEFINITIONS.weight). */
export const WEIGHT_KG = { min: 20, max: 400, step: 0.1 } as const;
export const CYCLE_DAYS = { min: 15, max: 90, step: 1 } as const;
export const SEVERITY = { min: 0, max: 10 } as const;
/** The five-point scales (fitness, stress, nutrition, motivation): 1 very low ... 5 very high. */
export const SCALE = { min: 1, max: 5 } as const;
export const FREE_TEXT_MAX = 500;
export const COMPLAINT_DESCRIPTION_MAX = 300;
export const MEDICATION_NAMES_MAX = 300;
export const CUSTOM_COMPLAINT_NAME_MAX = 60;
/** At most this many custom named orthopedic complaints. */
export const CUSTOM_COMPLAINTS_MAX = 5;
export const CHILDREN_MAX = 12;

export const CARDIOVASCULAR_DISEASES = [
  'hypertension',
  'coronary_heart_disease',
  'heart_attack',
  'heart_failure',
  'arrhythmia',
  'stroke',
  'peripheral_artery_disease',
  'other',
] as const;
export const METABOLIC_DISEASES = [
  'type1_diabetes',
  'type2_diabetes',
  'prediabetes',
  'high_cholesterol',
  'thyroid_disorder',
  'gout',
  'fatty_liver',
  'other',
] as const;
export const INTERNAL_COMPLAINTS = ['cardiovascular', 'diabetes', 'hypertension', 'asthma', 'other'] as const;
/** `custom`: a named entry of the person's own (`name` required). */
export const ORTHOPEDIC_COMPLAINTS = ['back_pain', 'knee_pain', 'joint_pain', 'herniated_disc', 'custom'] as const;
/** "None" is the empty list. */
export const OTHER_COMPLAINTS = ['allergy', 'migraine', 'skin_problems', 'sleep_disorders'] as const;
export const SPECIAL_DIETS = [
  'none',
  'vegetarian',
  'vegan',
  'pescatarian',
  'gluten_free',
  'lactose_free',
  'low_carb',
  'other',
] as const;
/** One set for every language (ADR 020 reconciles two readings). */
export const SMOKING_OPTIONS = ['non_smoker', 'former', 'occasionally', 'weekly', 'daily'] as const;
export const ALCOHOL_OPTIONS = ['none', 'occasionally', 'weekly', 'daily'] as const;
export const CAFFEINE_OPTIONS = ['none', '1_2', '3_4', '5_plus'] as const;
/** baby 0-2, toddler 3-5, school 6-12, teen 13-17, adult 18+. */
export const CHILD_AGE_BANDS = ['baby', 'toddler', 'school', 'teen', 'adult'] as const;
/** "None" is the empty list. */
export const PETS = ['dog', 'cat', 'other'] as const;

const trimmedText = (max: number) => z.string().trim().max(max);
const uniqueList = <T extends string>(values: readonly T[]) =>
  z
    .array(z.enum(values as unknown as [T, ...T[]]))
    .max(values.length)
    .refine((list) => new Set(list).size === list.length, 'Each option at most once');

/** A complaint: what, how bad (0 none ... 10 worst imaginable) and optionally in the person's words. */
const complaint = <T extends string>(items: readonly T[]) =>
  z
    .object({
      item: z.enum(items as unknown as [T, ...T[]]),
      /** Only for `custom`: the person's name for it. */
      name: trimmedText(CUSTOM_COMPLAINT_NAME_MAX).min(1).optional(),
      severity: z.number().int().min(SEVERITY.min).max(SEVERITY.max),
      description: trimmedText(COMPLAINT_DESCRIPTION_MAX).optional(),
    })
    .strict();

const complaintList = <T extends string>(items: readonly T[]) =>
  z
    .array(complaint(items))
    .max(items.length + CUSTOM_COMPLAINTS_MAX)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((entry, index) => {
        if (entry.item === 'custom' && !entry.name) {
          ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'A custom complaint needs a name' });
        }
        if (entry.item !== 'custom' && entry.name !== undefined) {
          ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'Only a custom complaint has a name' });
        }
        const key = entry.item === 'custom' ? `custom:${entry.name?.toLowerCase()}` : entry.item;
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'item'], message: 'Listed twice' });
        seen.add(key);
      });
      if (list.filter((entry) => entry.item === 'custom').length > CUSTOM_COMPLAINTS_MAX) {
        ctx.addIssue({ code: 'custom', message: `At most ${CUSTOM_COMPLAINTS_MAX} custom complaints` });
      }
    });

const number = (bounds: { min: number; max: number; step: number }, unit: 'cm' | 'kg' | 'days') =>
  ({
    kind: 'number',
    ...bounds,
    unit,
    schema: z.number().min(bounds.min).max(bounds.max),
  }) as const;
const scale = (optionSet: string) =>
  ({ kind: 'scale', ...SCALE, optionSet, schema: z.number().int().min(SCALE.min).max(SCALE.max) }) as const;
const single = <T extends string>(optionSet: string, options: readonly T[]) =>
  ({ kind: 'single', optionSet, options, schema: z.enum(options as unknown as [T, ...T[]]) }) as const;
const multi = <T extends string>(optionSet: string, options: readonly T[]) =>
  ({ kind: 'multi', optionSet, options, schema: uniqueList(options) }) as const;
const complaints = <T extends string>(optionSet: string, options: readonly T[]) =>
  ({ kind: 'complaints', optionSet, options, schema: complaintList(options) }) as const;
/** Option set `yesNo` (yes, no). */
const yesNo = () => ({ kind: 'boolean', optionSet: 'yesNo', schema: z.boolean() }) as const;
const text = (maxLength: number) => ({ kind: 'text', maxLength, schema: trimmedText(maxLength) }) as const;

/** Shown only when another question of the same section has this answer (else the answer is dropped). */
type TShowIf = { question: string; equals: unknown };

type TQuestionShape =
  | ReturnType<typeof number>
  | ReturnType<typeof scale>
  | ReturnType<typeof single>
  | ReturnType<typeof multi>
  | ReturnType<typeof complaints>
  | ReturnType<typeof yesNo>
  | ReturnType<typeof text>
  | { kind: 'consent'; schema: z.ZodLiteral<true> }
  | {
      kind: 'children';
      optionSet: 'childAgeBands';
      options: typeof CHILD_AGE_BANDS;
      max: number;
      schema: z.ZodType<string[]>;
    };

export type TQuestionKind = TQuestionShape['kind'];
export type TQuestion = TQuestionShape & { readonly showIf?: TShowIf };

/**
 * When a section applies: `notMale` (women's health) is shown unless the profile's gender is male, so a person who
 * gave no gender can still answer or skip it; its answers are dropped for a man.
 */
export type TSkipRule = 'notMale';

function section<const Q extends Record<string, TQuestion>>(
  questions: Q,
  options: { skipRule?: TSkipRule; required?: boolean } = {},
) {
  const shape = Object.fromEntries(
    Object.entries(questions).map(([id, question]) => [
      id,
      options.required ? question.schema : question.schema.nullish(),
    ]),
  ) as { [K in keyof Q]: z.ZodOptional<z.ZodNullable<Q[K]['schema']>> };
  return {
    questions,
    skipRule: options.skipRule,
    required: options.required ?? false,
    schema: z.object(shape).strict(),
  };
}

/** The sections in order: the wizard's steps and the direct variant's index. */
export const QUESTIONNAIRE = {
  version: QUESTIONNAIRE_VERSION,
  sections: {
    /** Consent to process the answers (Art. 9(2)(a) GDPR): the first step, cannot be skipped. */
    consent: section(
      { dataProcessing: { kind: 'consent', schema: z.literal(true) } as TQuestion & { schema: z.ZodLiteral<true> } },
      { required: true },
    ),
    /** Age is shown from the profile (not asked); BMI is calculated from height and weight as the person types. */
    body: section({ heightCm: number(HEIGHT_CM, 'cm'), weightKg: number(WEIGHT_KG, 'kg') }),
    diseases: section({
      cardiovascular: multi('diseases.cardiovascular', CARDIOVASCULAR_DISEASES),
      metabolic: multi('diseases.metabolic', METABOLIC_DISEASES),
    }),
    complaints: section({
      internal: complaints('complaints.internal', INTERNAL_COMPLAINTS),
      orthopedic: complaints('complaints.orthopedic', ORTHOPEDIC_COMPLAINTS),
      other: complaints('complaints.other', OTHER_COMPLAINTS),
    }),
    medications: section({
      takesMedication: yesNo(),
      /** Comma-separated names, as the questionnaire asks for them. */
      names: { ...text(MEDICATION_NAMES_MAX), showIf: { question: 'takesMedication', equals: true } },
    }),
    lifestyle: section({
      fitness: scale('scale.fitness'),
      stress: scale('scale.stress'),
      nutrition: scale('scale.nutrition'),
      specialDiet: single('specialDiet', SPECIAL_DIETS),
    }),
    substances: section({
      smoking: single('smoking', SMOKING_OPTIONS),
      alcohol: single('alcohol', ALCOHOL_OPTIONS),
      caffeine: single('caffeine', CAFFEINE_OPTIONS),
    }),
    family: section({
      /** One age band per child; the number of children is the list's length. */
      children: {
        kind: 'children',
        optionSet: 'childAgeBands',
        options: CHILD_AGE_BANDS,
        max: CHILDREN_MAX,
        schema: z.array(z.enum(CHILD_AGE_BANDS)).max(CHILDREN_MAX),
      } as TQuestion & { schema: z.ZodArray<z.ZodEnum<{ [K in (typeof CHILD_AGE_BANDS)[number]]: K }>> },
      pets: multi('pets', PETS),
    }),
    womensHealth: section(
      {
        regularCycle: yesNo(),
        menstrualComplaints: yesNo(),
        cycleDays: number(CYCLE_DAYS, 'days'),
      },
      { skipRule: 'notMale' },
    ),
    motivation: section({
      intrinsic: scale('scale.motivation'),
      extrinsicSources: text(FREE_TEXT_MAX),
      dailyChallenges: text(FREE_TEXT_MAX),
      relaxationActivities: text(FREE_TEXT_MAX),
      stressReliefMethods: text(FREE_TEXT_MAX),
    }),
  },
} as const;

type TSections = (typeof QUESTIONNAIRE)['sections'];
export type TQuestionnaireSectionId = keyof TSections;
export const QUESTIONNAIRE_SECTIONS = Object.keys(QUESTIONNAIRE.sections) as TQuestionnaireSectionId[];
export const ZQuestionnaireSectionIdSchema = z.enum(QUESTIONNAIRE_SECTIONS as [TQuestionnaireSectionId]);

/** The i18n keys of a section and a question (namespace questionnaireItems). */
export const questionnaireKeys = {
  sectionTitle: (sectionId: TQuestionnaireSectionId) => `questionnaireItems:sections.${sectionId}.title`,
  sectionDescription: (sectionId: TQuestionnaireSectionId) => `questionnaireItems:sections.${sectionId}.description`,
  questionLabel: (sectionId: TQuestionnaireSectionId, questionId: string) =>
    `questionnaireItems:questions.${sectionId}.${questionId}.label`,
  questionHint: (sectionId: TQuestionnaireSectionId, questionId: string) =>
    `questionnaireItems:questions.${sectionId}.${questionId}.hint`,
  option: (optionSet: string, option: string | number) => `questionnaireItems:options.${optionSet}.${option}`,
};

/**
 * The answers of one questionnaire (a draft or a submission): the consent, then any section, each optional.
 * Out-of-range and malformed values are refused; unknown keys too (strict).
 */
export const ZQuestionnaireAnswersSchema = z
  .object({
    consent: QUESTIONNAIRE.sections.consent.schema,
    body: QUESTIONNAIRE.sections.body.schema.optional(),
    diseases: QUESTIONNAIRE.sections.diseases.schema.optional(),
    complaints: QUESTIONNAIRE.sections.complaints.schema.optional(),
    medications: QUESTIONNAIRE.sections.medications.schema.optional(),
    lifestyle: QUESTIONNAIRE.sections.lifestyle.schema.optional(),
    substances: QUESTIONNAIRE.sections.substances.schema.optional(),
    family: QUESTIONNAIRE.sections.family.schema.optional(),
    womensHealth: QUESTIONNAIRE.sections.womensHealth.schema.optional(),
    motivation: QUESTIONNAIRE.sections.motivation.schema.optional(),
  })
  .strict() satisfies z.ZodType<{ [K in TQuestionnaireSectionId]?: unknown }>;
export type TQuestionnaireAnswers = z.infer<typeof ZQuestionnaireAnswersSchema>;

/** Whether a section is asked of a person with this profile gender (null: not given). */
export function sectionApplies(sectionId: TQuestionnaireSectionId, gender: TGender | null): boolean {
  const rule: TSkipRule | undefined = QUESTIONNAIRE.sections[sectionId].skipRule;
  return rule === 'notMale' ? gender !== 'male' : true;
}

/** The sections a person with this gender is asked, in order. */
export function applicableSections(gender: TGender | null): TQuestionnaireSectionId[] {
  return QUESTIONNAIRE_SECTIONS.filter((sectionId) => sectionApplies(sectionId, gender));
}

/**
 * The answers as they are stored: nulls and empty texts dropped, answers to hidden questions (showIf) dropped,
 * sections that do not apply dropped, empty sections dropped. Server and web call it before saving.
 */
export function normalizeAnswers(answers: TQuestionnaireAnswers, gender: TGender | null): TQuestionnaireAnswers {
  const result: Record<string, unknown> = {};
  for (const sectionId of QUESTIONNAIRE_SECTIONS) {
    const given = answers[sectionId] as Record<string, unknown> | undefined;
    if (!given || !sectionApplies(sectionId, gender)) continue;
    const questions = QUESTIONNAIRE.sections[sectionId].questions as Record<string, TQuestion>;
    const kept: Record<string, unknown> = {};
    for (const [questionId, question] of Object.entries(questions)) {
      const value = given[questionId];
      if (value === null || value === undefined || value === '') continue;
      if (question.showIf && given[question.showIf.question] !== question.showIf.equals) continue;
      kept[questionId] = value;
    }
    if (Object.keys(kept).length > 0) result[sectionId] = kept;
  }
  return result as TQuestionnaireAnswers;
}

/** Whether a section has at least one answer. */
export function sectionAnswered(answers: TQuestionnaireAnswers, sectionId: TQuestionnaireSectionId): boolean {
  const given = answers[sectionId] as Record<string, unknown> | undefined;
  return !!given && Object.values(given).some((value) => value !== null && value !== undefined && value !== '');
}

/** Body mass index (kg/m²), one decimal; null without both values. */
export function bmiOf(heightCm: number | null | undefined, weightKg: number | null | undefined): number | null {
  if (!heightCm || !weightKg || !(heightCm > 0) || !(weightKg > 0)) return null;
  return Math.round((weightKg / (heightCm / 100) ** 2) * 10) / 10;
}

/** WHO adult BMI bands: under 18.5, 18.5-24.9, 25-29.9, 30 and over. */
export const BMI_BANDS = ['underweight', 'normal', 'overweight', 'obese'] as const;
export type TBmiBand = (typeof BMI_BANDS)[number];
export function bmiBand(bmi: number): TBmiBand {
  if (bmi < 18.5) return 'underweight';
  if (bmi < 25) return 'normal';
  if (bmi < 30) return 'overweight';
  return 'obese';
}
