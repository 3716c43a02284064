import { POINT_REASONS } from '@openwell/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyIdColumn, userIdColumn } from '../../db/tenant-columns.ts';

/** Badge id -> progress towards it. */
export type TBadgeProgress = Record<string, { current: number; target: number }>;

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The points ledger (issue 10): append-only, the one source of truth for points. A balance is the sum of a user's
 * entries. Every entry has an idempotency key, unique per user (e.g. `goal_steps:2026-11-20`), so a re-sync, a late
 * correction or two syncs at once never award twice: a changed award is a compensating entry with its own key.
 * `civil_date`: the civil day the entry counts for (the person's time zone, ADR 022; spending: the company's): the day of a daily award, the day a one-off or
 * badge award was credited (so it counts in that month's points_monthly); null for entries of no day. ADR 017.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    companyId: companyIdColumn(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    civilDate: date('civil_date', { mode: 'string' }),
    /** What the entry refers to (an achievement id, a redemption id); never health values. */
    sourceRef: text('source_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('points_ledger_user_id_idempotency_key_unique').on(t.userId, t.idempotencyKey),
    check('points_ledger_amount_check', sql`${t.amount} <> 0`),
    check('points_ledger_reason_check', sql`${t.reason} in (${inList(POINT_REASONS)})`),
    index('points_ledger_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * Per user: the cached balance (checked against the ledger's sum by a test and a nightly job), lifetime points (what
 * levels count), level and streak. Written in the same transaction as the ledger entries, with the row locked, so the
 * awards of one user are computed one at a time.
 */
export const gamificationState = pgTable(
  'gamification_state',
  {
    userId: userIdColumn().primaryKey(),
    companyId: companyIdColumn(),
    balance: integer('balance').notNull().default(0),
    lifetimePoints: integer('lifetime_points').notNull().default(0),
    level: integer('level').notNull().default(1),
    streakDays: integer('streak_days').notNull().default(0),
    bestStreak: integer('best_streak').notNull().default(0),
    /** The last civil day of the current streak (null: none yet). */
    streakThrough: date('streak_through', { mode: 'string' }),
    /**
     * Progress of the badges not yet earned that count days over the whole history (e.g. 100 days with data), as the
     * last award run found it: the dashboard shows it without reading two years of values on every visit.
     */
    badgeProgress: jsonb('badge_progress').$type<TBadgeProgress>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gamification_state_balance_check', sql`${t.balance} >= 0`),
    check('gamification_state_level_check', sql`${t.level} >= 1`),
  ],
);

/**
 * A user's daily goals from a civil day on: the goals of a day are the row with the latest `effective_from` not after
 * it (none: the defaults). A change made today is stored from tomorrow, so today's awards never move.
 */
export const userGoals = pgTable(
  'user_goals',
  {
    userId: userIdColumn(),
    companyId: companyIdColumn(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    steps: integer('steps').notNull(),
    activeMinutes: integer('active_minutes').notNull(),
    sleepHours: doublePrecision('sleep_hours').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.effectiveFrom] })],
);

/** Badges earned, each once. `seen_at`: when the UI celebrated it (null: still new). */
export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: userIdColumn(),
    companyId: companyIdColumn(),
    achievementId: text('achievement_id').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);

/**
 * Points earned per user and calendar month (credits of earning rules only; spending and expiry do not lower it):
 * maintained in the ledger's transaction, so leaderboards never scan the ledger.
 */
export const pointsMonthly = pgTable(
  'points_monthly',
  {
    userId: userIdColumn(),
    companyId: companyIdColumn(),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    points: integer('points').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.month] }),
    index('points_monthly_company_id_month_idx').on(t.companyId, t.month),
  ],
);

export type PointsLedgerEntry = typeof pointsLedger.$inferSelect;
export type GamificationState = typeof gamificationState.$inferSelect;
