import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Assume } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Logger } from 'pino';
import { acquireDataDirLock } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export { DataDirLockedError } from './data-dir-lock.ts';

export type DatabaseKind = 'pglite' | 'postgres';
export type AppSchema = typeof schema;
/**
 * Raw query results as both drivers return them: `db.execute(sql\`...\`)` gives `{ rows }` on
 * PGlite and on node-postgres.
 */
export interface AppQueryResult<TRow> {
  rows: TRow[];
}
export interface AppQueryResultHKT extends PgQueryResultHKT {
  type: AppQueryResult<Assume<this['row'], Record<string, unknown>>>;
}
/** The Drizzle database with the full schema, the same type for PGlite and node-postgres. */
export type AppDatabase = PgDatabase<AppQueryResultHKT, AppSchema>;
/** A transaction handle from `db.transaction(async (tx) => ...)`. */
export type AppTransaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];
/** Either the database or a transaction: what repos accept so they compose into transactions. */
export type AppExecutor = AppDatabase | AppTransaction;

export interface Database {
  kind: DatabaseKind;
  db: AppDatabase;
  /** true when `select 1` works. */
  ping(): Promise<boolean>;
  /** Closes the pool / PGlite and releases the data-dir lock. Idempotent. */
  close(): Promise<void>;
  /** Raw handles for the migrator and the job runner: `pglite` when kind is 'pglite'... */
  pglite?: PGlite;
  /** ...`pool` and `connectionString` when kind is 'postgres'. */
  pool?: pg.Pool;
  connectionString?: string;
}

/** Sub-folder of DATA_DIR that holds the PGlite cluster (other files, e.g. keys, sit beside it). */
export const PGLITE_SUBDIR = 'pglite';
const DEFAULT_POOL_SIZE = 10;

/** Wraps an open PGlite instance. `onClose` runs after PGlite is closed (e.g. lock release). */
export function createPgliteDatabase(pglite: PGlite, onClose?: () => Promise<void>): Database {
  const client = withTransactionGuard(pglite);
  const db: AppDatabase = drizzlePglite({ client: withoutPerQueryParsers(client), schema });
  return {
    kind: 'pglite',
    db,
    // The guarded handle for the job queue and the migrations too: they share the one connection.
    pglite: client,
    ping: () => ping(db),
    close: once(async () => {
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        await onClose?.();
      }
    }),
  };
}

/** The transaction whose callback (with everything it awaits or starts) is running, while it is open. */
const insidePgliteTransaction = new AsyncLocalStorage<{ open: boolean }>();

/** What a query on the database itself, made inside one of its transactions, throws instead of hanging. */
export class QueryOutsideTransactionError extends Error {
  constructor() {
    super(
      'A query on the database while one of its transactions is open in the same call chain: on the embedded ' +
        'database (one connection) it would wait for that transaction, which waits for it, for ever. Pass the ' +
        'transaction (tx) down to the repository instead of the database.',
    );
    this.name = 'QueryOutsideTransactionError';
  }
}

/**
 * PGlite has one connection: a transaction holds it until its callback ends, and a query on the database itself
 * waits for that. A query on `db` instead of `tx` inside a transaction therefore never returns, and every request
 * after it waits too: the whole server hangs (it happened: a service read the company's time zone through `db`
 * inside the profile update's transaction, once its cache had expired). This guard makes that query throw at once,
 * in tests and in production; on PostgreSQL the same query takes another connection and is only not part of the
 * transaction. ADR 002.
 */
function withTransactionGuard(pglite: PGlite): PGlite {
  const refuseInsideTransaction =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      insidePgliteTransaction.getStore()?.open ? Promise.reject(new QueryOutsideTransactionError()) : run(...args);
  // Looked up at each call: the handle may be a wrapper that changes them (the tests' leases).
  const query = refuseInsideTransaction(((...args) => pglite.query(...args)) as PGlite['query']);
  const exec = refuseInsideTransaction(((...args) => pglite.exec(...args)) as PGlite['exec']);
  const transaction = refuseInsideTransaction(((callback) =>
    pglite.transaction(async (tx) => {
      // A timer the callback started may run after the commit: by then the database answers again.
      const state = { open: true };
      try {
        return await insidePgliteTransaction.run(state, () => callback(tx));
      } finally {
        state.open = false;
      }
    })) as PGlite['transaction']);
  // What is set on the handle stays on it (the tests' statement counters replace `query` for a while).
  const own = new Map<PropertyKey, unknown>([
    ['query', query],
    ['exec', exec],
    ['transaction', transaction],
  ]);
  return new Proxy(pglite, {
    get(target, property) {
      if (own.has(property)) return own.get(property);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    set(_target, property, value) {
      own.set(property, value);
      return true;
    },
  });
}

type PgliteQuery = PGlite['query'];
type QueryOptions = Parameters<PgliteQuery>[2];

/**
 * The PGlite handle as Drizzle gets it. Drizzle passes its type parsers (timestamps and dates as strings, which it
 * maps itself) with every query, and PGlite merges them into its ~300 parsers on each call: about 0.15 ms a query
 * (measured for issue 7), more than a simple query's own work. Without them PGlite parses timestamps into Dates,
 * which Drizzle maps the same way: every timestamp in our schema is `timestamp with time zone` in 'date' mode, and
 * raw `db.execute` results never read timestamps (on node-postgres they stay strings). Transactions get the same.
 */
function withoutPerQueryParsers<T extends Pick<PGlite, 'query'>>(client: T): T {
  const query: PgliteQuery = (text, params, options?: QueryOptions) =>
    client.query(text, params, options?.parsers ? { ...options, parsers: undefined } : options);
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction' && 'transaction' in target) {
        const transaction = (target.transaction as PGlite['transaction']).bind(target);
        const wrapped: PGlite['transaction'] = (callback) => transaction((tx) => callback(withoutPerQueryParsers(tx)));
        return wrapped;
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Wraps a node-postgres pool. The pool is ended on close. */
export function createPostgresDatabase(pool: pg.Pool, connectionString: string): Database {
  const db: AppDatabase = drizzleNodePg({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    pool,
    connectionString,
    ping: () => ping(db),
    close: once(() => pool.end()),
  };
}

export function createPool(connectionString: string, logger: Logger, max = DEFAULT_POOL_SIZE): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would crash.
  pool.on('error', (error) => logger.error({ err: error }, 'PostgreSQL pool client error'));
  return pool;
}

/**
 * Opens the database: node-postgres when `databaseUrl` is set, otherwise a file-backed PGlite in
 * `dataDir/pglite`, guarded by `dataDir/server.lock` so only one process opens it.
 */
export async function openDatabase(opts: { dataDir: string; databaseUrl?: string; logger: Logger }): Promise<Database> {
  const { dataDir, databaseUrl, logger } = opts;
  if (databaseUrl) {
    const pool = createPool(databaseUrl, logger);
    const database = createPostgresDatabase(pool, databaseUrl);
    logger.info({ kind: 'postgres' }, 'Using PostgreSQL (DATABASE_URL)');
    return database;
  }

  const resolvedDir = path.resolve(dataDir);
  await mkdir(resolvedDir, { recursive: true });
  const lock = await acquireDataDirLock(resolvedDir, logger);
  try {
    const pgliteDir = path.join(resolvedDir, PGLITE_SUBDIR);
    const pglite = await PGlite.create(pgliteDir);
    logger.info({ kind: 'pglite', dataDir: pgliteDir }, 'Using embedded PGlite');
    return createPgliteDatabase(pglite, lock.release);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

async function ping(db: AppDatabase): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let result: Promise<void> | undefined;
  return () => (result ??= fn());
}
