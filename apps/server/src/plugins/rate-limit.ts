import rateLimit from '@fastify/rate-limit';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isIPv4, isIPv6 } from 'node:net';
import type { AppExecutor, Database } from '../db/client.ts';
import { rateLimitCounters } from '../db/rate-limit.tables.ts';
import { AppError } from '../lib/app-error.ts';
import type { Clock } from '../lib/clock.ts';

/**
 * Rate limiting with counters in PostgreSQL (ARCHITECTURE.md, "Principles": the API is stateless, so limits survive
 * restarts and hold across processes). Off by default; a route opts in:
 *
 *   app.post('/api/x', { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } }, handler)
 *
 * Counters are fixed windows keyed by route and client: IPv4 addresses as they are, IPv6 addresses grouped per /64
 * (one customer line usually gets a whole /64, so per-address limits would be trivial to dodge). Exceeding answers
 * 429 `RATE_LIMITED` with `Retry-After`. Code without a route (Better Auth, account lockout) calls
 * `consumeRateLimit()` directly.
 */

/** The client part of a rate-limit key: IPv4 as is, IPv4-mapped IPv6 as IPv4, other IPv6 as its /64 prefix. */
export function clientKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (isIPv4(address)) return address;
  const groups = isIPv6(address) ? ipv6Groups(address.replace(/%.*$/, '')) : null;
  if (!groups) return address === '' ? 'unknown' : address;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (embedded IPv4 tail allowed), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (isIPv4(tail)) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const restGroups = rest === undefined || rest === '' ? [] : rest.split(':');
  const missing = 8 - headGroups.length - restGroups.length;
  if (missing < 0 || (rest === undefined && missing !== 0)) return null;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...restGroups].map((group) =>
    Number.parseInt(group, 16),
  );
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

export type RateLimitResult = {
  /** true while the window's count is at most `max`. */
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
  resetAt: Date;
};

/**
 * Counts one event for `key` in a fixed window and says whether it is within `max`. One atomic statement
 * (`insert … on conflict … do update … returning`): concurrent callers on any number of processes each get a
 * distinct count, so exactly `max` of them are allowed. An expired window restarts at 1.
 */
export async function consumeRateLimit(
  executor: AppExecutor,
  key: string,
  options: { max: number; windowSeconds: number; now?: Date },
): Promise<RateLimitResult> {
  const { count, ttlMs } = await incrementCounter(executor, key, options.windowSeconds * 1000, options.now);
  const now = options.now ?? new Date();
  return {
    allowed: count <= options.max,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
    resetAt: new Date(now.getTime() + ttlMs),
  };
}

async function incrementCounter(
  executor: AppExecutor,
  key: string,
  windowMs: number,
  at: Date = new Date(),
): Promise<{ count: number; ttlMs: number }> {
  const now = at.toISOString();
  const expiresAt = new Date(at.getTime() + windowMs).toISOString();
  const t = rateLimitCounters;
  const result = await executor.execute<{ count: number; ttl_ms: number }>(sql`
    insert into ${t} as c (key, count, window_started_at, expires_at)
    values (${key}, 1, ${now}::timestamptz, ${expiresAt}::timestamptz)
    on conflict (key) do update set
      count = case when c.expires_at <= ${now}::timestamptz then 1 else c.count + 1 end,
      window_started_at = case when c.expires_at <= ${now}::timestamptz then excluded.window_started_at
        else c.window_started_at end,
      expires_at = case when c.expires_at <= ${now}::timestamptz then excluded.expires_at else c.expires_at end
    returning c.count, (extract(epoch from (c.expires_at - ${now}::timestamptz)) * 1000)::float8 as ttl_ms
  `);
  const row = result.rows[0];
  if (!row) throw new Error('rate-limit upsert returned no row');
  return { count: Number(row.count), ttlMs: Math.max(0, Number(row.ttl_ms)) };
}

async function readCounter(executor: AppExecutor, key: string, at: Date): Promise<{ count: number; ttlMs: number }> {
  const now = at.toISOString();
  const result = await executor.execute<{ count: number; ttl_ms: number }>(sql`
    select count, (extract(epoch from (expires_at - ${now}::timestamptz)) * 1000)::float8 as ttl_ms
    from ${rateLimitCounters} where key = ${key} and expires_at > ${now}::timestamptz
  `);
  const row = result.rows[0];
  return row ? { count: Number(row.count), ttlMs: Number(row.ttl_ms) } : { count: 0, ttlMs: 0 };
}

/** Deletes counters whose window has ended; returns how many. */
export async function deleteExpiredRateLimitCounters(executor: AppExecutor, now: Date): Promise<number> {
  const result = await executor.execute<{ count: number }>(sql`
    with deleted as (
      delete from ${rateLimitCounters} where expires_at <= ${now.toISOString()}::timestamptz returning 1
    )
    select count(*)::int as count from deleted
  `);
  return result.rows[0]?.count ?? 0;
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type ChildParams = { groupId?: string; routeInfo?: { method?: string | string[]; url?: string } };

function routeScope(params: ChildParams): string {
  if (params.groupId) return `group:${params.groupId}`;
  const method = params.routeInfo?.method;
  const methods = Array.isArray(method) ? method.join(',') : (method ?? '*');
  return `route:${methods} ${params.routeInfo?.url ?? '*'}`;
}

/**
 * A @fastify/rate-limit store class backed by `rate_limit_counters`. Each route gets a child store whose keys start
 * with the route (or its `groupId`), so limits of different routes do not add up.
 */
export function createDbRateLimitStore(database: Database, clock: Clock): FastifyRateLimitStoreCtor {
  class DbRateLimitStore implements FastifyRateLimitStore {
    readonly scope: string;

    constructor(_options?: unknown, scope = 'global') {
      this.scope = scope;
    }

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      incrementCounter(database.db, `${this.scope}|${key}`, timeWindow, clock.now()).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: StoreCallback): void {
      readCounter(database.db, `${this.scope}|${key}`, clock.now()).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new DbRateLimitStore(undefined, routeScope(routeOptions as ChildParams));
    }
  }
  return DbRateLimitStore;
}

export type RateLimitPluginDeps = { database: Database; clock: Clock };

async function rateLimitPlugin(app: FastifyInstance, deps: RateLimitPluginDeps): Promise<void> {
  const options: RateLimitPluginOptions = {
    global: false,
    store: createDbRateLimitStore(deps.database, deps.clock),
    keyGenerator: (request: FastifyRequest) => clientKey(request.ip),
    // Fail closed: when the counter store is down the request fails (500) instead of running without a limit.
    skipOnError: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', { retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  };
  await app.register(rateLimit, options);
}

export default fp(rateLimitPlugin, { name: 'openwell-rate-limit', dependencies: ['openwell-errors'] });
