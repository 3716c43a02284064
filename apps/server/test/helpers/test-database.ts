import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pino } from 'pino';
import { inject } from 'vitest';
import { createPgliteDatabase, createPool, createPostgresDatabase, type Database } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import type { TDatabaseTemplate } from './database-template.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with
 * TEST_DATABASE_URL (a PostgreSQL server URL) a new `openwell_test_<random>` database on that
 * server, dropped again by cleanup(). It starts as a copy of the run's migrated template
 * (database-template.ts); `fromTemplate: false` creates and migrates it from nothing instead.
 *
 * Only the `server-db` Vitest project may open databases: a test file that does is named
 * `*.db.test.ts` (or lives in apps/server/test/), so the PostgreSQL pass of CI runs it too.
 */
export async function openTestDatabase({ fromTemplate = true } = {}): Promise<{
  database: Database;
  cleanup(): Promise<void>;
}> {
  if (process.env.OPENWELL_TEST_PROJECT === 'server') {
    throw new Error(
      'This test opens a database but runs in the `server` (unit) project: name the file *.db.test.ts ' +
        '(docs/decisions/006-testing-and-ci.md) so that it runs in `server-db`, on PGlite and on PostgreSQL.',
    );
  }
  const template = fromTemplate ? databaseTemplate() : undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = template?.kind === 'pglite' ? new Blob([await readFile(template.dumpFile)]) : undefined;
    const database = createPgliteDatabase(await PGlite.create(dump ? { loadDataDir: dump } : {}));
    await migrateDatabase(database); // nothing left to do on the template; keeps the promise "migrated"
    return { database, cleanup: () => database.close() };
  }

  const name = `openwell_test_${randomBytes(6).toString('hex')}`;
  const copy = template?.kind === 'postgres' ? ` template "${template.name}"` : '';
  await withAdminClient(serverUrl, (client) => client.query(`create database "${name}"${copy}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connectionString = url.toString();
  const database = createPostgresDatabase(createPool(connectionString, pino({ level: 'silent' }), 5), connectionString);
  let cleaned: Promise<void> | undefined;
  const cleanup = (): Promise<void> =>
    (cleaned ??= (async () => {
      await database.close();
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    })());
  try {
    await migrateDatabase(database);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { database, cleanup };
}

/** The run's template (provided by the server-db project's global setup), if there is one. */
function databaseTemplate(): TDatabaseTemplate | undefined {
  try {
    return inject('databaseTemplate');
  } catch {
    return undefined; // not inside a Vitest run with the global setup
  }
}

async function withAdminClient<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
