import { useQueryClient } from '@tanstack/react-query';
import {
  deleteQuestionnaire,
  getHealthProfile,
  getQuestionnaire,
  getQuestionnaireSubmission,
  listQuestionnaireSubmissions,
  saveQuestionnaireDraft,
  submitQuestionnaire,
} from '@openwell/contracts';
import { useEndpointMutation, useEndpointQuery } from '@/lib/endpoint-client.ts';
import { invalidateFeature } from '@/lib/feature-cache.ts';

/**
 * The questionnaire's calls (contracts: questionnaire.ts). Every answer under the feature's key (`questionnaire`), so
 * a save or a delete reads all of them again.
 */
const FEATURE_KEY = [getQuestionnaire.tags[0]] as const;

/** Draft, latest submission, age and gender: what the wizard and the direct variant load. */
export function useQuestionnaire() {
  return useEndpointQuery(getQuestionnaire, {});
}

/** Status and health profile (the dashboard card, the success screen's profile). */
export function useHealthProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useEndpointQuery(getHealthProfile, {}, { enabled });
}

export function useQuestionnaireSubmissions({ enabled = true }: { enabled?: boolean } = {}) {
  return useEndpointQuery(listQuestionnaireSubmissions, {}, { enabled });
}

export function useQuestionnaireSubmission(submissionId: string | null) {
  return useEndpointQuery(
    getQuestionnaireSubmission,
    { params: { submissionId: submissionId ?? '' } },
    { enabled: submissionId !== null },
  );
}

/** Save a step (PUT /api/questionnaire/draft). Does not refetch: the wizard keeps its own answers while open. */
export function useSaveQuestionnaireDraft() {
  return useEndpointMutation(saveQuestionnaireDraft);
}

/** Complete: then every questionnaire answer and the gamification summary (points, badge) are read again. */
export function useSubmitQuestionnaire() {
  const queryClient = useQueryClient();
  return useEndpointMutation(submitQuestionnaire, {
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: FEATURE_KEY }),
        invalidateFeature(queryClient, 'gamification'),
      ]),
  });
}

/** Delete every version and the draft; the health score (body composition) is read again too. */
export function useDeleteQuestionnaire() {
  const queryClient = useQueryClient();
  return useEndpointMutation(deleteQuestionnaire, {
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: FEATURE_KEY }),
        invalidateFeature(queryClient, 'gamification'),
      ]),
  });
}
