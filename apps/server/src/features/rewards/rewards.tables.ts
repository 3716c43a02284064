import { REDEMPTION_STATUSES, REWARD_ICONS, type TLocalizedText } from '@openwell/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyIdColumn, userIdColumn } from '../../db/tenant-columns.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A company's reward catalogue (issue 11): its employers manage it, admins any company's. Texts per language
 * (`{ en, de?, ... }`, English required and the fallback). `stock`: how many are left (null: unlimited); a redemption
 * takes one with a conditional update (`stock > 0`), a cancelled or expired one gives it back. The window is in civil
 * days of the company's time zone, both ends included.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    title: jsonb('title').$type<TLocalizedText>().notNull(),
    description: jsonb('description').$type<TLocalizedText>(),
    pointsCost: integer('points_cost').notNull(),
    icon: text('icon'),
    stock: integer('stock'),
    availableFrom: date('available_from', { mode: 'string' }),
    availableUntil: date('available_until', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rewards_points_cost_check', sql`${t.pointsCost} > 0`),
    check('rewards_stock_check', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('rewards_icon_check', sql`${t.icon} is null or ${t.icon} in (${inList(REWARD_ICONS)})`),
    check(
      'rewards_window_check',
      sql`${t.availableFrom} is null or ${t.availableUntil} is null or ${t.availableFrom} <= ${t.availableUntil}`,
    ),
    index('rewards_company_id_idx').on(t.companyId),
  ],
);

/**
 * A reward redeemed by an employee: the points it cost (debited from the ledger in the same transaction, reason
 * `redemption`, source_ref the redemption's id), an unguessable `code` (what the QR code carries), the status.
 * `idempotency_key` + `request_hash`: the client's Idempotency-Key and a hash of the request body, unique per user, so a
 * retry answers the first result (with `balance_after`, the balance it left) and a reused key with another body is
 * refused. Cancelled and expired redemptions were refunded (reason `redemption_refund`).
 */
export const redemptions = pgTable(
  'redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    companyId: companyIdColumn(),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id),
    points: integer('points').notNull(),
    status: text('status').notNull().default('issued'),
    code: text('code').notNull().unique('redemptions_code_unique'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    balanceAfter: integer('balance_after').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The civil day of redemption (company time zone): the employer's figures count by its month. */
    civilDate: date('civil_date', { mode: 'string' }).notNull(),
    /** Until when an issued code can be fulfilled (then it expires and is refunded). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was fulfilled, cancelled or expired. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Who fulfilled or cancelled it (an employer or admin; null for expiry or a deleted account). */
    closedBy: uuid('closed_by'),
  },
  (t) => [
    unique('redemptions_user_id_idempotency_key_unique').on(t.userId, t.idempotencyKey),
    check('redemptions_status_check', sql`${t.status} in (${inList(REDEMPTION_STATUSES)})`),
    check('redemptions_points_check', sql`${t.points} > 0`),
    check('redemptions_closed_check', sql`(${t.status} = 'issued') = (${t.closedAt} is null)`),
    index('redemptions_user_id_redeemed_at_idx').on(t.userId, t.redeemedAt.desc()),
    index('redemptions_company_id_status_idx').on(t.companyId, t.status, t.redeemedAt),
    index('redemptions_reward_id_idx').on(t.rewardId),
  ],
);

export type Reward = typeof rewards.$inferSelect;
export type Redemption = typeof redemptions.$inferSelect;
