import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getCoach,
  getCoachConversation,
  listCoachConversations,
  type TCoachMessage,
  type TCoachStreamEvent,
} from '@openwell/contracts';
import { isApiError } from '@/lib/api-client.ts';
import { endpointQueryKey } from '@/lib/endpoint-client.ts';
import { meQueryKey } from '@/lib/session/get-me.ts';
import { useCoachConversation } from '../api/coach-queries.ts';
import { streamCoachMessage } from '../api/coach-stream.ts';

/** A message as the chat shows it: a stored one, or one of this visit's turns (the reply may still be streaming). */
export interface TChatMessage extends TCoachMessage {
  /** The reply is still arriving. */
  streaming: boolean;
  /** The model broke off after its first token (the reply is cut where it broke). */
  interrupted: boolean;
  /** The reply ended with an error (an `error` event or a dropped connection): its code. */
  failedCode: string | null;
}

/** Why the last send failed, shown by the composer; the text stays in the field for a retry. */
export interface TChatError {
  code: string;
  /** Before the stream started (nothing was answered) or during the reply. */
  during: 'send' | 'reply';
}

interface TLiveTurn {
  key: number;
  user: TChatMessage;
  assistant: TChatMessage | null;
}

const PENDING_ID = 'pending';

function liveMessage(role: 'user' | 'assistant', id: string, text: string): TChatMessage {
  return {
    id,
    role,
    text,
    createdAt: new Date().toISOString(),
    engine: null,
    kind: null,
    fallbackReason: null,
    stopped: false,
    truncated: false,
    streaming: role === 'assistant',
    interrupted: false,
    failedCode: null,
  };
}

function stored(message: TCoachMessage): TChatMessage {
  return { ...message, streaming: false, interrupted: false, failedCode: null };
}

/**
 * The coach chat's state: the open conversation (null: a new one), its messages (stored ones from the server, then
 * this visit's turns as they stream), sending, stopping and the last error. A reply's request is aborted by "Stop", by
 * opening another conversation or a new one, and when the chat unmounts. After each reply the coach's list, the open
 * conversation and the suggestions are read again. `announcement` is the last finished reply, for a polite live region
 * (announced once, not per delta).
 */
export function useCoachChat({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [turns, setTurns] = useState<TLiveTurn[]>([]);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<TChatError | null>(null);
  const [announcement, setAnnouncement] = useState<{ text: string; kind: TCoachMessage['kind'] } | null>(null);
  const [consentLost, setConsentLost] = useState(false);
  const [streaming, setStreaming] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const nextKey = useRef(1);
  const conversation = useCoachConversation(conversationId);

  const abort = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
  }, []);
  useEffect(() => abort, [abort]);

  const refresh = useCallback(() => {
    for (const endpoint of [listCoachConversations, getCoachConversation, getCoach]) {
      void queryClient.invalidateQueries({ queryKey: endpointQueryKey(endpoint) });
    }
  }, [queryClient]);

  /** Opens a stored conversation, or a new one (null); a reply still streaming is stopped. */
  const open = useCallback(
    (id: string | null) => {
      abort();
      setStreaming(false);
      setTurns([]);
      setError(null);
      setConversationId(id);
    },
    [abort],
  );

  const updateTurn = (key: number, change: (turn: TLiveTurn) => TLiveTurn) =>
    setTurns((current) => current.map((turn) => (turn.key === key ? change(turn) : turn)));
  const updateReply = (key: number, change: (reply: TChatMessage) => TChatMessage) =>
    updateTurn(key, (turn) => (turn.assistant ? { ...turn, assistant: change(turn.assistant) } : turn));

  const send = useCallback(
    (raw: string) => {
      const text = raw.trim();
      if (!enabled || streaming || text.length === 0) return;
      const key = nextKey.current++;
      const request = new AbortController();
      controller.current = request;
      const isCurrent = () => controller.current === request;
      setStreaming(true);
      setError(null);
      setAnnouncement(null);
      setDraft('');
      setTurns((current) => [
        ...current,
        { key, user: liveMessage('user', `${PENDING_ID}-${key}`, text), assistant: null },
      ]);
      const restoreDraft = () => setDraft((current) => (current.length === 0 ? text : current));
      let started = false;
      let replyKind: TCoachMessage['kind'] = null;

      const onEvent = (event: TCoachStreamEvent) => {
        if (!isCurrent()) return;
        switch (event.event) {
          case 'start': {
            started = true;
            const { data } = event;
            replyKind = data.kind;
            setConversationId(data.conversationId);
            updateTurn(key, (turn) => ({
              ...turn,
              user: { ...turn.user, id: data.userMessageId },
              assistant: {
                ...liveMessage('assistant', data.assistantMessageId, ''),
                engine: data.engine,
                kind: data.kind,
                fallbackReason: data.fallbackReason,
              },
            }));
            break;
          }
          case 'delta':
            updateReply(key, (reply) => ({ ...reply, text: reply.text + event.data.text }));
            break;
          case 'done': {
            const { data } = event;
            updateReply(key, (reply) => ({ ...reply, ...data, streaming: false }));
            setAnnouncement({ text: data.text, kind: replyKind });
            break;
          }
          case 'error':
            updateReply(key, (reply) => ({ ...reply, streaming: false, failedCode: event.data.code }));
            setError({ code: event.data.code, during: 'reply' });
            restoreDraft();
            break;
        }
      };

      void streamCoachMessage({ conversationId, text, signal: request.signal, onEvent })
        .then((outcome) => {
          if (outcome !== 'aborted') return;
          // Stopped: the partial reply stays, marked; stopped before the reply began, the text goes back.
          if (started) updateReply(key, (reply) => ({ ...reply, streaming: false, stopped: true }));
          else {
            setTurns((current) => current.filter((turn) => turn.key !== key));
            restoreDraft();
          }
        })
        .catch((caught: unknown) => {
          if (!isCurrent()) return;
          const code = isApiError(caught) ? caught.code : 'NETWORK_ERROR';
          if (code === 'AI_CONSENT_REQUIRED') {
            setConsentLost(true);
            void queryClient.invalidateQueries({ queryKey: meQueryKey });
          }
          if (started) {
            updateReply(key, (reply) => ({ ...reply, streaming: false, failedCode: code }));
          } else {
            setTurns((current) => current.filter((turn) => turn.key !== key));
          }
          setError({ code, during: started ? 'reply' : 'send' });
          restoreDraft();
        })
        .finally(() => {
          // Stop and open() have already let go of an aborted request.
          if (isCurrent()) {
            controller.current = null;
            setStreaming(false);
          }
          refresh();
        });
    },
    // updateTurn/updateReply only call the stable setTurns.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [enabled, streaming, conversationId, queryClient, refresh],
  );

  const stop = useCallback(() => {
    abort();
    setStreaming(false);
  }, [abort]);

  const messages = useMemo(() => {
    const live = turns.flatMap((turn) => (turn.assistant ? [turn.user, turn.assistant] : [turn.user]));
    const liveIds = new Set(live.map((message) => message.id));
    const fetched =
      conversationId !== null && conversation.data?.id === conversationId ? conversation.data.messages : [];
    return [...fetched.filter((message) => !liveIds.has(message.id)).map(stored), ...live];
  }, [turns, conversation.data, conversationId]);

  return {
    conversationId,
    /** The open stored conversation's query (loading and error states); idle for a new conversation. */
    conversation,
    messages,
    streaming,
    draft,
    setDraft,
    error,
    clearError: () => setError(null),
    announcement,
    consentLost,
    send,
    stop,
    open,
  };
}

export type TCoachChat = ReturnType<typeof useCoachChat>;
