import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  completionObject,
  countTokens,
  echoReply,
  errorEnvelope,
  limitReply,
  promptTokens,
  splitDeltas,
  STATUS_ERRORS,
  streamEvents,
  type TFakeChatRequestBody,
} from './completion.ts';

/** What the fake does with one request. */
export type TFakeOpenAiBehaviour =
  | {
      kind: 'ok';
      /** The reply: a fixed text, or one computed from the request. Default: `Echo: <last user message>`. */
      reply?: string | ((body: TFakeChatRequestBody) => string);
      /** Code points per content delta (a "token"). Default 4. */
      deltaChars?: number;
      /** Bytes per write of the SSE stream, cycled (e.g. [1, 7, 3] cuts events and UTF-8 characters anywhere). */
      writeSizes?: number[];
      /** Wait after the headers and the role chunk, before the first content delta. */
      firstTokenDelayMs?: number;
      /** Wait between two writes after the first content delta. */
      chunkDelayMs?: number;
      /** Destroy the connection right after the N-th content delta (no finish, no usage, no [DONE]). */
      dropAfterChunks?: number;
    }
  /** An error answer in OpenAI's envelope (429, 500, ...); `retryAfter` sets the Retry-After header. */
  | { kind: 'error'; status: number; retryAfter?: string | number; body?: object }
  /** Accept the connection and never answer (until the client leaves or the fake closes). */
  | { kind: 'hang' }
  /** Destroy the connection before any answer. */
  | { kind: 'drop' };

export type TFakeOpenAiRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body (null when it was not JSON). */
  body: TFakeChatRequestBody | null;
  /** The status sent (0: none, the connection was dropped or the request hangs). */
  status: number;
  /** Content deltas written so far. */
  contentChunks: number;
  outcome: 'pending' | 'completed' | 'error' | 'dropped' | 'client-closed';
};

export type TFakeOpenAiOptions = {
  /** Default 0 (a free port). */
  port?: number;
  /** When set, requests need `Authorization: Bearer <apiKey>` (401 `invalid_api_key` otherwise). */
  apiKey?: string | null;
  /** The standing behaviour (after reset and when the queue is empty). Default `{ kind: 'ok' }`. */
  behaviour?: TFakeOpenAiBehaviour;
  /**
   * Serve the control API for tests in another process (the e2e suite): `PUT /__control/behaviour` (a behaviour or a
   * queue, as JSON), `POST /__control/reset`, `GET /__control/requests` (the log). Not recorded as requests.
   */
  control?: boolean;
};

