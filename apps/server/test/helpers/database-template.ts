/**
 * Vitest global setup of the `server-db` project: one migrated database per run that every test
 * file's fresh database starts from (test-database.ts), instead of creating and migrating one per
 * file. On PGlite, creating a cluster (initdb in WebAssembly) takes seconds while loading a dump
 * of a migrated one takes about one; on PostgreSQL a database created from a template database is
 * a file copy.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { createPgliteDatabase, createPool, createPostgresDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';

export type TDatabaseTemplate = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: TDatabaseTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dir = await mkdtemp(join(tmpdir(), 'openwell-pglite-template-'));
    const dumpFile = join(dir, 'migrated.tar');
    const database = createPgliteDatabase(await PGlite.create());
    await migrateDatabase(database);
    const dump = await database.pglite!.dumpDataDir('none');
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide('databaseTemplate', { kind: 'pglite', dumpFile });
    return () => rm(dir, { recursive: true, force: true });
  }

  const name = `openwell_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = createPostgresDatabase(createPool(url.toString(), pino({ level: 'silent' }), 2), url.toString());
  try {
    await migrateDatabase(database);
  } finally {
    await database.close(); // a template database must have no connections while it is copied
  }
  project.provide('databaseTemplate', { kind: 'postgres', name });
  return () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
