import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TRunningServer {
  url: string;
  /** The server's DATA_DIR (the PGlite cluster lives in its `pglite` folder). */
  dataDir: string;
  process: ChildProcess;
  /** Stops the server, runs `between` (e.g. with the PGlite cluster to itself), starts it again on the same data. */
  restartAround(between: () => Promise<void>): Promise<void>;
  /** Stops the server and deletes its data directory. */
  stop(): Promise<void>;
}

const root = join(import.meta.dirname, '..', '..');

/**
 * Starts the real server (built web app) in production mode on a throwaway data directory: PGlite unless `env`
 * names a DATABASE_URL. `env` overrides the server's environment.
 */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<TRunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'openwell-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const launch = async (): Promise<ChildProcess> => {
    const child = spawn(process.execPath, [join(root, 'apps/server/src/server.ts')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${url}/api/health`)).ok) return child;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('server did not start within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const halt = async (child: ChildProcess): Promise<void> => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };

  const server: TRunningServer = {
    url,
    dataDir,
    process: await launch(),
    async restartAround(between) {
      await halt(server.process);
      try {
        await between();
      } finally {
        server.process = await launch();
      }
    },
    async stop() {
      await halt(server.process);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