export type FakeOpenAi = {
  /** `http://127.0.0.1:<port>/v1`: the base URL (AI_BASE_URL); the endpoint is `<url>/chat/completions`. */
  url: string;
  /** Every chat completions request in arrival order (cleared by reset). */
  requests: TFakeOpenAiRequest[];
  /**
   * One behaviour for every next request, or a queue: each request takes the next one and the last one stays
   * (`[{ kind: 'error', status: 429 }, { kind: 'ok' }]`: one 429, then answers).
   */
  setBehaviour(behaviour: TFakeOpenAiBehaviour | TFakeOpenAiBehaviour[]): void;
  /** Back to the standing behaviour, and an empty request log. */
  reset(): void;
  close(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A local fake of an OpenAI-compatible chat completions server (`POST /v1/chat/completions`, streamed or not) on
 * 127.0.0.1, with scripted behaviours for the client's tests, the benchmark and a developer's offline coach. See
 * README.md beside this file.
 */
export async function startFakeOpenAi(options: TFakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const standing: TFakeOpenAiBehaviour = options.behaviour ?? { kind: 'ok' };
  let queue: TFakeOpenAiBehaviour[] = [standing];
  const requests: TFakeOpenAiRequest[] = [];
  let sequence = 0;

  const nextBehaviour = () => (queue.length > 1 ? queue.shift()! : queue[0]!);

  function handleControl(method: string, path: string, text: string, response: ServerResponse): void {
    const answer = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (method === 'PUT' && path === '/__control/behaviour') {
      const behaviour = JSON.parse(text) as TFakeOpenAiBehaviour | TFakeOpenAiBehaviour[];
      queue = Array.isArray(behaviour) ? [...behaviour] : [behaviour];
      return answer(200, { ok: true });
    }
    if (method === 'POST' && path === '/__control/reset') {
      queue = [standing];
      requests.length = 0;
      return answer(200, { ok: true });
    }
    if (method === 'GET' && path === '/__control/requests') {
      return answer(
        200,
        requests.map(({ path: requestPath, body, status, outcome }) => ({ path: requestPath, body, status, outcome })),
      );
    }
    return answer(404, { error: `unknown control request ${method} ${path}` });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (options.control && url.pathname.startsWith('/__control/')) {
      return handleControl(request.method ?? 'GET', url.pathname, Buffer.concat(chunks).toString('utf8'), response);
    }
    let body: TFakeChatRequestBody | null;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as TFakeChatRequestBody;
    } catch {
      body = null;
    }
    const entry: TFakeOpenAiRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      headers: request.headers,
      body,
      status: 0,
      contentChunks: 0,
      outcome: 'pending',
    };
    requests.push(entry);
    let closed = false;
    response.on('close', () => {
      closed = true;
      if (entry.outcome === 'pending') entry.outcome = 'client-closed';
    });
    const sendError = (status: number, envelope: object, headers: Record<string, string> = {}) => {
      const text = JSON.stringify(envelope);
      response.writeHead(status, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
        ...headers,
      });
      response.end(text);
      entry.status = status;
      entry.outcome = 'error';
    };

    if (url.pathname !== '/v1/chat/completions' || entry.method !== 'POST') {
      return sendError(
        404,
        errorEnvelope(`Unknown request URL: ${entry.method} ${url.pathname}.`, 'invalid_request_error', 'unknown_url'),
      );
    }
    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return sendError(401, STATUS_ERRORS[401]!);
    }
    if (!body || typeof body.model !== 'string' || !Array.isArray(body.messages) || body.messages.length === 0) {
      return sendError(
        400,
        errorEnvelope("'model' and a non-empty 'messages' are required.", 'invalid_request_error', null),
      );
    }

    const behaviour = nextBehaviour();
    if (behaviour.kind === 'drop') {
      entry.outcome = 'dropped';
      request.socket.destroy();
      return;
    }
    if (behaviour.kind === 'hang') return; // 'close' marks it client-closed when the client gives up
    if (behaviour.kind === 'error') {
      const headers: Record<string, string> =
        behaviour.retryAfter === undefined ? {} : { 'retry-after': String(behaviour.retryAfter) };
      return sendError(
        behaviour.status,
        behaviour.body ?? STATUS_ERRORS[behaviour.status] ?? STATUS_ERRORS[500]!,
        headers,
      );
    }

    const rawMax = body.max_tokens ?? body.max_completion_tokens;
    const maxTokens = typeof rawMax === 'number' && rawMax > 0 ? Math.floor(rawMax) : null;
    const reply = typeof behaviour.reply === 'function' ? behaviour.reply(body) : (behaviour.reply ?? echoReply(body));
    const { text, finishReason } = limitReply(reply, maxTokens);
    const prompt = promptTokens(body);
    const completion = countTokens(text);
    const usage = { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
    const id = `chatcmpl-fake${++sequence}`;
    const created = Math.floor(Date.now() / 1000);
    const model = body.model;

    if (body.stream !== true) {
      const text2 = JSON.stringify(completionObject({ id, created, model, text, finishReason, usage }));
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text2) });
      response.end(text2);
      entry.status = 200;
      entry.outcome = 'completed';
      return;
    }

    const includeUsage = body.stream_options?.include_usage === true;
    const { events, contentEvents } = streamEvents({
      id,
      created,
      model,
      deltas: splitDeltas(text, behaviour.deltaChars ?? 4),
      finishReason,
      usage: includeUsage ? usage : null,
    });
    // The bytes to send, and where each content delta ends in them.
    const encoded = events.map((event) => Buffer.from(event, 'utf8'));
    const ends: number[] = [];
    encoded.reduce((offset, bytes) => (ends.push(offset + bytes.length), offset + bytes.length), 0);
    const drop = behaviour.dropAfterChunks;
    const stopAt =
      drop !== undefined && drop < contentEvents.length ? ends[contentEvents[drop - 1] ?? 0]! : ends.at(-1)!;
    const wire = Buffer.concat(encoded).subarray(0, drop === 0 ? ends[0]! : stopAt);

    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    entry.status = 200;
    const firstContentAt = contentEvents.length > 0 ? ends[contentEvents[0]! - 1]! : wire.length;
    const sizes = behaviour.writeSizes?.filter((size) => size > 0) ?? [];
    let offset = 0;
    let write = 0;
    while (offset < wire.length && !closed) {
      if (offset === firstContentAt && behaviour.firstTokenDelayMs) await sleep(behaviour.firstTokenDelayMs);
      else if (offset > firstContentAt && behaviour.chunkDelayMs) await sleep(behaviour.chunkDelayMs);
      if (closed) return;
      // One event per write by default; never past the first content delta (its delay comes first).
      let end = sizes.length > 0 ? offset + sizes[write++ % sizes.length]! : ends.find((e) => e > offset)!;
      if (offset < firstContentAt) end = Math.min(end, firstContentAt);
      const piece = wire.subarray(offset, Math.min(end, wire.length));
      offset += piece.length;
      entry.contentChunks = contentEvents.filter((index) => ends[index]! <= offset).length;
      // Waits until the piece is handed to the socket: a drop after it must not discard it.
      await new Promise<void>((resolve) => response.write(piece, () => resolve()));
    }
    if (closed) return;
    if (drop !== undefined && drop < contentEvents.length) {
      entry.outcome = 'dropped';
      response.socket?.destroy();
      return;
    }
    entry.outcome = 'completed';
    response.end();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => request.socket.destroy());
  });
  // Idle connections stay open a minute, as a real API's front end keeps them. With Node's 5 s, a client in the same
  // process whose event loop was busy for 5 s (a long synchronous seed in a test on a loaded machine) could send its
  // next request on a connection the server was closing at that very moment: ECONNRESET.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setBehaviour(behaviour) {
      const next = Array.isArray(behaviour) ? behaviour : [behaviour];
      queue = next.length > 0 ? [...next] : [standing];
    },
    reset() {
      queue = [standing];
      requests.length = 0;
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
