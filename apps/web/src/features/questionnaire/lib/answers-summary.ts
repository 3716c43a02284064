import type { TFunction } from 'i18next';
import {
  QUESTIONNAIRE,
  QUESTIONNAIRE_SECTIONS,
  questionnaireKeys,
  type TQuestion,
  type TQuestionnaireAnswers,
  type TQuestionnaireSectionId,
} from '@openwell/contracts';
import { formatDecimal } from '@/lib/number-format.ts';

/**
 * A questionnaire's answers in words, read from the definition (contracts questionnaire-definition.ts) in its order:
 * every answered question with its label and its answer in the person's language (option labels of the namespace
 * questionnaireItems, numbers with their unit, "None of these" for an empty choice, a complaint's severity as "6 / 10").
 * The read-only summary (AnswersSummary) and the download (answers-export.ts) are both built from it, so they show
 * the same answers the same way. Unanswered questions and sections are left out.
 */

export type TComplaintAnswer = { name: string; severity: string; description: string | null };
export type TAnswerValue = { kind: 'text'; text: string } | { kind: 'complaints'; complaints: TComplaintAnswer[] };
export type TAnswerRow = { questionId: string; question: string; value: TAnswerValue };
export type TAnswerSection = { sectionId: TQuestionnaireSectionId; title: string; rows: TAnswerRow[] };

type TComplaintEntry = { item: string; name?: string; severity: number; description?: string };

const text = (value: string): TAnswerValue => ({ kind: 'text', text: value });

function unitText(t: TFunction, unit: 'cm' | 'kg' | 'days', value: number, language: string): string {
  const formatted = formatDecimal(value, language);
  switch (unit) {
    case 'cm':
      return t('healthProfile:answers.unit.cm', { value: formatted });
    case 'kg':
      return t('healthProfile:answers.unit.kg', { value: formatted });
    case 'days':
      return t('healthProfile:answers.unit.days', { count: value, value: formatted });
  }
}

function listText(items: string[], language: string): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
}

function answerValue(t: TFunction, question: TQuestion, value: unknown, language: string): TAnswerValue {
  const option = (set: string, id: string | number) => t(questionnaireKeys.option(set, id));
  switch (question.kind) {
    case 'consent':
      return text(t('healthProfile:answers.consentGiven'));
    case 'number':
      return text(unitText(t, question.unit, value as number, language));
    case 'scale':
      return text(
        t('healthProfile:answers.scale', {
          label: option(question.optionSet, value as number),
          value: formatDecimal(value as number, language),
        }),
      );
    case 'single':
      return text(option(question.optionSet, value as string));
    case 'multi': {
      const chosen = value as string[];
      return text(
        chosen.length === 0
          ? t('healthProfile:answers.none')
          : listText(
              chosen.map((id) => option(question.optionSet, id)),
              language,
            ),
      );
    }
    case 'boolean':
      return text(option('yesNo', value ? 'yes' : 'no'));
    case 'text':
      return text(value as string);
    case 'children': {
      const bands = value as string[];
      return text(
        bands.length === 0
          ? t('healthProfile:answers.noChildren')
          : listText(
              bands.map((band) => option(question.optionSet, band)),
              language,
            ),
      );
    }
    case 'complaints': {
      const entries = value as TComplaintEntry[];
      if (entries.length === 0) return text(t('healthProfile:answers.none'));
      return {
        kind: 'complaints',
        complaints: entries.map((entry) => ({
          name: entry.item === 'custom' && entry.name ? entry.name : option(question.optionSet, entry.item),
          severity: t('healthProfile:answers.severity', { value: formatDecimal(entry.severity, language) }),
          description: entry.description ? entry.description : null,
        })),
      };
    }
  }
}

/** The answered sections in the definition's order, each with its answered questions. */
export function answersSummary(t: TFunction, answers: TQuestionnaireAnswers, language: string): TAnswerSection[] {
  return QUESTIONNAIRE_SECTIONS.flatMap((sectionId) => {
    const given = answers[sectionId] as Record<string, unknown> | undefined;
    if (!given) return [];
    const questions = QUESTIONNAIRE.sections[sectionId].questions as Record<string, TQuestion>;
    const rows = Object.entries(questions).flatMap(([questionId, question]): TAnswerRow[] => {
      const value = given[questionId];
      if (value === null || value === undefined || value === '') return [];
      if (question.showIf && given[question.showIf.question] !== question.showIf.equals) return [];
      return [
        {
          questionId,
          question: t(questionnaireKeys.questionLabel(sectionId, questionId)),
          value: answerValue(t, question, value, language),
        },
      ];
    });
    return rows.length > 0 ? [{ sectionId, title: t(questionnaireKeys.sectionTitle(sectionId)), rows }] : [];
  });
}

/** A complaint in one line: "Back pain: 6 / 10 (when sitting long)". */
export function complaintLine(t: TFunction, complaint: TComplaintAnswer): string {
  return complaint.description
    ? t('healthProfile:answers.complaintDescribed', {
        name: complaint.name,
        severity: complaint.severity,
        description: complaint.description,
      })
    : t('healthProfile:answers.complaint', { name: complaint.name, severity: complaint.severity });
}
