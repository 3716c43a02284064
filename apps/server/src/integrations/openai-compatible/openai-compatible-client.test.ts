import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from './fake/index.ts';
import {
  createOpenAiCompatibleClient,
  ModelStreamInterruptedError,
  ModelUnavailableError,
  type OpenAiCompatibleOptions,
  type TChatStreamEvent,
} from './openai-compatible-client.ts';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reset());

const client = (options: Partial<OpenAiCompatibleOptions> = {}) =>
  createOpenAiCompatibleClient({
    baseUrl: fake.url,
    apiKey: null,
    model: 'fake-model',
    timeoutMs: 2_000,
    retryDelayMs: 10,
    ...options,
  });

const ask = (text: string) => [
  { role: 'system' as const, content: 'You are a coach.' },
  { role: 'user' as const, content: text },
];

/** Runs one stream to its end or its error; what arrived before an error is kept. */
async function run(
  options: Partial<OpenAiCompatibleOptions> = {},
  input: { text?: string; maxTokens?: number; signal?: AbortSignal } = {},
) {
  const events: TChatStreamEvent[] = [];
  let error: unknown = null;
  try {
    for await (const event of client(options).streamChat({
      messages: ask(input.text ?? 'hello'),
      maxTokens: input.maxTokens ?? 200,
      signal: input.signal ?? new AbortController().signal,
    })) {
      events.push(event);
    }
  } catch (caught) {
    error = caught;
  }
  const text = events.map((event) => (event.type === 'delta' ? event.text : '')).join('');
  return { events, text, error, usage: events.find((event) => event.type === 'usage') };
}

const UTF8_REPLY = 'Grüezi! Café, crème brûlée, Übung 🏃‍♀️💪🏽 und 日本 — fertig.';

describe('streaming', () => {
  it('joins the deltas to the reply for many odd byte splits, UTF-8 characters cut in half included', async () => {
    for (const writeSizes of [[1], [2], [3], [5], [7], [11], [13], [1, 2, 3], [17, 1, 4], [64], [4096]]) {
      for (const deltaChars of [1, 3, 4]) {
        fake.setBehaviour({ kind: 'ok', reply: UTF8_REPLY, writeSizes, deltaChars });
        const result = await run();
        expect(result.error, `writes of ${writeSizes.join(',')} bytes`).toBeNull();
        expect(result.text, `writes of ${writeSizes.join(',')} bytes`).toBe(UTF8_REPLY);
      }
    }
  });

  it('reads UTF-8 characters split between two network reads (writes paced apart)', async () => {
    fake.setBehaviour({ kind: 'ok', reply: UTF8_REPLY, writeSizes: [5], chunkDelayMs: 1, deltaChars: 30 });
    const result = await run();
    expect(result.error).toBeNull();
    expect(result.text).toBe(UTF8_REPLY);
  });

  it('yields every delta as it arrives and the usage last', async () => {
    fake.setBehaviour({ kind: 'ok', reply: 'one two three four', deltaChars: 4 });
    const { events, usage } = await run({}, { text: 'count to four' });
    expect(
      events.filter((event) => event.type === 'delta').map((event) => event.type === 'delta' && event.text),
    ).toEqual(['one ', 'two ', 'thre', 'e fo', 'ur']);
    expect(events.at(-1)).toBe(usage);
    // The fake counts 4 characters a token: 16 + 13 characters of prompt, 18 of reply.
    expect(usage).toEqual({ type: 'usage', promptTokens: 4 + 4, completionTokens: 5, totalTokens: 13 });
  });

  it('sends the model, the messages, stream options, max_tokens and the API key', async () => {
    await run({ apiKey: 'sk-test' }, { text: 'marker-1', maxTokens: 321 });
    const [request] = fake.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      model: 'fake-model',
      messages: ask('marker-1'),
      stream: true,
      stream_options: { include_usage: true },
      max_tokens: 321,
    });
    await run({ apiKey: null });
    expect(fake.requests[1]!.headers.authorization).toBeUndefined();
  });

  it('keeps the streams of concurrent requests apart', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => run({}, { text: `stream-${i}` }).then((result) => result.text)),
    );
    expect(results).toEqual(Array.from({ length: 10 }, (_, i) => `Echo: stream-${i}`));
  });

  it('gets a reply cut at max_tokens', async () => {
    fake.setBehaviour({ kind: 'ok', reply: 'x'.repeat(100) });
    const { text, usage } = await run({}, { maxTokens: 5 });
    expect(text).toBe('x'.repeat(20));
    expect(usage).toMatchObject({ completionTokens: 5 });
  });
});

