import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, ERROR_TABLE, getHealth, ZHealthResponseSchema } from '@openwell/contracts';
import { i18n } from './i18n.ts';
import { ApiError, request } from './api-client.ts';
import { errorCodeMessage, errorMessage } from './error-messages.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const health = { status: 'ok', version: '0.1.0', database: { kind: 'pglite', reachable: true }, uptimeSeconds: 3 };

describe('api client', () => {
  it('sends JSON with cookies and returns the validated body', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, health));
    vi.stubGlobal('fetch', fetchMock);
    await expect(request('GET', getHealth.path, { schema: ZHealthResponseSchema })).resolves.toEqual(health);
    const [getUrl, getInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(getUrl).toBe(getHealth.path);
    expect(getInit.method).toBe('GET');
    expect(getInit.credentials).toBe('include');
    expect(getInit.body).toBeUndefined();
    await request('POST', '/things', { body: { a: 1 }, schema: ZHealthResponseSchema });
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/things');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns the error shape into a typed ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(409, { error: { code: 'CONFLICT', message: 'Already redeemed', details: { rewardId: 'r1' } } }),
      ),
    );
    const error = await request('POST', '/rewards/r1/redeem').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Already redeemed',
      details: { rewardId: 'r1' },
    });
  });

  it('derives a code from the status when the body is not our error shape', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(request('GET', getHealth.path)).rejects.toMatchObject({ status: 502, code: 'BAD_GATEWAY' });
  });

  it('reports a network failure as NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await request('GET', getHealth.path).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('passes an abort through unchanged', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError'))),
    );
    await expect(request('GET', getHealth.path)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects a response that breaks its contract with INVALID_RESPONSE', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { status: 'fine' })),
    );
    await expect(request('GET', getHealth.path, { schema: ZHealthResponseSchema })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('returns undefined for 204 No Content', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(request('DELETE', '/things/1')).resolves.toBeUndefined();
  });
});

describe('error messages', () => {
  const t = i18n.getFixedT('en');

  it('has a translated message for every server and client error code', () => {
    for (const code of ERROR_CODES) {
      // English here; the i18n parity test makes every other language have the same keys.
      expect(i18n.exists(ERROR_TABLE[code].i18nKey, { lng: 'en' }), code).toBe(true);
      expect(errorCodeMessage(t, code)).toBe(t(ERROR_TABLE[code].i18nKey));
    }
    for (const code of ['NETWORK_ERROR', 'INVALID_RESPONSE']) {
      expect(i18n.exists(`errors:${code}`, { lng: 'en' }), code).toBe(true);
      expect(errorCodeMessage(t, code)).not.toBe(code);
    }
  });

  it('maps errors to messages, unknown ones to the generic message', () => {
    expect(errorMessage(t, new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x' }))).toBe(
      'No connection to the server. Please check your internet connection and try again.',
    );
    expect(errorCodeMessage(t, 'SOMETHING_NEW')).toBe('Something went wrong. Please try again.');
    expect(errorMessage(t, new Error('plain'))).toBe('Something went wrong. Please try again.');
    expect(errorMessage(i18n.getFixedT('de'), new ApiError({ status: 429, code: 'RATE_LIMITED', message: '' }))).toBe(
      'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    );
  });
});
