import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window rate-limit counters (plugins/rate-limit.ts). In PostgreSQL rather than in memory, so limits survive
 * a restart and hold across several API processes. Shared infrastructure, not tenant-owned: keys name a client
 * address group and a route, or an account (`login-failure:<user id>`). Expired rows are deleted hourly.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_at_idx').on(t.expiresAt)],
);

export type RateLimitCounterRow = typeof rateLimitCounters.$inferSelect;
