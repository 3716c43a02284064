// jsdom under vmThreads has no ReadableStream global (browsers and Node have it); Response takes Node's.
import { ReadableStream } from 'node:stream/web';
import type { TCoachMessage, TCoachState, TCoachStreamEvent } from '@openwell/contracts';

/** Test data for the coach chat: ids, the coach's state, server-sent event bodies and streamed responses. */
export const CONVERSATION_ID = '5b1d7a52-6c1b-4c47-9d55-0a3f4c1e2d01';
export const USER_MESSAGE_ID = '5b1d7a52-6c1b-4c47-9d55-0a3f4c1e2d02';
export const ASSISTANT_MESSAGE_ID = '5b1d7a52-6c1b-4c47-9d55-0a3f4c1e2d03';

export function coachState(overrides: Partial<TCoachState> = {}): TCoachState {
  return {
    engine: 'builtin',
    model: null,
    noticeAcknowledgedAt: '2026-03-01T08:00:00.000Z',
    suggestions: ['How did I sleep last week?', 'How can I walk more?'],
    ...overrides,
  };
}

export function startEvent(overrides: Partial<Extract<TCoachStreamEvent, { event: 'start' }>['data']> = {}) {
  return {
    event: 'start' as const,
    data: {
      conversationId: CONVERSATION_ID,
      userMessageId: USER_MESSAGE_ID,
      assistantMessageId: ASSISTANT_MESSAGE_ID,
      engine: 'builtin' as const,
      kind: 'answer' as const,
      fallbackReason: null,
      ...overrides,
    },
  };
}

export function doneEvent(
  text: string,
  overrides: { stopped?: boolean; truncated?: boolean; interrupted?: boolean } = {},
) {
  return {
    event: 'done' as const,
    data: { text, stopped: false, truncated: false, interrupted: false, ...overrides },
  };
}

/** `event: <type>\ndata: <json>\n\n` for each event. */
export function sseBody(events: Array<{ event: string; data: unknown }>): string {
  return events.map(({ event, data }) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
}

/** The bytes of `body` in chunks of the given sizes (the rest in one last chunk): splits at odd byte boundaries. */
export function chunked(body: string, sizes: number[]): Uint8Array[] {
  const bytes = new TextEncoder().encode(body);
  const chunks: Uint8Array[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= bytes.length) break;
    chunks.push(bytes.slice(at, at + size));
    at += size;
  }
  if (at < bytes.length) chunks.push(bytes.slice(at));
  return chunks;
}

/**
 * A streamed response that sends `chunks` and then, unless `hold` is true, ends; with `hold` it stays open until the
 * request's signal aborts (a reply still being written). `controller.push` sends more while it is open.
 */
export function streamResponse(
  chunks: Uint8Array[],
  { hold = false, signal }: { hold?: boolean; signal?: AbortSignal | null } = {},
) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      for (const chunk of chunks) c.enqueue(chunk);
      if (!hold) c.close();
    },
  });
  signal?.addEventListener('abort', () => {
    try {
      controller.error(new DOMException('The operation was aborted.', 'AbortError'));
    } catch {
      // already closed
    }
  });
  const response = new Response(stream as unknown as BodyInit, {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream' },
  });
  return {
    response,
    push: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
    close: () => controller.close(),
  };
}

export function coachMessage(overrides: Partial<TCoachMessage> = {}): TCoachMessage {
  return {
    id: ASSISTANT_MESSAGE_ID,
    role: 'assistant',
    text: 'Hello',
    createdAt: '2026-03-02T09:00:01.000Z',
    engine: 'builtin',
    kind: 'answer',
    fallbackReason: null,
    stopped: false,
    truncated: false,
    ...overrides,
  };
}
