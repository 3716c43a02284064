import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

// Rate limits and audit rows key on request.ip: a client must not be able to choose it with a header.
describe('TRUST_PROXY', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.cleanup());

  async function ipSeen(env: Record<string, string>): Promise<string> {
    t = await buildTestApp({
      env,
      registerExtraRoutes: (app) => {
        app.get('/api/test/ip', async (request) => ({ ip: request.ip }));
      },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/ip',
      remoteAddress: '10.9.8.7',
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    return (response.json() as { ip: string }).ip;
  }

  it('ignores X-Forwarded-For by default', async () => {
    expect(await ipSeen({})).toBe('10.9.8.7');
  });

  it('uses X-Forwarded-For when the proxy is trusted', async () => {
    expect(await ipSeen({ TRUST_PROXY: '10.0.0.0/8' })).toBe('203.0.113.5');
  });

  it('trusts the given number of hops', async () => {
    expect(await ipSeen({ TRUST_PROXY: '1' })).toBe('203.0.113.5');
  });
});
