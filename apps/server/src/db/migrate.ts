import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any fixed 64-bit key: serialises migrations of several servers starting at once on PostgreSQL.
const MIGRATION_LOCK_KEY = 4_711_002;

/** Applies the committed drizzle-kit migrations that are not applied yet. Safe on every start. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('PGlite database without a PGlite handle');
    await migratePglite(drizzlePglite({ client: database.pglite }), config);
    return;
  }
  if (!database.pool) throw new Error('PostgreSQL database without a pool');
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), config);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Names of the tables in the public schema; used by tests and the migration check. */
export async function listTables(database: Database): Promise<string[]> {
  const result = await database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return result.rows.map((row) => row.table_name);
}
