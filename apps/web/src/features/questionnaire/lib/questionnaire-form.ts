import { z } from 'zod';
import {
  COMPLAINT_DESCRIPTION_MAX,
  CUSTOM_COMPLAINT_NAME_MAX,
  QUESTIONNAIRE,
  QUESTIONNAIRE_SECTIONS,
  ZQuestionnaireAnswersSchema,
  type TQuestion,
  type TQuestionnaireSectionId,
} from '@openwell/contracts';
import {
  isWholeNumber,
  questionOf,
  sectionQuestions,
  typedNumberIn,
  type TSectionFormValues,
} from './questionnaire-form-values.ts';

export * from './questionnaire-form-values.ts';

/**
 * The questionnaire form's schema: it checks the form's values (questionnaire-form-values.ts) with the definition's
 * bounds, gives each problem its message key (namespace `questionnaire`), then pipes into the contract's own schema,
 * so the wizard, the direct variant and the server refuse the same answers.
 */

/** The message keys of the form's problems; the field shows them with the question's bounds as values. */
export const VALIDATION_KEYS = {
  consent: 'questionnaire:validation.consentRequired',
  number: 'questionnaire:validation.number',
  wholeNumber: 'questionnaire:validation.wholeNumber',
  textTooLong: 'questionnaire:validation.textTooLong',
  severity: 'questionnaire:validation.severityRequired',
  complaintName: 'questionnaire:validation.complaintNameRequired',
  complaintNameDuplicate: 'questionnaire:validation.complaintNameDuplicate',
  childBand: 'questionnaire:validation.childBandRequired',
  invalid: 'errors:VALIDATION_FAILED',
} as const;
export type TValidationKey = (typeof VALIDATION_KEYS)[keyof typeof VALIDATION_KEYS];

// ---- the schema ---------------------------------------------------------------------------------------------------

const issue = (ctx: z.RefinementCtx, message: TValidationKey, path: PropertyKey[] = []) =>
  ctx.addIssue({ code: 'custom', message, path });

function numberSchema(question: { min: number; max: number; step: number }) {
  return z.string().transform((typed, ctx) => {
    if (typed.trim() === '') return null;
    const value = typedNumberIn(typed, question);
    if (value === null) {
      issue(ctx, isWholeNumber(question) ? VALIDATION_KEYS.wholeNumber : VALIDATION_KEYS.number);
      return z.NEVER;
    }
    return value;
  });
}

function textSchema(maxLength: number) {
  return z.string().transform((typed, ctx) => {
    const text = typed.trim();
    if (text.length > maxLength) {
      issue(ctx, VALIDATION_KEYS.textTooLong);
      return z.NEVER;
    }
    return text === '' ? null : text;
  });
}

function complaintsSchema(options: readonly string[]) {
  const entry = z
    .object({
      item: z.enum(options as [string, ...string[]]),
      name: z.string(),
      severity: z.number().int().min(0).max(10).nullable(),
      description: z.string(),
    })
    .superRefine((value, ctx) => {
      if (value.severity === null) issue(ctx, VALIDATION_KEYS.severity, ['severity']);
      if (value.item === 'custom') {
        const name = value.name.trim();
        if (name === '') issue(ctx, VALIDATION_KEYS.complaintName, ['name']);
        else if (name.length > CUSTOM_COMPLAINT_NAME_MAX) issue(ctx, VALIDATION_KEYS.textTooLong, ['name']);
      }
      if (value.description.trim().length > COMPLAINT_DESCRIPTION_MAX) {
        issue(ctx, VALIDATION_KEYS.textTooLong, ['description']);
      }
    })
    .transform(({ item, name, severity, description }) => ({
      item,
      ...(item === 'custom' ? { name: name.trim() } : {}),
      severity: severity ?? 0,
      ...(description.trim() !== '' ? { description: description.trim() } : {}),
    }));
  return z
    .array(entry)
    .nullable()
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list?.forEach((value, index) => {
        if (value.item !== 'custom' || !value.name) return;
        const key = value.name.toLowerCase();
        if (seen.has(key)) issue(ctx, VALIDATION_KEYS.complaintNameDuplicate, [index, 'name']);
        seen.add(key);
      });
    });
}

