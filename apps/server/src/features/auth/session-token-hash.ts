import { AsyncLocalStorage } from 'node:async_hooks';
import type { BetterAuthOptions } from 'better-auth';
import type { DBAdapter, DBAdapterInstance, Where } from 'better-auth/adapters';
import { sha256Hex } from '../../lib/crypto.ts';

/**
 * Session tokens at rest (issue 22, DESIGN section 6): the `auth_sessions.token` column holds SHA-256 of the token
 * (64 hex characters), never the token, so a copy of the database or a backup signs nobody in. The client keeps the
 * token itself (in Better Auth's signed session cookie, or as the native client's bearer token).
 *
 * Better Auth (1.7) has no option for this, so its database adapter is wrapped: every operation on the `session`
 * model hashes the token it writes (`create`, `update` data) and the token values it looks for (`where` on `token`,
 * `eq` and `in`), and puts the caller's token back into the rows it returns for a lookup by token, so Better Auth
 * goes on setting cookies and refreshing sessions with the real token. Rows found another way (list-sessions by user)
 * carry the hash, which is no credential (and our routes strip tokens from answers anyway).
 *
 * Better Auth's revoke-other-sessions lists the user's sessions and deletes each by the token of the listed row: the
 * hash. Within one request to Better Auth (`withSessionTokenScope`, around the mount's handler) the wrapper remembers
 * the tokens it has seen: a hash it listed in this request is used as it is (not hashed again), and a listed row of a
 * session whose token the request presented gets that token back (so "other" sessions exclude the caller's). Outside
 * such a scope, and for any value not listed in the same request, every value is hashed: a hash read from a copy of
 * the database is never taken for the stored value of a session, not even when signed with the right secret.
 */

/** The stored form of a session token: SHA-256, hex. Also the migration's backfill (0021) in SQL. */
export function hashSessionToken(token: string): string {
  return sha256Hex(token);
}

const SESSION_MODEL = 'session';
const TOKEN_FIELD = 'token';

type Row = Record<string, unknown>;

/**
 * Per request to Better Auth: each stored hash seen, with the token it stands for, or null for a hash read from a
 * row listed in this request (its token unknown).
 */
const requestTokens = new AsyncLocalStorage<Map<string, string | null>>();

/** Runs `fn` (one request to Better Auth's handler) with its own memory of session tokens (see above). */
export function withSessionTokenScope<T>(fn: () => Promise<T>): Promise<T> {
  return requestTokens.run(new Map(), fn);
}

/** The `where` with every session-token value hashed; `raw` maps each hash back to the token asked for. */
function hashWhere(where: Where[] | undefined, raw: Map<string, string>): Where[] | undefined {
  if (!where) return where;
  const seen = requestTokens.getStore();
  return where.map((clause) => {
    if (clause.field !== TOKEN_FIELD) return clause;
    const hashOne = (value: string) => {
      // A hash this request listed (revoke-other-sessions deleting the rows it listed) is the stored value itself.
      if (seen?.has(value) && seen.get(value) === null) return value;
      const hashed = hashSessionToken(value);
      raw.set(hashed, value);
      seen?.set(hashed, value);
      return hashed;
    };
    if (typeof clause.value === 'string') return { ...clause, value: hashOne(clause.value) };
    if (Array.isArray(clause.value)) {
      return { ...clause, value: (clause.value as Array<string | number>).map((v) => hashOne(String(v))) };
    }
    return clause;
  });
}

/**
 * A returned session row with the caller's token in place of its stored hash, when the caller (or an earlier call of
 * this request) gave the token; otherwise the hash stays, remembered as listed in this request.
 */
function restoreToken<T>(row: T, raw: Map<string, string>): T {
  if (typeof row !== 'object' || row === null) return row;
  const token = (row as Row)[TOKEN_FIELD];
  if (typeof token !== 'string') return row;
  const seen = requestTokens.getStore();
  const original = raw.get(token) ?? seen?.get(token) ?? undefined;
  if (original === undefined) {
    seen?.set(token, null);
    return row;
  }
  return { ...(row as Row), [TOKEN_FIELD]: original } as T;
}

