import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestWebDist } from './helpers/build-test-app.ts';
import { openTestDatabase } from './helpers/test-database.ts';

const SERVER_ENTRY = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

type Spawned = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function startServer(env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

// A ceiling, not a speed target: a first start (initdb, migrations, seed) takes long on a busy machine.
async function waitForHealth(port: number, spawned: Spawned, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (spawned.child.exitCode !== null) throw new Error(`server exited early:\n${spawned.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${spawned.output()}`);
}

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
