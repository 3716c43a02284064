import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from './helpers/build-test-app.ts';
import type { TestApp } from './helpers/build-test-app.ts';

describe('graceful shutdown of the app', () => {
  let t: TestApp;
  let entered: () => void;
  const handlerEntered = new Promise<void>((resolve) => {
    entered = resolve;
  });
  let release: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });

  beforeAll(async () => {
    t = await buildTestApp({
      registerExtraRoutes: (app) => {
        app.get('/api/test/slow', async () => {
          entered();
          await released;
          return { finished: true };
        });
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('lets an in-flight request finish with 200 while close() is running', async () => {
    const address = t.app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening');
    const base = `http://127.0.0.1:${address.port}`;

    // An idle keep-alive connection must not hold the shutdown up.
    const idle = await fetch(`${base}/api/health`);
    expect(idle.status).toBe(200);
    await idle.arrayBuffer();

    const inFlight = fetch(`${base}/api/test/slow`);
    await handlerEntered;
    let closed = false;
    const closing = t.app.close().then(() => {
      closed = true;
    });
    // New connections are refused while closing (wait until the listener has closed), and close()
    // is still waiting for the in-flight request.
    const tryHealth = () =>
      fetch(`${base}/api/health`).then(
        async (response) => {
          await response.arrayBuffer();
          return 'answered';
        },
        (error: Error & { cause?: { code?: string } }) => error.cause?.code,
      );
    await vi.waitFor(async () => expect(await tryHealth()).toBe('ECONNREFUSED'), { timeout: 20_000, interval: 20 });
    expect(closed).toBe(false);

    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;
    expect(closed).toBe(true);
  });
});
