import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import {
  applicableSections,
  normalizeAnswers,
  questionnaireKeys,
  type TQuestionnaireAnswers,
  type TQuestionnaireSectionId,
  type TQuestionnaireState,
  type TSubmitQuestionnaireResponse,
} from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Form } from '@/components/ui/form.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { fieldPath, formValuesOf, sectionAnswersOf, sectionQuestions } from '../lib/questionnaire-form.ts';
import { resumeIndex, sectionHeadingId } from '../lib/questionnaire-steps.ts';
import { focusFirstProblem, useQuestionnaireForm, useQuestionnaireSave } from '../lib/use-questionnaire-form.ts';
import { SaveErrorAlert } from './questionnaire-page-parts.tsx';
import { QuestionSection } from './question-section.tsx';

/**
 * The wizard (/anamnesebogen): one section per step (the women's section skipped for a man), with progress,
 * Previous, Skip, Next and, on the last step, Finish. The consent comes first and cannot be skipped; nothing is saved
 * before it is given. Next checks the step, saves the draft with the step to resume at and moves on; Skip saves the
 * position without the step's new answers (they are put back as they were saved); Previous moves back without saving.
 * A failed save keeps everything typed and offers to try again. Focus moves to the step's heading on every move.
 */
export function QuestionnaireWizard({
  state,
  answers,
  step,
  onCompleted,
}: {
  state: TQuestionnaireState;
  /** What to start with: the draft's answers, the latest submission's (a review), or nothing. */
  answers: TQuestionnaireAnswers | null;
  /** Where to start: the draft's step, or the first. */
  step: TQuestionnaireSectionId | null;
  onCompleted: (result: TSubmitQuestionnaireResponse) => void;
}) {
  const { t } = useTranslation(['questionnaire', 'questionnaireItems']);
  const [steps] = useState(() => applicableSections(state.gender));
  const form = useQuestionnaireForm(answers);
  const save = useQuestionnaireSave(form);
  const [index, setIndex] = useState(() => resumeIndex(step, steps));
  /** The answers as last saved (or loaded): a skipped step goes back to them. */
  const [saved, setSaved] = useState<TQuestionnaireAnswers | null>(answers);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  const sectionId = steps[index]!;
  const first = index === 0;
  const last = index === steps.length - 1;
  const goTo = (next: number) => {
    save.clearFailure();
    moved.current = true;
    setIndex(next);
  };

  const next = async () => {
    if (!(await form.trigger(sectionId))) {
      focusFirstProblem(formRef.current);
      return;
    }
    const sectionAnswers = sectionAnswersOf(sectionId, form.getValues(sectionId));
    if (!sectionAnswers) return; // trigger passed, so this does not happen
    const withStep = { ...saved, [sectionId]: sectionAnswers } as TQuestionnaireAnswers;
    const all = normalizeAnswers(withStep, state.gender);
    if (last) {
      const result = await save.complete(all, () => void next());
      if (result) onCompleted(result);
      else focusFirstProblem(formRef.current);
      return;
    }
    if (await save.draft(steps[index + 1]!, all, () => void next())) {
      setSaved(all);
      goTo(index + 1);
    } else {
      focusFirstProblem(formRef.current);
    }
  };

  const skip = async () => {
    if (!saved || last || first) return; // the consent cannot be skipped; the last step has Finish
    if (!(await save.draft(steps[index + 1]!, saved, () => void skip()))) return;
    const before = formValuesOf(saved)[sectionId];
    for (const [questionId] of sectionQuestions(sectionId)) {
      form.setValue(fieldPath(sectionId, questionId), before[questionId] ?? null);
    }
    form.clearErrors(sectionId);
    goTo(index + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.pending) void next();
  };

  const progress = t('questionnaire:wizard.progress', { current: index + 1, total: steps.length });
  const headingId = sectionHeadingId(sectionId);
  const busy = save.pending;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <p id="questionnaire-progress-label" className="text-sm font-medium">
          {progress}
        </p>
        <Progress
          value={index + 1}
          max={steps.length}
          aria-labelledby="questionnaire-progress-label"
          getValueLabel={() => progress}
        />
      </div>
      <Form {...form}>
        <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-6">
          <section
            aria-labelledby={headingId}
            className="flex flex-col gap-6 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
          >
            <div className="flex flex-col gap-1.5">
              <h2
                id={headingId}
                ref={headingRef}
                tabIndex={-1}
                className="rounded-sm text-xl font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {t(questionnaireKeys.sectionTitle(sectionId))}
              </h2>
              <p className="text-pretty text-muted-foreground">{t(questionnaireKeys.sectionDescription(sectionId))}</p>
            </div>
            <QuestionSection key={sectionId} sectionId={sectionId} age={state.age} />
          </section>
          <SaveErrorAlert failure={save.failure} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
            <Button type="button" variant="outline" disabled={first || busy} onClick={() => goTo(index - 1)}>
              <ArrowLeft aria-hidden="true" />
              {t('questionnaire:wizard.previous')}
            </Button>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              {!first && !last ? (
                <Button type="button" variant="ghost" disabled={busy} onClick={() => void skip()}>
                  {t('questionnaire:wizard.skip')}
                </Button>
              ) : null}
              <Button type="submit" disabled={busy}>
                {busy ? <Spinner size="sm" /> : null}
                {last ? t('questionnaire:wizard.finish') : t('questionnaire:wizard.next')}
                {busy ? null : last ? <Check aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
              </Button>
            </div>
          </div>
        </form>
      </Form>
    </div>
  );
}
