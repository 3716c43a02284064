/**
 * Reads an OpenAI chat completions stream (server-sent events) into the client's events. Bytes are decoded as a
 * stream (a multi-byte UTF-8 character may be split between two reads) and lines are parsed by `eventsource-parser`
 * (an event may be split anywhere, several may arrive in one read).
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { TChatStreamEvent } from './openai-compatible-client.ts';

/** The stream's content is not what the protocol promises (bad JSON, an error object, an early end). */
export class MalformedStreamError extends Error {
  /** The server sent an error object inside the stream (e.g. overloaded): worth a retry before the first token. */
  readonly upstreamError: boolean;
  constructor(message: string, upstreamError = false) {
    super(message);
    this.name = 'MalformedStreamError';
    this.upstreamError = upstreamError;
  }
}

type TUsage = { prompt_tokens?: unknown; completion_tokens?: unknown; total_tokens?: unknown };
type TChunk = {
  choices?: Array<{ delta?: { content?: unknown } | null; finish_reason?: unknown }>;
  usage?: TUsage | null;
  error?: unknown;
};

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);

/**
 * Yields the deltas (non-empty text only) as they arrive and, at the end, the usage the server reported last (once).
 * Ends normally at `data: [DONE]`, or at the end of the body when a choice finished (`finish_reason`); an end without
 * either is a MalformedStreamError. `onActivity` runs for every data event (the caller's idle timer).
 */
export async function* readChatStream(
  body: ReadableStream<Uint8Array>,
  onActivity: () => void,
): AsyncGenerator<TChatStreamEvent> {
  const pending: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => pending.push(event) });
  const decoder = new TextDecoder('utf-8');
  const reader = body.getReader();
  let usage: TChatStreamEvent | null = null;
  let finished = false;
  let done = false;
  try {
    while (!done) {
      const { value, done: ended } = await reader.read();
      if (ended) {
        parser.feed(decoder.decode());
        parser.feed('\n\n'); // a last event without its blank line still counts
      } else {
        parser.feed(decoder.decode(value, { stream: true }));
      }
      while (pending.length > 0) {
        const event = pending.shift()!;
        if (event.event !== undefined && event.event !== 'message') continue;
        const data = event.data.trim();
        if (data === '') continue;
        onActivity();
        if (data === '[DONE]') {
          done = true;
          break;
        }
        const chunk = parseChunk(data);
        if (chunk.usage) {
          usage = {
            type: 'usage',
            promptTokens: count(chunk.usage.prompt_tokens),
            completionTokens: count(chunk.usage.completion_tokens),
            totalTokens: count(chunk.usage.total_tokens),
          };
        }
        for (const choice of chunk.choices ?? []) {
          const text = choice?.delta?.content;
          if (typeof text === 'string' && text !== '') yield { type: 'delta', text };
          if (typeof choice?.finish_reason === 'string') finished = true;
        }
      }
      if (ended && !done) {
        if (!finished) throw new MalformedStreamError('The stream ended before [DONE]');
        done = true;
      }
    }
    if (usage) yield usage;
  } finally {
    // Leaves the connection at once when the reader stops early (a consumer's break, an error): no await, the
    // caller aborts the request too.
    reader.cancel().catch(() => {});
  }
}

function parseChunk(data: string): TChunk {
  let chunk: unknown;
  try {
    chunk = JSON.parse(data);
  } catch {
    throw new MalformedStreamError('A stream chunk is not JSON');
  }
  if (typeof chunk !== 'object' || chunk === null || Array.isArray(chunk)) {
    throw new MalformedStreamError('A stream chunk is not an object');
  }
  // Some servers report a failure inside the stream; its message may quote the prompt, so it is not kept.
  if ('error' in chunk && (chunk as TChunk).error) throw new MalformedStreamError('The server sent an error', true);
  return chunk as TChunk;
}
