import {
  QUESTIONNAIRE,
  QUESTIONNAIRE_SECTIONS,
  type TQuestion,
  type TQuestionnaireAnswers,
  type TQuestionnaireSectionId,
} from '@openwell/contracts';

/**
 * The questionnaire form's values (wizard and direct variant), derived from the one definition in
 * @openwell/contracts: what a person types is kept as typed (numbers as text, so "1,75" stays on screen to be
 * corrected). Unanswered: '' (number, text) or null (choices, lists); a list answered with "None of these" is [].
 * The schema that turns them into the contract's answers: questionnaire-form.ts.
 */

export interface TComplaintFormEntry {
  item: string;
  /** Only for `custom` entries: the person's own name for it. */
  name: string;
  /** 0-10; null until chosen. */
  severity: number | null;
  description: string;
}

export type TFormValue = string | number | boolean | null | string[] | TComplaintFormEntry[];
export type TSectionFormValues = Record<string, TFormValue>;
export type TQuestionnaireFormValues = Record<TQuestionnaireSectionId, TSectionFormValues>;
export type TFormPath = `${TQuestionnaireSectionId}.${string}`;

/** The form's path of a question: `body.heightCm`. */
export function fieldPath(sectionId: TQuestionnaireSectionId, questionId: string): TFormPath {
  return `${sectionId}.${questionId}`;
}

/** The definition's questions of a section, in order. */
export function sectionQuestions(sectionId: TQuestionnaireSectionId): Array<[string, TQuestion]> {
  return Object.entries(QUESTIONNAIRE.sections[sectionId].questions as Record<string, TQuestion>);
}

export function questionOf(sectionId: TQuestionnaireSectionId, questionId: string): TQuestion | undefined {
  return (QUESTIONNAIRE.sections[sectionId].questions as Record<string, TQuestion>)[questionId];
}

/** Whether a number question takes whole numbers only (height, cycle) or one decimal (weight). */
export function isWholeNumber(question: { step: number }): boolean {
  return question.step >= 1;
}

/** A typed number ("72,5" or "72.5") as a number; NaN when it is not one. */
export function parseTypedNumber(text: string): number {
  const normalized = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** A typed number within the question's bounds and step, else null. */
export function typedNumberIn(text: string, question: { min: number; max: number; step: number }): number | null {
  const value = parseTypedNumber(text);
  if (!Number.isFinite(value) || value < question.min || value > question.max) return null;
  const steps = value / question.step;
  return Math.abs(steps - Math.round(steps)) < 1e-6 ? value : null;
}

// ---- form values <-> answers --------------------------------------------------------------------------------------

function emptyValue(question: TQuestion): TFormValue {
  switch (question.kind) {
    case 'number':
    case 'text':
      return '';
    case 'consent':
      return false;
    default:
      return null;
  }
}

function formValueOf(question: TQuestion, answer: unknown): TFormValue {
  if (answer === undefined || answer === null) return emptyValue(question);
  switch (question.kind) {
    case 'number':
      return String(answer);
    case 'complaints':
      return (answer as Array<{ item: string; name?: string; severity: number; description?: string }>).map(
        (entry) => ({
          item: entry.item,
          name: entry.name ?? '',
          severity: entry.severity,
          description: entry.description ?? '',
        }),
      );
    case 'multi':
    case 'children':
      return [...(answer as string[])];
    default:
      return answer as TFormValue;
  }
}

/** The form's values for a set of answers (a draft's, the latest submission's), or empty ones. */
export function formValuesOf(answers: TQuestionnaireAnswers | null | undefined): TQuestionnaireFormValues {
  return Object.fromEntries(
    QUESTIONNAIRE_SECTIONS.map((sectionId) => {
      const given = (answers?.[sectionId] ?? {}) as Record<string, unknown>;
      return [
        sectionId,
        Object.fromEntries(
          sectionQuestions(sectionId).map(([questionId, question]) => [
            questionId,
            formValueOf(question, given[questionId]),
          ]),
        ),
      ];
    }),
  ) as TQuestionnaireFormValues;
}

/** Whether a section of the form holds any answer (the direct variant's index marks it). */
export function formSectionAnswered(values: TSectionFormValues | undefined): boolean {
  if (!values) return false;
  return Object.values(values).some((value) => {
    if (value === null || value === undefined || value === false) return false;
    if (typeof value === 'string') return value.trim() !== '';
    return true; // a number, true, or a list ([] is "none of these", an answer too)
  });
}
