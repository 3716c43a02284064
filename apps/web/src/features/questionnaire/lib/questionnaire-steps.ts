import {
  QUESTIONNAIRE_SECTIONS,
  sectionAnswered,
  type TQuestionnaireAnswers,
  type TQuestionnaireSectionId,
} from '@openwell/contracts';

/**
 * Where the wizard resumes: the draft's step when the person is asked it, else the next step they are asked (a
 * draft saved at the women's step by someone whose profile now says male resumes at the step after it).
 */
export function resumeIndex(
  step: TQuestionnaireSectionId | null | undefined,
  steps: TQuestionnaireSectionId[],
): number {
  if (!step) return 0;
  const index = steps.indexOf(step);
  if (index >= 0) return index;
  const order = QUESTIONNAIRE_SECTIONS.indexOf(step);
  const next = steps.findIndex((candidate) => QUESTIONNAIRE_SECTIONS.indexOf(candidate) > order);
  return next >= 0 ? next : steps.length - 1;
}

/**
 * The step a draft saved on the direct variant resumes at in the wizard: the first step after the consent without an
 * answer, else the last step.
 */
export function firstUnansweredStep(
  answers: TQuestionnaireAnswers,
  steps: TQuestionnaireSectionId[],
): TQuestionnaireSectionId {
  return (
    steps.find((step) => step !== 'consent' && !sectionAnswered(answers, step)) ?? steps[steps.length - 1] ?? 'consent'
  );
}

/** The DOM id of a section's heading (the direct variant's index links to it). */
export function sectionHeadingId(sectionId: TQuestionnaireSectionId): string {
  return `questionnaire-section-${sectionId}`;
}
