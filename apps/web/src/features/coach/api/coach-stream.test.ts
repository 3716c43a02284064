import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCoachStreamEvent } from '@openwell/contracts';
import { ApiError } from '@/lib/api-client.ts';
import { chunked, doneEvent, sseBody, startEvent, streamResponse } from '../test/coach-stream-fixtures.ts';
import { streamCoachMessage } from './coach-stream.ts';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(answer: (init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(answer(init ?? {})));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function collect(options: { signal?: AbortSignal } = {}) {
  const events: TCoachStreamEvent[] = [];
  const outcome = await streamCoachMessage({
    conversationId: null,
    text: 'How did I sleep?',
    onEvent: (event) => events.push(event),
    ...options,
  });
  return { events, outcome };
}

const REPLY = ['You slept **6.1 h** ', 'on average — ', 'that is 1 h less than usual. Schlaf gut ✓'];
const BODY = sseBody([
  startEvent(),
  ...REPLY.map((text) => ({ event: 'delta', data: { text } })),
  doneEvent(REPLY.join('')),
]);

describe('streamCoachMessage', () => {
  it('posts the message as JSON with cookies and reads start, deltas and done', async () => {
    const fetchMock = stubFetch(() => streamResponse(chunked(BODY, [BODY.length])).response);
    const { events, outcome } = await collect();
    expect(outcome).toBe('done');
    expect(events.map((event) => event.event)).toEqual(['start', 'delta', 'delta', 'delta', 'done']);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/coach/messages');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect((init!.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(init!.body))).toEqual({ conversationId: null, text: 'How did I sleep?', language: 'en' });
  });

  it.each([
    ['one byte at a time', Array.from({ length: 2000 }, () => 1)],
    ['inside field names, JSON and multi-byte characters', [3, 7, 1, 13, 2, 29, 5, 11, 17, 4, 41, 6, 3]],
    ['line endings split from their lines', [BODY.indexOf('\n'), 1, BODY.indexOf('\n\n') - BODY.indexOf('\n') - 1, 1]],
  ])('the same events when chunks split %s', async (_name, sizes) => {
    stubFetch(() => streamResponse(chunked(BODY, sizes)).response);
    const { events } = await collect();
    const deltas = events.flatMap((event) => (event.event === 'delta' ? [event.data.text] : []));
    expect(deltas).toEqual(REPLY);
    expect(events.at(-1)).toEqual(doneEvent(REPLY.join('')));
  });

  it('CRLF line endings and comments (keep-alives) are understood', async () => {
    const body = `: keep-alive\r\n\r\n${sseBody([startEvent(), doneEvent('ok')]).replaceAll('\n', '\r\n')}`;
    stubFetch(() => streamResponse(chunked(body, [5, 9, 3])).response);
    const { events, outcome } = await collect();
    expect(outcome).toBe('done');
    expect(events.map((event) => event.event)).toEqual(['start', 'done']);
  });

  it('an error event ends the stream with its code', async () => {
    stubFetch(
      () =>
        streamResponse(chunked(sseBody([startEvent(), { event: 'error', data: { code: 'INTERNAL' } }]), [10])).response,
    );
    const { events, outcome } = await collect();
    expect(outcome).toBe('error');
    expect(events.at(-1)).toEqual({ event: 'error', data: { code: 'INTERNAL' } });
  });

  it('an error answer before the stream throws its ApiError', async () => {
    stubFetch(() => Response.json({ error: { code: 'COACH_CONVERSATION_FULL', message: 'full' } }, { status: 409 }));
    await expect(collect()).rejects.toMatchObject({ name: 'ApiError', status: 409, code: 'COACH_CONVERSATION_FULL' });
  });

  it('no connection is NETWORK_ERROR; a stream that breaks off before done is too', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(collect()).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
    stubFetch(
      () => streamResponse(chunked(sseBody([startEvent(), { event: 'delta', data: { text: 'Hal' } }]), [7])).response,
    );
    await expect(collect()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('an event that does not match its schema is INVALID_RESPONSE', async () => {
    stubFetch(
      () => streamResponse(chunked(sseBody([{ event: 'start', data: { conversationId: 'nope' } }]), [])).response,
    );
    const error = await collect().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('INVALID_RESPONSE');
  });

  it('unknown event types are skipped', async () => {
    stubFetch(
      () => streamResponse(chunked(sseBody([startEvent(), { event: 'ping', data: {} }, doneEvent('')]), [])).response,
    );
    const { events } = await collect();
    expect(events.map((event) => event.event)).toEqual(['start', 'done']);
  });

  it('aborting stops reading and resolves aborted, keeping the events so far', async () => {
    const controller = new AbortController();
    let open!: ReturnType<typeof streamResponse>;
    stubFetch((init) => {
      open = streamResponse(chunked(sseBody([startEvent(), { event: 'delta', data: { text: 'Part' } }]), []), {
        hold: true,
        signal: init.signal ?? null,
      });
      return open.response;
    });
    const events: TCoachStreamEvent[] = [];
    const pending = streamCoachMessage({
      conversationId: null,
      text: 'Hi',
      signal: controller.signal,
      onEvent: (event) => {
        events.push(event);
        if (event.event === 'delta') controller.abort();
      },
    });
    await expect(pending).resolves.toBe('aborted');
    expect(events.map((event) => event.event)).toEqual(['start', 'delta']);
  });
});