function hashData<T extends Row>(data: T, raw: Map<string, string>): T {
  const token = data[TOKEN_FIELD];
  if (typeof token !== 'string') return data;
  const hashed = hashSessionToken(token);
  raw.set(hashed, token);
  requestTokens.getStore()?.set(hashed, token);
  return { ...data, [TOKEN_FIELD]: hashed };
}

/**
 * Replaces the session-model methods of `adapter` in place (Better Auth keeps per-instance state keyed on the
 * object, e.g. its schema check), so every other model passes through untouched.
 */
function hashSessionTokensOf<A extends Omit<DBAdapter, 'transaction'> & { transaction?: DBAdapter['transaction'] }>(
  adapter: A,
): A {
  const inner = { ...adapter };
  adapter.create = (async (input: Parameters<A['create']>[0]) => {
    if (input.model !== SESSION_MODEL) return inner.create(input);
    const raw = new Map<string, string>();
    const created = await inner.create({ ...input, data: hashData(input.data as Row, raw) });
    return restoreToken(created, raw);
  }) as A['create'];
  adapter.findOne = async (input) => {
    if (input.model !== SESSION_MODEL) return inner.findOne(input);
    const raw = new Map<string, string>();
    return restoreToken(await inner.findOne({ ...input, where: hashWhere(input.where, raw)! }), raw);
  };
  adapter.findMany = (async (input: Parameters<A['findMany']>[0]) => {
    if (input.model !== SESSION_MODEL) return inner.findMany(input);
    const raw = new Map<string, string>();
    const rows = await inner.findMany({ ...input, where: hashWhere(input.where, raw) });
    return rows.map((row) => restoreToken(row, raw));
  }) as A['findMany'];
  adapter.count = async (input) =>
    input.model === SESSION_MODEL
      ? inner.count({ ...input, where: hashWhere(input.where, new Map()) })
      : inner.count(input);
  adapter.update = async (input) => {
    if (input.model !== SESSION_MODEL) return inner.update(input);
    const raw = new Map<string, string>();
    const where = hashWhere(input.where, raw)!;
    return restoreToken(await inner.update({ ...input, where, update: hashData(input.update, raw) }), raw);
  };
  adapter.updateMany = async (input) =>
    input.model === SESSION_MODEL
      ? inner.updateMany({
          ...input,
          where: hashWhere(input.where, new Map())!,
          update: hashData(input.update, new Map()),
        })
      : inner.updateMany(input);
  adapter.delete = async (input) =>
    input.model === SESSION_MODEL
      ? inner.delete({ ...input, where: hashWhere(input.where, new Map())! })
      : inner.delete(input);
  adapter.deleteMany = async (input) =>
    input.model === SESSION_MODEL
      ? inner.deleteMany({ ...input, where: hashWhere(input.where, new Map())! })
      : inner.deleteMany(input);
  adapter.consumeOne = async (input) => {
    if (input.model !== SESSION_MODEL) return inner.consumeOne(input);
    const raw = new Map<string, string>();
    return restoreToken(await inner.consumeOne({ ...input, where: hashWhere(input.where, raw)! }), raw);
  };
  adapter.incrementOne = async (input) => {
    if (input.model !== SESSION_MODEL) return inner.incrementOne(input);
    const raw = new Map<string, string>();
    const where = hashWhere(input.where, raw)!;
    const set = input.set ? hashData(input.set, raw) : input.set;
    return restoreToken(await inner.incrementOne({ ...input, where, set }), raw);
  };
  if (inner.transaction) {
    const transaction = inner.transaction;
    adapter.transaction = (callback) => transaction((trx) => callback(hashSessionTokensOf(trx)));
  }
  return adapter;
}

/** `factory` (e.g. Better Auth's drizzleAdapter) whose adapters store session tokens as SHA-256 only. */
export function withHashedSessionTokens(factory: DBAdapterInstance): DBAdapterInstance {
  return (options: BetterAuthOptions) => hashSessionTokensOf(factory(options));
}
