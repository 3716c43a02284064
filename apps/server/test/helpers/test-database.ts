import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pino } from 'pino';
import { createPgliteDatabase, createPool, createPostgresDatabase, type Database } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with
 * TEST_DATABASE_URL (a PostgreSQL server URL) a new `openwell_test_<random>` database on that
 * server, dropped again by cleanup().
 */
export async function openTestDatabase(): Promise<{ database: Database; cleanup(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = createPgliteDatabase(await PGlite.create());
    await migrateDatabase(database);
    return { database, cleanup: () => database.close() };
  }

  const name = `openwell_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database "${name}"`));
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

async function withAdminClient<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
