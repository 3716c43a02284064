import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@openwell/i18n';
import {
  acknowledgeCoachNotice,
  deleteCoachConversation,
  deleteCoachConversations,
  getCoach,
  getCoachConversation,
  getCoachFacts,
  getCoachTip,
  listCoachConversations,
  nextCoachTip,
} from '@openwell/contracts';
import { endpointQueryKey, useEndpointMutation, useEndpointQuery } from '@/lib/endpoint-client.ts';
import { currentLanguage } from '@/lib/i18n.ts';

/**
 * The coach's calls (contracts: coach.ts), all under the feature's key (`coach`). Tip, facts and state need the AI
 * tips consent: callers pass `enabled` from the signed-in user's consent, so nothing is asked without it. The reply
 * stream (sendCoachMessage) is not a query: see coach-stream.ts.
 */
export const COACH_KEY = [getCoach.tags[0]] as const;

/** The language the app is read in: the coach answers in it (and its answers are cached per language). */
function useCoachLanguage(): TLanguage {
  const { i18n } = useTranslation();
  return currentLanguage(i18n);
}

export function useCoachState({ enabled = true }: { enabled?: boolean } = {}) {
  return useEndpointQuery(getCoach, { query: { language: useCoachLanguage() } }, { enabled });
}

export function useCoachTip({ enabled = true }: { enabled?: boolean } = {}) {
  return useEndpointQuery(getCoachTip, { query: { language: useCoachLanguage() } }, { enabled });
}

export function useCoachFacts({ enabled = true }: { enabled?: boolean } = {}) {
  return useEndpointQuery(getCoachFacts, {}, { enabled });
}

export function useCoachConversations({ enabled = true }: { enabled?: boolean } = {}) {
  return useEndpointQuery(listCoachConversations, {}, { enabled });
}

export function useCoachConversation(conversationId: string | null) {
  return useEndpointQuery(
    getCoachConversation,
    { params: { conversationId: conversationId ?? '' } },
    { enabled: conversationId !== null },
  );
}

/**
 * The person's health data changed (a sync, a logged activity): the tip and the facts are read again. A tip without
 * tracker figures gives way on the server to one from them (ADR 021), so the tip follows the first sync the same day.
 */
export function useRefreshCoachOnNewData(healthData: unknown) {
  const queryClient = useQueryClient();
  const seen = useRef(healthData);
  useEffect(() => {
    const before = seen.current;
    seen.current = healthData;
    // The first answer is no change: the tip was read with the page. A cached answer read again the same keeps its
    // identity (the query's structural sharing), so only new values get here.
    if (before === undefined || before === healthData) return;
    for (const endpoint of [getCoachTip, getCoachFacts]) {
      void queryClient.invalidateQueries({ queryKey: endpointQueryKey(endpoint) });
    }
  }, [healthData, queryClient]);
}

/** Another tip (in the app's language): the answer replaces today's tip in the cache. */
export function useNextCoachTip() {
  const queryClient = useQueryClient();
  const language = useCoachLanguage();
  const mutation = useEndpointMutation(nextCoachTip, {
    onSuccess: (tip) => queryClient.setQueryData(endpointQueryKey(getCoachTip, { query: { language } }), tip),
  });
  return { ...mutation, send: () => mutation.mutate({ body: { language } }) };
}

export function useAcknowledgeCoachNotice() {
  const queryClient = useQueryClient();
  const language = useCoachLanguage();
  const mutation = useEndpointMutation(acknowledgeCoachNotice, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COACH_KEY }),
  });
  return { ...mutation, send: () => mutation.mutate({ body: { language } }) };
}

/** Deleting reads every coach answer again (the list, the open conversation). */
export function useDeleteCoachConversation() {
  const queryClient = useQueryClient();
  return useEndpointMutation(deleteCoachConversation, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COACH_KEY }),
  });
}

export function useDeleteCoachConversations() {
  const queryClient = useQueryClient();
  return useEndpointMutation(deleteCoachConversations, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COACH_KEY }),
  });
}
