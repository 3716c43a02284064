import { fakeOpenAiURL } from '../playwright.config.ts';

/**
 * The local fake of an OpenAI-compatible model server the e2e server's coach talks to, driven through its control API
 * (apps/server/src/integrations/openai-compatible/fake/README.md). Its behaviour is shared by every test: the tests
 * that script it run serially in one file.
 */
async function control(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${fakeOpenAiURL}/__control${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`fake model control ${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

export type TFakeModelBehaviour =
  | { kind: 'ok'; reply?: string; deltaChars?: number; firstTokenDelayMs?: number; chunkDelayMs?: number }
  | { kind: 'error'; status: number; retryAfter?: number };

/** Every next request gets `behaviour`; the request log is emptied. */
export async function setFakeModel(behaviour: TFakeModelBehaviour): Promise<void> {
  await control('POST', '/reset');
  await control('PUT', '/behaviour', behaviour);
}

/** The chat completions requests the fake received since the last reset. */
export async function fakeModelRequests(): Promise<
  Array<{ body: { messages: Array<{ role: string; content: string }> } | null; outcome: string }>
> {
  return (await control('GET', '/requests')).json() as Promise<
    Array<{ body: { messages: Array<{ role: string; content: string }> } | null; outcome: string }>
  >;
}