describe('retries before the first token', () => {
  it('retries a 429 and succeeds', async () => {
    fake.setBehaviour([{ kind: 'error', status: 429 }, { kind: 'ok' }]);
    const { text, error } = await run({}, { text: 'again' });
    expect(error).toBeNull();
    expect(text).toBe('Echo: again');
    expect(fake.requests.map((request) => request.status)).toEqual([429, 200]);
  });

  it('waits as long as Retry-After says', async () => {
    fake.setBehaviour([{ kind: 'error', status: 429, retryAfter: 1 }, { kind: 'ok' }]);
    const started = performance.now();
    const { error } = await run();
    expect(error).toBeNull();
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('gives up at once when Retry-After is beyond the cap', async () => {
    fake.setBehaviour([{ kind: 'error', status: 429, retryAfter: 60 }, { kind: 'ok' }]);
    const { error } = await run({ maxRetryAfterMs: 3_000 });
    expect(error).toBeInstanceOf(ModelUnavailableError);
    expect(error).toMatchObject({ reason: 'rate_limited', status: 429 });
    expect(fake.requests).toHaveLength(1);
  });

  it('answers ModelUnavailableError after three 500s', async () => {
    fake.setBehaviour({ kind: 'error', status: 500 });
    const { error, events } = await run();
    expect(error).toBeInstanceOf(ModelUnavailableError);
    expect(error).toMatchObject({ reason: 'server_error', status: 500 });
    expect(events).toEqual([]);
    expect(fake.requests).toHaveLength(3);
  });

  it('does not retry a 4xx other than 429 (a wrong API key)', async () => {
    const guarded = await startFakeOpenAi({ apiKey: 'right-key' });
    try {
      const { error } = await run({ baseUrl: guarded.url, apiKey: 'wrong-key' });
      expect(error).toMatchObject({ name: 'ModelUnavailableError', reason: 'bad_response', status: 401 });
      expect(guarded.requests.map((request) => request.status)).toEqual([401]);
      expect((await run({ baseUrl: guarded.url, apiKey: 'right-key' })).text).toBe('Echo: hello');
    } finally {
      await guarded.close();
    }
  });

  it('retries a connection dropped before any answer, and a refused connection is unavailable (network)', async () => {
    fake.setBehaviour([{ kind: 'drop' }, { kind: 'ok' }]);
    expect((await run()).text).toBe('Echo: hello');
    expect(fake.requests.map((request) => request.outcome)).toEqual(['dropped', 'completed']);

    const gone = await startFakeOpenAi();
    const url = gone.url;
    await gone.close();
    const { error } = await run({ baseUrl: url });
    expect(error).toMatchObject({ name: 'ModelUnavailableError', reason: 'network' });
  });

  it('retries a connection dropped before the first token', async () => {
    fake.setBehaviour([{ kind: 'ok', dropAfterChunks: 0 }, { kind: 'ok' }]);
    expect((await run()).text).toBe('Echo: hello');
    expect(fake.requests).toHaveLength(2);
  });
});

describe('timeouts', () => {
  it('gives up when the first token comes later than the timeout: one deadline, retries included', async () => {
    fake.setBehaviour({ kind: 'ok', firstTokenDelayMs: 1_000 });
    const started = performance.now();
    const { error, events } = await run({ timeoutMs: 150, retries: 2 });
    expect(error).toMatchObject({ name: 'ModelUnavailableError', reason: 'timeout' });
    expect(events).toEqual([]);
    // The first attempt used the whole deadline: no retry starts after it (it could not finish in time).
    expect(fake.requests).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(150 + 100);
    await vi.waitFor(() => expect(fake.requests.every((request) => request.outcome === 'client-closed')).toBe(true));
  });

  it('retries within the deadline, and gives up at once when the back-off would pass it', async () => {
    fake.setBehaviour({ kind: 'error', status: 503 });
    const quick = await run({ timeoutMs: 1_000, retries: 2, retryDelayMs: 20 });
    expect(quick.error).toMatchObject({ name: 'ModelUnavailableError', reason: 'server_error', status: 503 });
    expect(fake.requests).toHaveLength(3);

    fake.reset();
    fake.setBehaviour({ kind: 'error', status: 503 });
    const started = performance.now();
    const late = await run({ timeoutMs: 300, retries: 2, retryDelayMs: 1_000 });
    expect(late.error).toMatchObject({ name: 'ModelUnavailableError', reason: 'server_error' });
    expect(fake.requests).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(300);
  });

  it('never takes longer than the timeout in total before giving up (slow answers, then hanging)', async () => {
    fake.setBehaviour([{ kind: 'ok', firstTokenDelayMs: 5_000 }, { kind: 'error', status: 503 }, { kind: 'hang' }]);
    const started = performance.now();
    const { error } = await run({ timeoutMs: 400, retries: 5, retryDelayMs: 10 });
    expect(error).toMatchObject({ name: 'ModelUnavailableError' });
    expect(performance.now() - started).toBeLessThan(400 + 150);
  });

  it('gives up on a server that never answers', async () => {
    fake.setBehaviour({ kind: 'hang' });
    const { error } = await run({ timeoutMs: 100, retries: 0 });
    expect(error).toMatchObject({ name: 'ModelUnavailableError', reason: 'timeout' });
    await vi.waitFor(() => expect(fake.requests[0]!.outcome).toBe('client-closed'));
  });

  it('interrupts a reply whose next token comes later than the timeout, without retrying', async () => {
    fake.setBehaviour({ kind: 'ok', reply: 'slow reply here', chunkDelayMs: 400 });
    const { error, text } = await run({ timeoutMs: 150 });
    expect(error).toBeInstanceOf(ModelStreamInterruptedError);
    expect(text).toBe('slow');
    expect(fake.requests).toHaveLength(1);
  });
});

describe('after the first token', () => {
  it('a dropped connection interrupts the reply, and nothing is retried', async () => {
    fake.setBehaviour([{ kind: 'ok', reply: 'first second third', dropAfterChunks: 1 }, { kind: 'ok' }]);
    const { error, text, usage } = await run();
    expect(error).toBeInstanceOf(ModelStreamInterruptedError);
    expect(text).toBe('firs');
    expect(usage).toBeUndefined();
    expect(fake.requests).toHaveLength(1);
  });

  it('aborting the signal stops the stream at once and closes the upstream connection', async () => {
    fake.setBehaviour({ kind: 'ok', reply: 'a long reply '.repeat(50), chunkDelayMs: 50 });
    const controller = new AbortController();
    const deltas: string[] = [];
    let abortedAt = 0;
    const iteration = (async () => {
      for await (const event of client().streamChat({
        messages: ask('stop me'),
        maxTokens: 500,
        signal: controller.signal,
      })) {
        if (event.type === 'delta') deltas.push(event.text);
        if (deltas.length === 2) {
          abortedAt = performance.now();
          controller.abort();
        }
      }
    })();
    await expect(iteration).rejects.toMatchObject({ name: 'AbortError' });
    expect(performance.now() - abortedAt).toBeLessThan(40);
    expect(deltas).toHaveLength(2);
    await vi.waitFor(() => expect(fake.requests[0]!.outcome).toBe('client-closed'));
    expect(fake.requests[0]!.contentChunks).toBeLessThan(6);
  });

  it('aborting while the server has not answered, or during the back-off, throws the AbortError at once', async () => {
    fake.setBehaviour({ kind: 'hang' });
    const waiting = run({}, { signal: AbortSignal.timeout(100) });
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    expect((await waiting).error).toMatchObject({ name: 'TimeoutError' });
    await vi.waitFor(() => expect(fake.requests[0]!.outcome).toBe('client-closed'));

    fake.reset();
    fake.setBehaviour({ kind: 'error', status: 503 });
    const controller = new AbortController();
    const backingOff = run({ retryDelayMs: 10_000, timeoutMs: 60_000 }, { signal: controller.signal });
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    const started = performance.now();
    controller.abort();
    expect((await backingOff).error).toMatchObject({ name: 'AbortError' });
    expect(performance.now() - started).toBeLessThan(100);
    expect(fake.requests).toHaveLength(1);
  });

  it('leaving the loop early closes the upstream connection', async () => {
    fake.setBehaviour({ kind: 'ok', reply: 'many words '.repeat(40), chunkDelayMs: 20 });
    for await (const event of client().streamChat({
      messages: ask('x'),
      maxTokens: 500,
      signal: new AbortController().signal,
    })) {
      if (event.type === 'delta') break;
    }
    await vi.waitFor(() => expect(fake.requests[0]!.outcome).toBe('client-closed'));
  });
});
