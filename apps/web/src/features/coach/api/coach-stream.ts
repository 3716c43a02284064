import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { COACH_STREAM_EVENTS, sendCoachMessage, type TCoachStreamEvent } from '@openwell/contracts';
import { currentLanguage } from '@/lib/i18n.ts';
import { API_BASE_URL, ApiError, errorFromResponse } from '@/lib/api-client.ts';
import { endpointUrl } from '@/lib/endpoint-client.ts';

/** How a reply's stream ended: `done` or `error` event received, or the caller aborted it (stop, leave, switch). */
export type TCoachStreamOutcome = 'done' | 'error' | 'aborted';

export interface TStreamCoachMessageInput {
  conversationId: string | null;
  text: string;
  signal?: AbortSignal;
  /** Each event in order, validated with its contract schema: one `start`, any `delta`, then `done` or `error`. */
  onEvent: (event: TCoachStreamEvent) => void;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return (error instanceof DOMException && error.name === 'AbortError') || signal?.aborted === true;
}

function invalid(detail: string): ApiError {
  return new ApiError({
    status: 200,
    code: 'INVALID_RESPONSE',
    message: 'The coach stream does not match its contract',
    details: { cause: detail },
  });
}

/** One SSE message -> the typed event; unknown event types are skipped (null), malformed ones throw. */
function toEvent(message: EventSourceMessage): TCoachStreamEvent | null {
  const type = message.event;
  if (type === undefined || !Object.hasOwn(COACH_STREAM_EVENTS, type)) return null;
  let data: unknown;
  try {
    data = JSON.parse(message.data) as unknown;
  } catch {
    throw invalid(`event ${type}: data is not JSON`);
  }
  const parsed = COACH_STREAM_EVENTS[type as keyof typeof COACH_STREAM_EVENTS].safeParse(data);
  if (!parsed.success) throw invalid(`event ${type}: ${parsed.error.message}`);
  return { event: type, data: parsed.data } as TCoachStreamEvent;
}

/**
 * Sends a message to the coach and reads the reply's server-sent events (contracts: sendCoachMessage) with fetch:
 * cookies included and a JSON body, as every call of lib/api-client.ts. An error answer before the stream starts
 * throws its ApiError (RATE_LIMITED, COACH_CONVERSATION_FULL, AI_CONSENT_REQUIRED, …); no connection throws
 * NETWORK_ERROR, as does a stream that ends without `done` or `error` (the connection dropped); an event that does not
 * match its schema throws INVALID_RESPONSE. Aborting `signal` stops the reply (the server stores it as stopped) and
 * resolves `aborted`.
 */
export async function streamCoachMessage({
  conversationId,
  text,
  signal,
  onEvent,
}: TStreamCoachMessageInput): Promise<TCoachStreamOutcome> {
  // The coach answers in the language the app is read in.
  const language = currentLanguage();
  const init: RequestInit = {
    method: sendCoachMessage.method,
    credentials: 'include',
    headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
    body: JSON.stringify({ conversationId, text, language }),
  };
  if (signal) init.signal = signal;

  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${endpointUrl(sendCoachMessage)}`, init);
  } catch (error) {
    if (isAbort(error, signal)) return 'aborted';
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: error instanceof Error ? error.message : 'Network request failed',
    });
  }
  if (!response.ok) throw await errorFromResponse(response);
  if (!response.body) throw invalid('no body');

  // Written by the parser's callback (an object, so the checks below see its changes).
  const state: { outcome: 'done' | 'error' | null; failure: ApiError | null } = { outcome: null, failure: null };
  const parser = createParser({
    onEvent: (message) => {
      if (state.outcome !== null || state.failure !== null) return;
      try {
        const event = toEvent(message);
        if (!event) return;
        onEvent(event);
        if (event.event === 'done' || event.event === 'error') state.outcome = event.event;
      } catch (error) {
        state.failure = error instanceof ApiError ? error : invalid(String(error));
      }
    },
  });

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    while (state.outcome === null && state.failure === null) {
      const { done, value } = await reader.read();
      if (done) {
        parser.feed(decoder.decode());
        parser.reset({ consume: true });
        break;
      }
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    if (isAbort(error, signal)) return 'aborted';
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: error instanceof Error ? error.message : 'The stream broke off',
    });
  } finally {
    if (state.outcome !== null || state.failure !== null) void reader.cancel().catch(() => undefined);
  }
  if (state.failure) throw state.failure;
  if (state.outcome) return state.outcome;
  if (signal?.aborted) return 'aborted';
  throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'The stream ended before the reply was complete' });
}
