import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestWebDist } from './helpers/build-test-app.ts';
import { freePort, startServer, waitForHealth, type Spawned } from './helpers/server-process.ts';
import { openTestDatabase } from './helpers/test-database.ts';

const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('server process', () => {
  let tempDir: string;
  let dataDir: string;
  let port: number;
  let first: Spawned;
  let testDb: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  let baseEnv: Record<string, string>;

  beforeAll(async () => {
    tempDir = await mkdtemp(join(tmpdir(), 'openwell-process-'));
    dataDir = join(tempDir, 'data');
    port = await freePort();
    baseEnv = { DATA_DIR: dataDir, WEB_DIST_DIR: await createTestWebDist(tempDir) };
    if (usingPostgres) {
      testDb = await openTestDatabase();
      baseEnv.DATABASE_URL = testDb.database.connectionString ?? '';
    }
    first = startServer({ ...baseEnv, PORT: String(port) });
    await waitForHealth(port, first);
  }, 180_000);

  afterAll(async () => {
    if (first && first.child.exitCode === null) {
      first.child.kill('SIGKILL');
      await first.exited;
    }
    await testDb?.cleanup();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  });

  it('serves the API and the web app', async () => {
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toMatchObject({
      status: 'ok',
      database: { kind: usingPostgres ? 'postgres' : 'pglite', reachable: true },
    });
    const page = await fetch(`http://127.0.0.1:${port}/dashboard`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });

  it.skipIf(usingPostgres)(
    'refuses a second process on the same DATA_DIR with a clear message',
    async () => {
      const second = startServer({ ...baseEnv, PORT: String(await freePort()) });
      const code = await second.exited;
      expect(code).not.toBe(0);
      expect(second.output()).toContain('is already using the data directory');
      expect(second.output()).toContain(`pid ${first.child.pid}`);
      expect(second.output()).not.toMatch(/\n\s+at /);
      // The first server is untouched.
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    },
    120_000,
  );

  it('exits 0 on SIGTERM after closing the database', async () => {
    first.child.kill('SIGTERM');
    const code = await first.exited;
    expect(code, first.output()).toBe(0);
    expect(first.output()).toContain('database closed');
    expect(first.output()).toContain('shutdown complete');
  }, 60_000);
});
