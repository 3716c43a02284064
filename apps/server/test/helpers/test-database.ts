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
 * (database-template.ts), on PGlite an instance an earlier file of the worker gave back, emptied (see idleInstances);
 * `fromTemplate: false` creates and migrates it from nothing instead.
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
    if (template?.kind === 'pglite') {
      const lease = leasePglite(await pgliteFromTemplate(template.dumpFile));
      const database = createPgliteDatabase(lease.client, lease.release);
      return { database, cleanup: () => database.close() };
    }
    const database = createPgliteDatabase(await PGlite.create());
    await migrateDatabase(database);
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

/**
 * PGlite instances of this worker that a finished test file gave back (the project runs with `isolate: false`, so a
 * worker keeps its modules from one file to the next). Starting an instance from the template's dump costs 0.6-0.8 s
 * of CPU, over 100 times a run; giving one back empties it instead: its session is discarded and every table but the
 * migrations' is truncated, back to the template's state (the migrations insert no rows, which the first instance
 * checks). An
 * instance whose schema a test changed (a table, column, function, trigger or constraint, pg-boss's tables) is closed,
 * not reused: its catalog no longer matches the template's.
 */
const idleInstances: PGlite[] = [];
let templateCatalog: string | undefined;

/** How many instances this worker holds for reuse (for test-database.test.ts). */
export const idlePgliteInstances = (): number => idleInstances.length;

async function pgliteFromTemplate(dumpFile: string): Promise<PGlite> {
  const reused = idleInstances.pop();
  if (reused) return reused;
  const pglite = await PGlite.create({ loadDataDir: new Blob([await readFile(dumpFile)]) });
  if (templateCatalog === undefined) {
    const tables = await userTables(pglite);
    const { rows } = await pglite.query<{ rows: number }>(
      `select (${tables.map((table) => `(select count(*) from ${table})`).join(' + ')})::int as rows`,
    );
    // Giving an instance back truncates every table: that is the template's state only while it has no rows.
    if (rows[0]!.rows !== 0)
      throw new Error('The migrations insert rows: reset() must restore them (test-database.ts)');
    templateCatalog = await catalogFingerprint(pglite);
  }
  return pglite;
}

/** Every table but the migrations' journal, schema-qualified and quoted. */
async function userTables(pglite: PGlite): Promise<string[]> {
  const { rows } = await pglite.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`,
  );
  return rows.map((row) => row.name);
}

/**
 * The instance as one test file gets it. Closing it revokes the lease: from then on every call fails as on a closed
 * database (a task the app left running cannot write into the next file's database), and the instance goes back to
 * the pool, emptied, or is closed. Properties a test sets (a wrapped `query`) stay on its lease, not on the instance.
 */
function leasePglite(pglite: PGlite): { client: PGlite; release(): Promise<void> } {
  let revoked = false;
  const own = new Map<PropertyKey, unknown>();
  const closed = () => Promise.reject(new Error('This test database was closed'));
  const client = new Proxy(pglite, {
    get(target, property) {
      if (property === 'closed') return revoked || target.closed;
      if (property === 'close') {
        return async () => {
          revoked = true;
        };
      }
      const value = own.has(property) ? own.get(property) : Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return revoked ? closed : own.has(property) ? value : value.bind(target);
    },
    set(_target, property, value) {
      own.set(property, value);
      return true;
    },
  });
  const release = async () => {
    revoked = true;
    if (pglite.closed) return;
    if (await reset(pglite)) idleInstances.push(pglite);
    else await pglite.close();
  };
  return { client, release };
}

/** Empties a used instance back to the template's state; false when it cannot be (its schema changed). */
async function reset(pglite: PGlite): Promise<boolean> {
  try {
    await pglite.exec('rollback'); // a transaction a failed test left open (a warning only when there is none)
    if ((await catalogFingerprint(pglite)) !== templateCatalog) return false;
    await pglite.exec('discard all'); // prepared statements, settings, advisory locks, temporary tables
    await pglite.exec(`truncate table ${(await userTables(pglite)).join(', ')} restart identity cascade`);
    return true;
  } catch {
    return false;
  }
}

/** The user schemas' catalog in one string: relations, columns, functions, triggers, constraints, settings. */
async function catalogFingerprint(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ fingerprint: string }>(`
    with user_namespaces as (
      select oid, nspname from pg_namespace
       where nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and nspname not like 'pg_temp%' and nspname not like 'pg_toast_temp%'
    )
    select md5(string_agg(item, ',' order by item)) as fingerprint from (
      select 'n ' || nspname as item from user_namespaces
      union all
      select 'r ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text
        from pg_class c join user_namespaces n on n.oid = c.relnamespace
      union all
      select 'a ' || c.oid::regclass::text || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' '
             || a.attnotnull || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
        from pg_attribute a join pg_class c on c.oid = a.attrelid join user_namespaces n on n.oid = c.relnamespace
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
       where a.attnum > 0 and not a.attisdropped
      union all
      select 'p ' || p.oid::regprocedure::text || ' ' || md5(coalesce(p.prosrc, ''))
        from pg_proc p join user_namespaces n on n.oid = p.pronamespace
      union all
      select 't ' || t.tgrelid::regclass::text || '.' || t.tgname || ' ' || t.tgenabled::text
        from pg_trigger t where not t.tgisinternal
      union all
      select 'k ' || c.conrelid::regclass::text || '.' || c.conname || ' ' || pg_get_constraintdef(c.oid)
        from pg_constraint c join user_namespaces n on n.oid = c.connamespace
      union all
      select 's ' || coalesce(array_to_string(setconfig, ';'), '') from pg_db_role_setting
    ) items`);
  return rows[0]!.fingerprint;
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
