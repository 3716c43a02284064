import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export interface TThrowawayPostgres {
  /** postgres://…@127.0.0.1:PORT/postgres */
  url: string;
  stop(): void;
}

/** The newest Debian PostgreSQL binaries (`apt-get install postgresql-15`), or null. */
export function postgresBinDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((name) => existsSync(join(base, name, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(base, newest, 'bin') : null;
}

/**
 * A PostgreSQL cluster of its own on 127.0.0.1:`port` in a temporary directory (fsync off: it is thrown away).
 * As root, the cluster runs as the `postgres` user, which Debian's package creates.
 */
export function startThrowawayPostgres(port: number): TThrowawayPostgres {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found: apt-get install postgresql-15');
  const dir = mkdtempSync(join(tmpdir(), 'openwell-bench-pg-'));
  const isRoot = process.getuid?.() === 0;
  const user = isRoot ? 'postgres' : userInfo().username;
  if (isRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
  const run = (command: string, args: string[]) => {
    const [file, argv] = isRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    const result = spawnSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr.toString()}`);
  };
  run('initdb', ['-D', join(dir, 'data'), '-U', user, '--auth=trust', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    join(dir, 'data'),
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=100`,
    'start',
  ]);
  return {
    url: `postgres://${user}@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
