import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeUserRole, getHealth, logSessionActivity, lookupCompany, signOut } from '@openwell/contracts';
import { ApiError } from './api-client.ts';
import { callEndpoint, endpointQueryKey, endpointUrl } from './endpoint-client.ts';

const health = { status: 'ok', version: '0.1.0', database: { kind: 'pglite', reachable: true }, uptimeSeconds: 3 };
const adminUser = {
  id: 'u1',
  email: 'a@example.com',
  role: 'admin',
  companyCode: null,
  companyName: null,
  departmentName: null,
};

function stubFetch(status: number, body?: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('endpoint client', () => {
  it('fills path parameters, sends the body with the declared method and validates the answer', async () => {
    const fetchMock = stubFetch(200, adminUser);
    const user = await callEndpoint(changeUserRole, { params: { userId: 'u 1' }, body: { role: 'admin' } });
    expect(user.role).toBe('admin');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(changeUserRole.path.replace(':userId', 'u%201'));
    expect(init).toMatchObject({ method: 'PATCH', credentials: 'include', body: '{"role":"admin"}' });
  });

  it('sends the extra headers it is given beside the JSON ones', async () => {
    const fetchMock = stubFetch(200, { success: true });
    await callEndpoint(signOut, {}, { headers: { 'Idempotency-Key': 'key-12345678' } });
    expect(fetchMock.mock.calls[0]![1].headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Idempotency-Key': 'key-12345678',
    });
  });

  it('puts the query in the URL and leaves empty values out', () => {
    expect(endpointUrl(lookupCompany, { query: { code: 'ACME 1' } })).toBe(`${lookupCompany.path}?code=ACME+1`);
    expect(endpointUrl({ path: '/x' }, { query: { a: undefined, b: '', c: 2 } })).toBe('/x?c=2');
  });

  it('sends an empty JSON object to state-changing endpoints without a body, and nothing on GET', async () => {
    const fetchMock = stubFetch(200, { success: true });
    await callEndpoint(signOut, {});
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', body: '{}' });
    stubFetch(200, health);
    await expect(callEndpoint(getHealth, {})).resolves.toEqual(health);
  });

  it('resolves a 204 to undefined', async () => {
    stubFetch(204);
    const body = {
      p_activity_type: 'session_start',
      p_metadata: { timestamp: new Date().toISOString() },
    } as const;
    await expect(callEndpoint(logSessionActivity, { body })).resolves.toBeUndefined();
  });

  it('refuses an answer that does not match the declaration', async () => {
    stubFetch(200, { unexpected: true });
    await expect(callEndpoint(getHealth, {})).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    stubFetch(404, { error: { code: 'INVALID_COMPANY_CODE', message: 'x' } });
    const failure = callEndpoint(lookupCompany, { query: { code: 'NOPE' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, code: 'INVALID_COMPANY_CODE' });
  });

  it('derives query keys from feature, operation and variables', () => {
    expect(endpointQueryKey(getHealth)).toEqual(['system', 'getHealth']);
    expect(endpointQueryKey(lookupCompany, { query: { code: 'A' } })).toEqual([
      'companies',
      'lookupCompany',
      { query: { code: 'A' } },
    ]);
  });

  it('types the input from the declaration', () => {
    // Compile-time checks (npm run typecheck): a missing or wrong part does not typecheck.
    const check = () => {
      // @ts-expect-error the body is required
      void callEndpoint(changeUserRole, { params: { userId: 'u1' } });
      // @ts-expect-error no such role
      void callEndpoint(changeUserRole, { params: { userId: 'u1' }, body: { role: 'owner' } });
    };
    expect(check).toBeTypeOf('function');
  });
});
