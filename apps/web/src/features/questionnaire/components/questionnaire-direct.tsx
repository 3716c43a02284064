import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { Circle, CircleCheck, Save } from 'lucide-react';
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
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/utils.ts';
import { formSectionAnswered, sectionAnswersOf, type TQuestionnaireFormValues } from '../lib/questionnaire-form.ts';
import { firstUnansweredStep, sectionHeadingId } from '../lib/questionnaire-steps.ts';
import {
  focusFirstProblem,
  useQuestionnaireForm,
  useQuestionnaireSave,
  type TQuestionnaireForm,
} from '../lib/use-questionnaire-form.ts';
import { SaveErrorAlert } from './questionnaire-page-parts.tsx';
import { QuestionSection } from './question-section.tsx';

/**
 * The direct variant (/anamnesebogen-direct, ADR 020): every section the person is asked on one page in one form,
 * with an index of the sections (each marked answered or not), opening with the draft's answers, else the latest
 * submission's. "Save" completes (a new version, as the wizard's Finish); "Save draft" keeps them unfinished. The same
 * checks, calls and error handling as the wizard.
 */
export function QuestionnaireDirect({
  state,
  onCompleted,
}: {
  state: TQuestionnaireState;
  onCompleted: (result: TSubmitQuestionnaireResponse) => void;
}) {
  const { t } = useTranslation(['questionnaire', 'questionnaireItems']);
  const [steps] = useState(() => applicableSections(state.gender));
  const form = useQuestionnaireForm(state.draft?.answers ?? state.latest?.answers ?? null);
  const save = useQuestionnaireSave(form);
  const [draftSaved, setDraftSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  /** The answers of every section asked, once they all pass; else null (the problems are shown and focused). */
  const checked = async (): Promise<TQuestionnaireAnswers | null> => {
    setDraftSaved(false);
    if (!(await form.trigger(steps))) {
      focusFirstProblem(formRef.current);
      return null;
    }
    const answers = Object.fromEntries(
      steps.map((sectionId) => [sectionId, sectionAnswersOf(sectionId, form.getValues(sectionId))]),
    ) as TQuestionnaireAnswers;
    return normalizeAnswers(answers, state.gender);
  };

  const complete = async () => {
    const answers = await checked();
    if (!answers) return;
    const result = await save.complete(answers, () => void complete());
    if (result) onCompleted(result);
    else focusFirstProblem(formRef.current);
  };

  const keepDraft = async () => {
    const answers = await checked();
    if (!answers) return;
    const step = state.draft?.step ?? firstUnansweredStep(answers, steps);
    if (await save.draft(step, answers, () => void keepDraft())) setDraftSaved(true);
    else focusFirstProblem(formRef.current);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.pending) void complete();
  };

  const busy = save.pending;
  return (
    <div className="grid gap-8 lg:grid-cols-[15rem_1fr] lg:items-start">
      <SectionIndex steps={steps} form={form} />
      <Form {...form}>
        <form ref={formRef} onSubmit={submit} noValidate className="flex max-w-3xl flex-col gap-6">
          {steps.map((sectionId) => (
            <section
              key={sectionId}
              aria-labelledby={sectionHeadingId(sectionId)}
              className="flex scroll-mt-20 flex-col gap-6 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
            >
              <div className="flex flex-col gap-1.5">
                <h2
                  id={sectionHeadingId(sectionId)}
                  tabIndex={-1}
                  className="scroll-mt-20 rounded-sm text-xl font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {t(questionnaireKeys.sectionTitle(sectionId))}
                </h2>
                <p className="text-pretty text-muted-foreground">
                  {t(questionnaireKeys.sectionDescription(sectionId))}
                </p>
              </div>
              <QuestionSection sectionId={sectionId} age={state.age} />
            </section>
          ))}
          <SaveErrorAlert failure={save.failure} />
          {draftSaved ? (
            <p role="status" className="text-sm font-medium text-primary">
              {t('questionnaire:direct.draftSaved')}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={busy} onClick={() => void keepDraft()}>
              <Save aria-hidden="true" />
              {t('questionnaire:direct.saveDraft')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <Spinner size="sm" /> : null}
              {t('questionnaire:direct.save')}
            </Button>
          </div>
        </form>
      </Form>
    </div>
  );
}

/** The index: a link to each section's heading, marked answered or not (by icon and words, not by colour). */
function SectionIndex({ steps, form }: { steps: TQuestionnaireSectionId[]; form: TQuestionnaireForm }) {
  const { t } = useTranslation(['questionnaire', 'questionnaireItems']);
  const values = useWatch({ control: form.control }) as Partial<TQuestionnaireFormValues>;
  return (
    <nav
      aria-labelledby="questionnaire-index-title"
      className="flex flex-col gap-1 rounded-xl border bg-card p-2 text-card-foreground lg:sticky lg:top-20"
    >
      <p id="questionnaire-index-title" className="px-2 pt-1 pb-1 text-xs font-medium text-muted-foreground">
        {t('questionnaire:direct.index')}
      </p>
      <ol className="flex flex-col gap-1">
        {steps.map((sectionId) => {
          const answered = formSectionAnswered(values[sectionId]);
          const Icon = answered ? CircleCheck : Circle;
          return (
            <li key={sectionId}>
              <a
                href={`#${sectionHeadingId(sectionId)}`}
                onClick={(event) => {
                  const heading = document.getElementById(sectionHeadingId(sectionId));
                  if (!heading) return;
                  event.preventDefault();
                  heading.scrollIntoView?.({ block: 'start' });
                  heading.focus({ preventScroll: true });
                }}
                className={cn(
                  'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted',
                  'outline-none focus-visible:ring-2 focus-visible:ring-ring',
                )}
                data-testid={`questionnaire-index-${sectionId}`}
              >
                <Icon
                  aria-hidden="true"
                  className={cn('size-4 shrink-0', answered ? 'text-primary' : 'text-muted-foreground')}
                />
                <span className="flex-1">{t(questionnaireKeys.sectionTitle(sectionId))}</span>
                <span className="sr-only">
                  {answered ? t('questionnaire:direct.answered') : t('questionnaire:direct.notAnswered')}
                </span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
