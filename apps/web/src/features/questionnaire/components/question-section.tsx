import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { TQuestion, TQuestionnaireSectionId } from '@openwell/contracts';
import { CheckboxField } from '@/components/checkbox-field.tsx';
import { sectionQuestions, type TQuestionnaireFormValues } from '../lib/questionnaire-form.ts';
import { MultiQuestion, RadioQuestion, useQuestionTexts, type TQuestionProps } from './choice-questions.tsx';
import { ChildrenQuestion } from './children-question.tsx';
import { ComplaintsQuestion } from './complaints-question.tsx';
import { AgeFromProfile, BmiOutput, NumberQuestion, TextQuestion } from './input-questions.tsx';
import { FieldMessage } from './question-parts.tsx';

/**
 * The questions of one section, each rendered by its kind from the definition; a question with `showIf` (medication
 * names) only while the other answer holds. The body section shows the age from the profile before height and weight
 * and the BMI after them. The caller renders the section's heading (the wizard's step, the direct variant's part).
 */
export function QuestionSection({ sectionId, age }: { sectionId: TQuestionnaireSectionId; age: number | null }) {
  const questions = sectionQuestions(sectionId).map(([questionId, question]) => (
    <Question key={questionId} sectionId={sectionId} questionId={questionId} question={question} />
  ));
  if (sectionId === 'body') {
    return (
      <div className="flex flex-col gap-6">
        <AgeFromProfile age={age} />
        <div className="grid gap-6 sm:grid-cols-2">{questions}</div>
        <BmiOutput />
      </div>
    );
  }
  return <div className="flex flex-col gap-6">{questions}</div>;
}

function Question(props: TQuestionProps) {
  const { question } = props;
  const field = ((): ReactNode => {
    switch (question.kind) {
      case 'consent':
        return <ConsentQuestion {...props} />;
      case 'number':
        return <NumberQuestion {...props} />;
      case 'text':
        return <TextQuestion {...props} />;
      case 'scale':
      case 'single':
      case 'boolean':
        return <RadioQuestion {...props} />;
      case 'multi':
        return <MultiQuestion {...props} />;
      case 'complaints':
        return <ComplaintsQuestion {...props} />;
      case 'children':
        return <ChildrenQuestion {...props} />;
    }
  })();
  return question.showIf ? (
    <ShownIf sectionId={props.sectionId} showIf={question.showIf}>
      {field}
    </ShownIf>
  ) : (
    field
  );
}

/** Renders its question only while the other question of the section has the given answer. */
function ShownIf({
  sectionId,
  showIf,
  children,
}: {
  sectionId: TQuestionnaireSectionId;
  showIf: NonNullable<TQuestion['showIf']>;
  children: ReactNode;
}) {
  const { control } = useFormContext<TQuestionnaireFormValues>();
  const value = useWatch({ control, name: `${sectionId}.${showIf.question}` });
  return value === showIf.equals ? children : null;
}

/** The consent to process the answers: a checkbox that must be ticked before anything is saved. */
function ConsentQuestion({ sectionId, questionId }: TQuestionProps) {
  const { control } = useFormContext<TQuestionnaireFormValues>();
  const { label, hint } = useQuestionTexts(sectionId, questionId);
  return (
    <CheckboxField
      control={control}
      name={`${sectionId}.${questionId}`}
      className="rounded-lg border p-4"
      label={label}
      description={hint}
      message={<FieldMessage />}
    />
  );
}
