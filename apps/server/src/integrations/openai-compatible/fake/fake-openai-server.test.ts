import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai-server.ts';

// Answers read loosely: the tests check their shape with toMatchObject.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TJson = Record<string, any>;

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reset());

const BODY = {
  model: 'fake-model',
  messages: [
    { role: 'system', content: 'Be brief.' },
    { role: 'user', content: 'How do I sleep better?' },
  ],
  stream: true,
  stream_options: { include_usage: true },
};

const post = (body: object, headers: Record<string, string> = {}, url = fake.url) =>
  fetch(`${url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** The `data:` payloads of an SSE body. */
const dataOf = (text: string) =>
  text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => block.slice('data: '.length));

describe('fake OpenAI-compatible server', () => {
  it('streams chat.completion.chunk events, a finish, the usage chunk with no choices, then [DONE]', async () => {
    const response = await post(BODY);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const data = dataOf(await response.text());
    expect(data.at(-1)).toBe('[DONE]');
    const chunks = data.slice(0, -1).map((item) => JSON.parse(item) as TJson);
    expect(chunks[0]!.choices[0].delta).toMatchObject({ role: 'assistant', content: '' });
    const text = chunks.map((c) => c.choices[0]?.delta?.content ?? '').join('');
    expect(text).toBe('Echo: How do I sleep better?');
    expect(chunks.at(-2)!.choices[0]).toMatchObject({ delta: {}, finish_reason: 'stop' });
    expect(chunks.at(-1)).toMatchObject({
      object: 'chat.completion.chunk',
      choices: [],
      // 9 and 22 characters of prompt (3 + 6 tokens), 28 of reply (7 tokens)
      usage: { prompt_tokens: 9, completion_tokens: 7, total_tokens: 16 },
    });
    expect(chunks.slice(0, -1).every((c) => c.usage === null)).toBe(true);
  });

  it('sends no usage without stream_options.include_usage, and one chat.completion without stream', async () => {
    const data = dataOf(await (await post({ ...BODY, stream_options: undefined })).text());
    expect(data.some((item) => item.includes('"usage"'))).toBe(false);
    const whole = (await (await post({ ...BODY, stream: false })).json()) as TJson;
    expect(whole).toMatchObject({
      object: 'chat.completion',
      choices: [{ message: { role: 'assistant', content: 'Echo: How do I sleep better?' }, finish_reason: 'stop' }],
      usage: { total_tokens: 16 },
    });
  });

  it('cuts the reply at max_tokens (4 characters a token) with finish_reason "length"', async () => {
    fake.setBehaviour({ kind: 'ok', reply: 'abcdefghijklmnopqrstuvwxyz' });
    const whole = (await (await post({ ...BODY, stream: false, max_tokens: 3 })).json()) as TJson;
    expect(whole.choices[0]).toMatchObject({ message: { content: 'abcdefghijkl' }, finish_reason: 'length' });
    expect(whole.usage.completion_tokens).toBe(3);
  });

  it('answers errors in OpenAI’s envelope, with Retry-After when asked, from a queue whose last entry stays', async () => {
    fake.setBehaviour([
      { kind: 'error', status: 429, retryAfter: 2 },
      { kind: 'error', status: 429 },
      { kind: 'error', status: 500 },
    ]);
    const first = await post(BODY);
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('2');
    expect(await first.json()).toEqual({
      error: { message: expect.any(String), type: 'requests', param: null, code: 'rate_limit_exceeded' },
    });
    const second = await post(BODY);
    expect([second.status, second.headers.get('retry-after')]).toEqual([429, null]);
    expect((await post(BODY)).status).toBe(500);
    expect((await post(BODY)).status).toBe(500);
    fake.reset();
    expect((await post(BODY)).status).toBe(200);
  });

  it('answers 401 invalid_api_key without the right key when it has one, and 400 / 404 for bad requests', async () => {
    const guarded = await startFakeOpenAi({ apiKey: 'sk-right' });
    try {
      const wrong = await post(BODY, { authorization: 'Bearer sk-wrong' }, guarded.url);
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toMatchObject({ error: { code: 'invalid_api_key' } });
      expect((await post(BODY, {}, guarded.url)).status).toBe(401);
      expect((await post(BODY, { authorization: 'Bearer sk-right' }, guarded.url)).status).toBe(200);
    } finally {
      await guarded.close();
    }
    expect((await post({ model: 'm', messages: [] })).status).toBe(400);
    expect((await fetch(`${fake.url}/models`)).status).toBe(404);
  });

  it('records each request: headers, parsed body, status, content chunks and how it ended', async () => {
    fake.setBehaviour({ kind: 'ok', reply: 'one two three', deltaChars: 4, dropAfterChunks: 2 });
    await expect(post(BODY).then((response) => response.text())).rejects.toThrow();
    expect(fake.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/v1/chat/completions',
        body: BODY,
        status: 200,
        contentChunks: 2,
        outcome: 'dropped',
      }),
    ]);
    expect(fake.requests[0]!.headers['content-type']).toBe('application/json');
  });

  it('waits before the first token as asked', async () => {
    fake.setBehaviour({ kind: 'ok', firstTokenDelayMs: 300 });
    const started = performance.now();
    const response = await post(BODY);
    const headersAt = performance.now() - started;
    await response.text();
    expect(headersAt).toBeLessThan(250);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });
});