function childrenSchema(bands: readonly string[]) {
  return z
    .array(z.string())
    .nullable()
    .superRefine((list, ctx) =>
      list?.forEach((band, index) => {
        if (!bands.includes(band)) issue(ctx, VALIDATION_KEYS.childBand, [index]);
      }),
    );
}

function questionSchema(question: TQuestion): z.ZodType {
  switch (question.kind) {
    case 'consent':
      return z.boolean().refine((given) => given, { error: VALIDATION_KEYS.consent });
    case 'number':
      return numberSchema(question);
    case 'text':
      return textSchema(question.maxLength);
    case 'scale':
      return z.number().int().min(question.min).max(question.max).nullable();
    case 'single':
      return z.enum(question.options as unknown as [string, ...string[]]).nullable();
    case 'multi':
      return z.array(z.enum(question.options as unknown as [string, ...string[]])).nullable();
    case 'boolean':
      return z.boolean().nullable();
    case 'complaints':
      return complaintsSchema(question.options);
    case 'children':
      return childrenSchema(question.options);
  }
}

const withoutEmpty = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined));

function buildSectionSchema(sectionId: TQuestionnaireSectionId) {
  const shape = Object.fromEntries(
    sectionQuestions(sectionId).map(([questionId, question]) => [questionId, questionSchema(question)]),
  );
  return z.object(shape).transform(withoutEmpty).pipe(QUESTIONNAIRE.sections[sectionId].schema);
}

const SECTION_SCHEMAS = new Map<TQuestionnaireSectionId, ReturnType<typeof buildSectionSchema>>();

/** One section of the form -> that section of the contract's answers (unanswered questions left out). */
export function sectionFormSchema(sectionId: TQuestionnaireSectionId): ReturnType<typeof buildSectionSchema> {
  let schema = SECTION_SCHEMAS.get(sectionId);
  if (!schema) {
    schema = buildSectionSchema(sectionId);
    SECTION_SCHEMAS.set(sectionId, schema);
  }
  return schema;
}

/** The whole form -> the contract's answers (the direct variant's save; the wizard validates a step at a time). */
export const ZQuestionnaireFormSchema = z
  .object(
    Object.fromEntries(QUESTIONNAIRE_SECTIONS.map((sectionId) => [sectionId, sectionFormSchema(sectionId)])) as Record<
      TQuestionnaireSectionId,
      ReturnType<typeof sectionFormSchema>
    >,
  )
  .transform((sections) =>
    Object.fromEntries(Object.entries(sections).filter(([, answers]) => Object.keys(answers).length > 0)),
  )
  .pipe(ZQuestionnaireAnswersSchema);

/** A section's answers from the form's values, or null when they do not pass (the form shows why). */
export function sectionAnswersOf(
  sectionId: TQuestionnaireSectionId,
  values: TSectionFormValues,
): Record<string, unknown> | null {
  const parsed = sectionFormSchema(sectionId).safeParse(values);
  return parsed.success ? parsed.data : null;
}

/**
 * The message key of a problem at a path of the form (a zod issue the schema above did not name, or a field error
 * the server sent): the question's own message where there is one, else the server's "not valid".
 */
export function messageKeyAt(path: ReadonlyArray<PropertyKey>): TValidationKey {
  const [sectionId, questionId, ...rest] = path.map(String);
  if (!sectionId || !questionId || !(QUESTIONNAIRE_SECTIONS as string[]).includes(sectionId)) {
    return VALIDATION_KEYS.invalid;
  }
  const question = questionOf(sectionId as TQuestionnaireSectionId, questionId);
  switch (question?.kind) {
    case 'consent':
      return VALIDATION_KEYS.consent;
    case 'number':
      return isWholeNumber(question) ? VALIDATION_KEYS.wholeNumber : VALIDATION_KEYS.number;
    case 'text':
      return VALIDATION_KEYS.textTooLong;
    case 'complaints': {
      const part = rest[1];
      if (part === 'severity') return VALIDATION_KEYS.severity;
      if (part === 'name') return VALIDATION_KEYS.complaintName;
      if (part === 'description') return VALIDATION_KEYS.textTooLong;
      return VALIDATION_KEYS.invalid;
    }
    case 'children':
      return rest.length > 0 ? VALIDATION_KEYS.childBand : VALIDATION_KEYS.invalid;
    default:
      return VALIDATION_KEYS.invalid;
  }
}
