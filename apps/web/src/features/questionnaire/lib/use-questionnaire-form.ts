import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import {
  getHealthProfile,
  getQuestionnaire,
  QUESTIONNAIRE_VERSION,
  type TQuestionnaireAnswers,
  type TQuestionnaireSectionId,
  type TQuestionnaireState,
  type TSubmitQuestionnaireResponse,
} from '@openwell/contracts';
import { endpointQueryKey } from '@/lib/endpoint-client.ts';
import { useSaveQuestionnaireDraft, useSubmitQuestionnaire } from '../api/questionnaire-queries.ts';
import {
  formValuesOf,
  messageKeyAt,
  ZQuestionnaireFormSchema,
  type TFormPath,
  type TQuestionnaireFormValues,
} from './questionnaire-form.ts';
import { fieldProblemsOf, saveFailureKind, type TSaveFailureKind } from './save-failure.ts';

export type TQuestionnaireForm = UseFormReturn<TQuestionnaireFormValues, unknown, TQuestionnaireAnswers>;

/**
 * The questionnaire's form (react-hook-form with the zod resolver on the form schema, which pipes into the
 * contract's): checked on submit (a step's Next checks that step only), a field's error cleared when it is changed.
 * The first problem gets the focus through `focusFirstProblem` (nested parts such as a complaint's severity are not
 * registered fields react-hook-form could focus).
 */
export function useQuestionnaireForm(answers: TQuestionnaireAnswers | null | undefined): TQuestionnaireForm {
  const [resolver] = useState(
    () =>
      zodResolver(ZQuestionnaireFormSchema, {
        error: (issue) => messageKeyAt(issue.path ?? []),
      }) as unknown as Resolver<TQuestionnaireFormValues, unknown, TQuestionnaireAnswers>,
  );
  const [defaultValues] = useState(() => formValuesOf(answers));
  return useForm<TQuestionnaireFormValues, unknown, TQuestionnaireAnswers>({
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    resolver,
  });
}

const FOCUSABLE = 'input, textarea, select, button';

/** Moves the focus to the first control with a problem inside `container` (after the errors have rendered). */
export function focusFirstProblem(container: HTMLElement | null): void {
  window.setTimeout(() => {
    if (!container) return;
    const invalid = [...container.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
    // The innermost: a complaint's severity rather than the whole group of complaints.
    const target = invalid.find((element) => !element.querySelector('[aria-invalid="true"]'));
    if (!target) return;
    if (target.matches(FOCUSABLE)) {
      target.focus();
      return;
    }
    const checked = target.querySelector<HTMLElement>('input:checked');
    (checked ?? target.querySelector<HTMLElement>(FOCUSABLE))?.focus();
  }, 0);
}

export interface TSaveFailure {
  kind: TSaveFailureKind;
  error: unknown;
  /** Repeats what failed, with the form's values at the time of the retry. */
  retry: () => void;
}

/**
 * Saving a draft and completing: the calls, what follows a failure (the alert with a retry; a changed definition read
 * again; the server's field problems shown at the fields) and the cache kept current (the saved draft is the one a
 * later visit resumes, the dashboard card reads "in progress"). Never resets the form.
 */
export function useQuestionnaireSave(form: TQuestionnaireForm) {
  const queryClient = useQueryClient();
  const saveDraft = useSaveQuestionnaireDraft();
  const submit = useSubmitQuestionnaire();
  const [failure, setFailure] = useState<TSaveFailure | null>(null);

  const failed = (error: unknown, retry: () => void) => {
    const kind = saveFailureKind(error);
    if (kind === 'outdated') {
      void queryClient.invalidateQueries({ queryKey: endpointQueryKey(getQuestionnaire, {}) });
    }
    if (kind === 'invalid') {
      for (const problem of fieldProblemsOf(error)) {
        form.setError(problem.path as TFormPath, { type: 'server', message: problem.message });
      }
    }
    setFailure({ kind, error, retry });
  };

  const draft = async (
    step: TQuestionnaireSectionId,
    answers: TQuestionnaireAnswers,
    retry: () => void,
  ): Promise<boolean> => {
    setFailure(null);
    try {
      const saved = await saveDraft.mutateAsync({ body: { version: QUESTIONNAIRE_VERSION, step, answers } });
      queryClient.setQueryData<TQuestionnaireState>(endpointQueryKey(getQuestionnaire, {}), (state) =>
        state ? { ...state, draft: saved } : state,
      );
      void queryClient.invalidateQueries({ queryKey: endpointQueryKey(getHealthProfile, {}) });
      return true;
    } catch (error) {
      failed(error, retry);
      return false;
    }
  };

  const complete = async (
    answers: TQuestionnaireAnswers,
    retry: () => void,
  ): Promise<TSubmitQuestionnaireResponse | null> => {
    setFailure(null);
    try {
      return await submit.mutateAsync({ body: { version: QUESTIONNAIRE_VERSION, answers } });
    } catch (error) {
      failed(error, retry);
      return null;
    }
  };

  return {
    draft,
    complete,
    failure,
    clearFailure: () => setFailure(null),
    pending: saveDraft.isPending || submit.isPending,
  };
}
