import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, inject } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test/helpers/test-database.ts';
import {
  DataDirLockedError,
  openDatabase,
  PGLITE_SUBDIR,
  QueryOutsideTransactionError,
  type Database,
} from './client.ts';

function captureLogger() {
  const lines: Array<{ level: number; msg: string } & Record<string, unknown>> = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  if (!child.pid) throw new Error('could not spawn');
  return child.pid;
}

// PGlite only: the PostgreSQL pass of CI (TEST_DATABASE_URL) has nothing to add to these.
describe.skipIf(process.env.TEST_DATABASE_URL)('openDatabase on PGlite (data directory lock)', () => {
  let dataDir: string;
  const opened: Database[] = [];

  // Creating a cluster (initdb in WebAssembly) takes seconds: the first test does it, the lock tests
  // start from a copy of one made once (from the run's migrated template, see test/helpers).
  let clusterTemplate: string;
  beforeAll(async () => {
    clusterTemplate = await mkdtemp(path.join(tmpdir(), 'openwell-cluster-'));
    const template = inject('databaseTemplate');
    const dump = template.kind === 'pglite' ? new Blob([await readFile(template.dumpFile)]) : undefined;
    const pglite = await PGlite.create(clusterTemplate, dump ? { loadDataDir: dump } : {});
    await pglite.close();
  });
  afterAll(() => rm(clusterTemplate, { recursive: true, force: true }));
  const withCluster = (dir: string) => cp(clusterTemplate, path.join(dir, PGLITE_SUBDIR), { recursive: true });

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'openwell-db-'));
  });
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates the data dir, writes the lock with our pid and answers ping', async () => {
    const target = path.join(dataDir, 'nested', 'data');
    const { logger } = captureLogger();
    const database = await openDatabase({ dataDir: target, logger });
    opened.push(database);
    expect(database.kind).toBe('pglite');
    expect(await database.ping()).toBe(true);
    expect((await readFile(path.join(target, 'server.lock'), 'utf8')).trim()).toBe(String(process.pid));
  });

  it('refuses a second open of the same directory with a clear message', async () => {
    await withCluster(dataDir);
    const { logger } = captureLogger();
    opened.push(await openDatabase({ dataDir, logger }));
    const second = openDatabase({ dataDir, logger });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(
      `Another OpenWell server (pid ${process.pid}) is already using the data directory ${dataDir}. ` +
        'Stop that process, or start this one with another DATA_DIR.',
    );
  });

  it('refuses a directory locked by another live process', async () => {
    await writeFile(path.join(dataDir, 'server.lock'), `${process.ppid}\n`);
    const { logger } = captureLogger();
    await expect(openDatabase({ dataDir, logger })).rejects.toThrow(`(pid ${process.ppid})`);
  });

  it('takes over a stale lock left by a dead process and logs a warning', async () => {
    const stale = deadPid();
    await withCluster(dataDir);
    await writeFile(path.join(dataDir, 'server.lock'), `${stale}\n`);
    const { logger, lines } = captureLogger();
    const database = await openDatabase({ dataDir, logger });
    opened.push(database);
    expect(await database.ping()).toBe(true);
    expect((await readFile(path.join(dataDir, 'server.lock'), 'utf8')).trim()).toBe(String(process.pid));
    const warning = lines.find((line) => line.level === 40);
    expect(warning).toMatchObject({ stalePid: stale });
  });

  it('takes over a lock naming our own pid that this process does not hold (container restart)', async () => {
    await withCluster(dataDir);
    await writeFile(path.join(dataDir, 'server.lock'), `${process.pid}\n`);
    const { logger } = captureLogger();
    const database = await openDatabase({ dataDir, logger });
    opened.push(database);
    expect(await database.ping()).toBe(true);
  });

  it('releases the lock on close (idempotent) so the directory can be opened again, data kept', async () => {
    await withCluster(dataDir);
    const { logger } = captureLogger();
    const first = await openDatabase({ dataDir, logger });
    await first.db.execute('create table kept (v int)');
    await first.db.execute('insert into kept values (42)');
    await first.close();
    await first.close();
    expect(await first.ping()).toBe(false);
    await expect(readFile(path.join(dataDir, 'server.lock'))).rejects.toMatchObject({ code: 'ENOENT' });

    const second = await openDatabase({ dataDir, logger });
    opened.push(second);
    const result = await second.db.execute<{ v: number }>('select v from kept');
    expect(result.rows).toEqual([{ v: 42 }]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('openDatabase on PostgreSQL', () => {
  it('connects through DATABASE_URL without a lock file', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'openwell-db-'));
    const { logger } = captureLogger();
    const database = await openDatabase({ dataDir, databaseUrl: process.env.TEST_DATABASE_URL, logger });
    try {
      expect(database.kind).toBe('postgres');
      expect(await database.ping()).toBe(true);
      await expect(readFile(path.join(dataDir, 'server.lock'))).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      await database.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    expect(await database.ping()).toBe(false);
  });
});

// PGlite has one connection: a query on the database inside one of its transactions would wait for ever.
describe.skipIf(process.env.TEST_DATABASE_URL)('a PGlite transaction', () => {
  it('refuses a query on the database inside it at once, runs it on the transaction, and after the commit', async () => {
    const { database, cleanup } = await openTestDatabase();
    // Drizzle wraps what the driver throws (`cause`).
    const refused = (error: unknown) =>
      error instanceof QueryOutsideTransactionError ||
      (error instanceof Error && error.cause instanceof QueryOutsideTransactionError);
    try {
      const { db } = database;
      const inside = await db.transaction(async (tx) => {
        await expect(db.execute(sql`select 1 as one`)).rejects.toSatisfy(refused);
        await expect(db.transaction(async () => undefined)).rejects.toSatisfy(refused);
        // Also from work the callback starts without awaiting it at once.
        const later = new Promise((resolve) => setTimeout(resolve, 1)).then(() => db.execute(sql`select 2`));
        await expect(later).rejects.toSatisfy(refused);
        return (await tx.execute(sql`select 3 as three`)).rows;
      });
      expect(inside).toEqual([{ three: 3 }]);
      // Work the callback left for after the commit runs on the database.
      let afterCommit: Promise<unknown> | undefined;
      await db.transaction(async () => {
        afterCommit = new Promise((resolve) => setTimeout(resolve, 20)).then(() => db.execute(sql`select 5 as five`));
      });
      expect(((await afterCommit) as { rows: unknown[] }).rows).toEqual([{ five: 5 }]);
      // After the transaction the database answers as before.
      expect((await db.execute(sql`select 4 as four`)).rows).toEqual([{ four: 4 }]);
    } finally {
      await cleanup();
    }
  });
});
