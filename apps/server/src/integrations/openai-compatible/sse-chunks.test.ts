import { describe, expect, it } from 'vitest';
import type { TChatStreamEvent } from './openai-compatible-client.ts';
import { MalformedStreamError, readChatStream } from './sse-chunks.ts';

const encoder = new TextEncoder();
const chunk = (content: string | null, finish: string | null = null) =>
  `data: ${JSON.stringify({
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
    usage: null,
  })}\n\n`;
const USAGE = `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 7, completion_tokens: 3, total_tokens: 10 } })}\n\n`;

/** A body delivering `bytes` in pieces cut at `cuts` (byte offsets). */
function body(bytes: Uint8Array, cuts: number[]): ReadableStream<Uint8Array> {
  const bounds = [0, ...cuts, bytes.length];
  let index = 0;
  return new ReadableStream({
    pull(controller) {
      if (index >= bounds.length - 1) return controller.close();
      controller.enqueue(bytes.slice(bounds[index], bounds[index + 1]));
      index++;
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>) {
  const events: TChatStreamEvent[] = [];
  for await (const event of readChatStream(stream, () => {})) events.push(event);
  return events;
}
const textOf = (events: TChatStreamEvent[]) => events.map((e) => (e.type === 'delta' ? e.text : '')).join('');

describe('readChatStream', () => {
  const parts = ['Grüß', ' di', 'ch — ', 'très ', 'bien 👩‍👩‍👧 ', '🇨🇭!'];
  const wire = encoder.encode(
    `: keep-alive comment\n\n${chunk('')}${parts.map((part) => chunk(part)).join('')}${chunk(null, 'stop')}${USAGE}data: [DONE]\n\n`,
  );

  it('reads the same deltas and usage whichever byte the stream is cut at (inside UTF-8 characters too)', async () => {
    for (let cut = 1; cut < wire.length; cut++) {
      const events = await collect(body(wire, [cut]));
      expect(textOf(events), `cut at byte ${cut}`).toBe(parts.join(''));
      expect(events.at(-1)).toEqual({ type: 'usage', promptTokens: 7, completionTokens: 3, totalTokens: 10 });
    }
    const everyByte = Array.from({ length: wire.length - 1 }, (_, i) => i + 1);
    expect(textOf(await collect(body(wire, everyByte)))).toBe(parts.join(''));
  });

  it('accepts CRLF line ends and a missing blank line before the end', async () => {
    const crlf = `${chunk('a')}${chunk('b', 'stop')}`.replaceAll('\n', '\r\n').replace(/\r\n\r\n$/, '');
    expect(textOf(await collect(body(encoder.encode(crlf), [5, 9])))).toBe('ab');
  });

  it('an end after a finish_reason without [DONE] is complete; an end without either is not', async () => {
    expect(textOf(await collect(body(encoder.encode(chunk('x') + chunk(null, 'length')), [])))).toBe('x');
    await expect(collect(body(encoder.encode(chunk('x')), []))).rejects.toBeInstanceOf(MalformedStreamError);
  });

  it('rejects a chunk that is not JSON, and an error object sent inside the stream (without keeping its text)', async () => {
    await expect(collect(body(encoder.encode('data: {not json\n\n'), []))).rejects.toMatchObject({
      name: 'MalformedStreamError',
      upstreamError: false,
    });
    const error = await collect(
      body(encoder.encode(`data: ${JSON.stringify({ error: { message: 'my secret prompt' } })}\n\n`), []),
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'MalformedStreamError', upstreamError: true });
    expect(String((error as Error).message)).not.toContain('secret');
  });

  it('reports activity for every data event, not for comments', async () => {
    let activity = 0;
    const stream = body(encoder.encode(`: ping\n\n: ping\n\n${chunk('a')}${chunk('b', 'stop')}data: [DONE]\n\n`), []);
    for await (const event of readChatStream(stream, () => activity++)) void event;
    expect(activity).toBe(3);
  });
});
