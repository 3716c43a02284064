/**
 * What the fake answers: the reply's text, its token counts, and the OpenAI wire format of a streamed chat completion
 * (`chat.completion.chunk` events, the usage chunk with `choices: []`, `data: [DONE]`) and of errors.
 */

export type TFakeChatMessage = { role: string; content: unknown };
export type TFakeChatRequestBody = {
  model?: unknown;
  messages?: TFakeChatMessage[];
  stream?: unknown;
  stream_options?: { include_usage?: unknown } | null;
  max_tokens?: unknown;
  max_completion_tokens?: unknown;
};

/** The fake's tokenizer: about four characters a token (OpenAI's rule of thumb), at least one for any text. */
export const CHARS_PER_TOKEN = 4;
export const countTokens = (text: string) => Math.ceil([...text].length / CHARS_PER_TOKEN);

const textOf = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? content.map((part: { text?: unknown }) => (typeof part?.text === 'string' ? part.text : '')).join('')
      : '';

/** The default reply: `Echo: <the last user message>`, so every stream carries its own marker. */
export function echoReply(body: TFakeChatRequestBody): string {
  const lastUser = [...(body.messages ?? [])].reverse().find((message) => message.role === 'user');
  return `Echo: ${textOf(lastUser?.content)}`;
}

export function promptTokens(body: TFakeChatRequestBody): number {
  return (body.messages ?? []).reduce((sum, message) => sum + countTokens(textOf(message.content)), 0);
}

/** The reply cut to `max_tokens` (whole code points, never half an emoji), and why it ended. */
export function limitReply(reply: string, maxTokens: number | null): { text: string; finishReason: 'stop' | 'length' } {
  const chars = [...reply];
  if (maxTokens === null || chars.length <= maxTokens * CHARS_PER_TOKEN) return { text: reply, finishReason: 'stop' };
  return { text: chars.slice(0, maxTokens * CHARS_PER_TOKEN).join(''), finishReason: 'length' };
}

/** The reply in deltas of `deltaChars` code points (a "token" each). */
export function splitDeltas(text: string, deltaChars: number): string[] {
  const chars = [...text];
  const deltas: string[] = [];
  for (let i = 0; i < chars.length; i += Math.max(1, deltaChars)) deltas.push(chars.slice(i, i + deltaChars).join(''));
  return deltas;
}

/**
 * The SSE events of one streamed completion, each a complete `data: ...\n\n`. `contentEvents[i]` is the index in
 * `events` of the i-th content delta (for "drop after N chunks").
 */
export function streamEvents(input: {
  id: string;
  created: number;
  model: string;
  deltas: string[];
  finishReason: 'stop' | 'length';
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number } | null;
}): { events: string[]; contentEvents: number[] } {
  const includeUsage = input.usage !== null;
  const base = { id: input.id, object: 'chat.completion.chunk', created: input.created, model: input.model };
  const chunk = (delta: object, finishReason: string | null) => ({
    ...base,
    system_fingerprint: 'fp_openwell_fake',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    ...(includeUsage ? { usage: null } : {}),
  });
  const data = (value: object | string) => `data: ${typeof value === 'string' ? value : JSON.stringify(value)}\n\n`;
  const events = [data(chunk({ role: 'assistant', content: '', refusal: null }, null))];
  const contentEvents: number[] = [];
  for (const delta of input.deltas) {
    contentEvents.push(events.length);
    events.push(data(chunk({ content: delta }, null)));
  }
  events.push(data(chunk({}, input.finishReason)));
  if (input.usage)
    events.push(data({ ...base, system_fingerprint: 'fp_openwell_fake', choices: [], usage: input.usage }));
  events.push(data('[DONE]'));
  return { events, contentEvents };
}

/** The non-streamed answer (`stream` not true): one `chat.completion` object. */
export function completionObject(input: {
  id: string;
  created: number;
  model: string;
  text: string;
  finishReason: 'stop' | 'length';
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
}): object {
  return {
    id: input.id,
    object: 'chat.completion',
    created: input.created,
    model: input.model,
    system_fingerprint: 'fp_openwell_fake',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: input.text, refusal: null },
        logprobs: null,
        finish_reason: input.finishReason,
      },
    ],
    usage: input.usage,
  };
}

/** OpenAI's error envelope. */
export function errorEnvelope(message: string, type: string, code: string | null, param: string | null = null) {
  return { error: { message, type, param, code } };
}

export const STATUS_ERRORS: Record<number, ReturnType<typeof errorEnvelope>> = {
  400: errorEnvelope('Invalid request.', 'invalid_request_error', null),
  401: errorEnvelope('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'),
  404: errorEnvelope(
    'The model does not exist or you do not have access to it.',
    'invalid_request_error',
    'model_not_found',
  ),
  429: errorEnvelope('Rate limit reached for requests. Please try again later.', 'requests', 'rate_limit_exceeded'),
  500: errorEnvelope('The server had an error while processing your request. Sorry about that!', 'server_error', null),
  502: errorEnvelope('Bad gateway.', 'server_error', null),
  503: errorEnvelope('The engine is currently overloaded, please try again later.', 'server_error', null),
};
