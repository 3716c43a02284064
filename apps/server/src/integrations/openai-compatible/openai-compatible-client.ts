/**
 * The AI coach's external engine (issue 13, ADR 021): any server speaking the OpenAI chat completions protocol
 * (Ollama, llama.cpp, vLLM, hosted APIs), streamed as server-sent events. Its local fake: ./fake/.
 */
import { MalformedStreamError, readChatStream } from './sse-chunks.ts';

export type TChatRole = 'system' | 'user' | 'assistant';
export type TChatMessage = { role: TChatRole; content: string };

/** What the stream yields: text as it arrives, and the usage the server reports (its last chunk). */
export type TChatStreamEvent =
  | { type: 'delta'; text: string }
  | { type: 'usage'; promptTokens: number; completionTokens: number; totalTokens: number };

/** Why the model could not be used before its first token (after the retries). */
export type TModelUnavailableReason = 'timeout' | 'network' | 'rate_limited' | 'server_error' | 'bad_response';

/** No token arrived: the model is unreachable, overloaded or answered an error (the built-in engine stands in). */
export class ModelUnavailableError extends Error {
  readonly reason: TModelUnavailableReason;
  readonly status: number | undefined;
  constructor(reason: TModelUnavailableReason, status?: number, message?: string) {
    super(message ?? `The model is unavailable (${reason}${status ? ` ${status}` : ''})`);
    this.name = 'ModelUnavailableError';
    this.reason = reason;
    this.status = status;
  }
}

/** The stream broke after its first token (dropped connection, timeout between tokens, malformed chunk). */
export class ModelStreamInterruptedError extends Error {
  constructor(message = 'The model stream was interrupted') {
    super(message);
    this.name = 'ModelStreamInterruptedError';
  }
}

export type OpenAiCompatibleOptions = {
  /** Without a trailing slash; requests go to `<baseUrl>/chat/completions`. */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /**
   * The longest wait for the first token in total (response headers, the first token and every retry with its
   * back-off together: one deadline, not one per attempt), and then between two tokens.
   */
  timeoutMs: number;
  /** Attempts after the first one, only before any token arrived (429, 5xx, network, timeout). Default 2. */
  retries?: number;
  /** Base delay of the exponential back-off between attempts (a Retry-After header wins, capped). Default 250. */
  retryDelayMs?: number;
  /** The longest Retry-After honoured; a 429 asking for a longer wait is not retried. Default 5,000. */
  maxRetryAfterMs?: number;
  fetch?: typeof fetch;
};

export interface OpenAiCompatibleClient {
  readonly model: string;
  /**
   * Streams one chat completion (`stream: true`, `stream_options.include_usage`, `max_tokens`). Aborting `signal`
   * cancels the request upstream and ends the iteration with an AbortError.
   */
  streamChat(input: {
    messages: readonly TChatMessage[];
    maxTokens: number;
    signal: AbortSignal;
  }): AsyncIterable<TChatStreamEvent>;
}

const DEFAULT_RETRIES = 2;
const DEFAULT_RETRY_DELAY_MS = 250;
const DEFAULT_MAX_RETRY_AFTER_MS = 5_000;

/** Why one attempt failed before its first token, and whether another attempt may help. */
type TAttemptFailure = { reason: TModelUnavailableReason; status?: number; retryable: boolean; retryAfterMs?: number };

class AttemptFailed extends Error {
  readonly failure: TAttemptFailure;
  constructor(failure: TAttemptFailure) {
    super(failure.reason);
    this.failure = failure;
  }
}

/**
 * One request's own abort controller: the caller's signal and the timer both abort it, which cancels the upstream
 * request at once. Until the first token the timer runs to the request's deadline (`firstTokenBy`, shared by all
 * attempts); from the first token on it is an idle timer of `timeoutMs` between two tokens.
 */
function openAttempt(signal: AbortSignal, timeoutMs: number, firstTokenBy: number) {
  const controller = new AbortController();
  let timedOut = false;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  const onAbort = () => controller.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  const arm = () => {
    clearTimeout(timer);
    const wait = started ? timeoutMs : Math.max(0, Math.min(timeoutMs, firstTokenBy - Date.now()));
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException('The model did not answer in time', 'TimeoutError'));
    }, wait);
  };
  arm();
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    /** Restarts the wait: data arrived (before the first token the deadline still holds). */
    activity: arm,
    /** The first token arrived: from now on the timer is the idle wait between tokens. */
    firstToken() {
      started = true;
      arm();
    },
    close() {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      controller.abort(); // no-op after a normal end; cancels the request when the consumer left early
    },
  };
}

/** `retry-after-ms` (OpenAI) or `retry-after` (seconds or an HTTP date), in milliseconds. */
function retryAfterOf(headers: Headers, now = Date.now()): number | undefined {
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.has('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get('retry-after');
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function failureOfStatus(status: number, headers: Headers): TAttemptFailure {
  if (status === 429) return { reason: 'rate_limited', status, retryable: true, retryAfterMs: retryAfterOf(headers) };
  if (status >= 500) return { reason: 'server_error', status, retryable: true, retryAfterMs: retryAfterOf(headers) };
  return { reason: 'bad_response', status, retryable: false }; // 400, 401, 403, 404, 422...: asking again won't help
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The client of an OpenAI-compatible chat completions server. Each `streamChat` is one POST
 * `<baseUrl>/chat/completions` with `stream: true` (retried only before its first token). It logs nothing; errors
 * carry the reason and HTTP status, never the upstream body (which may quote the conversation).
 */
export function createOpenAiCompatibleClient(options: OpenAiCompatibleOptions): OpenAiCompatibleClient {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const retries = options.retries ?? DEFAULT_RETRIES;
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  /** One attempt up to its first event: the stream to read on, or an AttemptFailed. */
  async function start(body: string, attempt: ReturnType<typeof openAttempt>) {
    let response: Response;
    try {
      response = await fetchImpl(url, { method: 'POST', headers, body, signal: attempt.signal });
    } catch {
      throw new AttemptFailed({ reason: attempt.timedOut() ? 'timeout' : 'network', retryable: true });
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => {});
      throw new AttemptFailed(
        response.ok ? { reason: 'bad_response', retryable: false } : failureOfStatus(response.status, response.headers),
      );
    }
    const events = readChatStream(response.body, attempt.activity);
    try {
      const first = await events.next();
      return { events, first };
    } catch (error) {
      await events.return(undefined).catch(() => {});
      if (attempt.timedOut()) throw new AttemptFailed({ reason: 'timeout', retryable: true });
      if (error instanceof MalformedStreamError) {
        throw new AttemptFailed({
          reason: error.upstreamError ? 'server_error' : 'bad_response',
          retryable: error.upstreamError,
        });
      }
      throw new AttemptFailed({ reason: 'network', retryable: true });
    }
  }

  async function* streamChat(input: {
    messages: readonly TChatMessage[];
    maxTokens: number;
    signal: AbortSignal;
  }): AsyncGenerator<TChatStreamEvent> {
    const { signal } = input;
    const body = JSON.stringify({
      model: options.model,
      messages: input.messages.map(({ role, content }) => ({ role, content })),
      stream: true,
      stream_options: { include_usage: true },
      max_tokens: input.maxTokens,
    });
    // One deadline for the first token across all attempts and their back-off (AI_TIMEOUT_SECONDS in total).
    const firstTokenBy = Date.now() + options.timeoutMs;
    for (let attemptNumber = 0; ; attemptNumber++) {
      signal.throwIfAborted();
      if (Date.now() >= firstTokenBy) throw new ModelUnavailableError('timeout');
      const attempt = openAttempt(signal, options.timeoutMs, firstTokenBy);
      let started: Awaited<ReturnType<typeof start>>;
      try {
        started = await start(body, attempt);
      } catch (error) {
        attempt.close();
        signal.throwIfAborted();
        const failure = (error as AttemptFailed).failure;
        // A Retry-After beyond the cap: the reply would come too late to be worth the wait.
        const tooLong = failure.retryAfterMs !== undefined && failure.retryAfterMs > maxRetryAfterMs;
        if (!failure.retryable || attemptNumber >= retries || tooLong) {
          throw new ModelUnavailableError(failure.reason, failure.status);
        }
        const wait = failure.retryAfterMs ?? retryDelayMs * 2 ** attemptNumber;
        // No time left for another attempt before the deadline: give up now, the caller's fallback answers.
        if (Date.now() + wait >= firstTokenBy) throw new ModelUnavailableError(failure.reason, failure.status);
        await sleep(wait, signal);
        continue;
      }

      // The first token arrived: from here on a failure interrupts the reply and nothing is retried.
      attempt.firstToken();
      const { events } = started;
      try {
        let next = started.first;
        while (!next.done) {
          yield next.value;
          next = await events.next();
        }
        return;
      } catch (error) {
        signal.throwIfAborted();
        if (error instanceof ModelStreamInterruptedError) throw error;
        throw new ModelStreamInterruptedError(
          attempt.timedOut()
            ? 'The model stopped sending tokens (timeout)'
            : error instanceof MalformedStreamError
              ? `The model stream was interrupted (${error.message})`
              : 'The model stream was interrupted (connection lost)',
        );
      } finally {
        await events.return(undefined).catch(() => {});
        attempt.close();
      }
    }
  }

  return { model: options.model, streamChat };
}
