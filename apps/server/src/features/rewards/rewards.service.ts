import {
  REWARDS_PER_COMPANY_MAX,
  type TAdminReward,
  type TRewardsCatalogue,
  type ZCreateRewardRequestSchema,
  type ZUpdateRewardRequestSchema,
} from '@openwell/contracts';
import type { z } from 'zod';
import type { AppExecutor, Database } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { recordAudit, type TAuditAction } from '../audit/audit.service.ts';
import type { TScopedActor } from '../companies/companies.service.ts';
import type { PointsSpending } from '../gamification/gamification.spending.ts';
import { civilToday } from '../../lib/civil-dates.ts';
import { createRedemptionFigures } from './rewards.figures.ts';
import { toAdminReward, toReward } from './rewards.mapping.ts';
import { createRedemptions } from './rewards.redemption.ts';
import {
  countRewards,
  deleteRewardRow,
  findCompanyReward,
  hasRedemptions,
  insertReward,
  listCompanyRewards,
  listOfferedRewards,
  lockCatalogue,
  lockCompanyReward,
  updateRewardRow,
  type TRewardChanges,
} from './rewards.repo.ts';
import type { Reward } from './rewards.tables.ts';

/** A create or update request as the contract parsed it. */
type TCreateRewardRequest = z.output<typeof ZCreateRewardRequestSchema>;
type TUpdateRewardRequest = z.output<typeof ZUpdateRewardRequestSchema>;

/** Whose points: the signed-in employee and the company of their profile. */
export type TRewardsPerson = { userId: string; companyId: string };

/** What the rewards feature needs of companies: the time zone (civil days) and whether a company exists. */
export interface RewardsCompanies {
  timeZoneOf(companyId: string): Promise<string>;
  exists(companyId: string): Promise<boolean>;
}

/** The e-mail of an account (the verification page names who redeemed, so the employer can hand it over). */
export interface RewardsAccounts {
  emailOf(userId: string): Promise<string | null>;
}

export type RewardsServiceDeps = {
  database: Database;
  logger: Logger;
  clock: Clock;
  /** Spending points: the gamification feature owns the ledger (gamification.spending.ts). */
  points: PointsSpending;
  companies: RewardsCompanies;
  accounts: RewardsAccounts;
};

/** What every part of the feature shares: the database, the time zones and the audit. */
export type RewardsContext = RewardsServiceDeps & {
  todayOf(companyId: string, now?: Date): Promise<string>;
  /** The company the actor may act on, or NOT_FOUND (an employer naming another company: it stays hidden). */
  assertCompanyInScope(actor: TScopedActor, companyId: string): Promise<void>;
  audit(
    executor: AppExecutor,
    action: TAuditAction,
    companyId: string,
    actor: TScopedActor,
    metadata: Record<string, unknown>,
  ): Promise<void>;
};

const windowError = () =>
  new AppError(
    'VALIDATION_FAILED',
    {
      issues: [
        {
          location: 'body',
          path: 'availableUntil',
          message: 'availableFrom must not be after availableUntil',
          code: 'custom',
        },
      ],
    },
    { message: 'availableFrom must not be after availableUntil' },
  );

/** The fields of a create or update request as columns (titles and descriptions trimmed by the contract). */
function rewardColumns(input: TUpdateRewardRequest): TRewardChanges {
  const columns: TRewardChanges = {};
  if (input.title !== undefined) columns.title = input.title;
  if (input.description !== undefined) columns.description = input.description;
  if (input.pointsCost !== undefined) columns.pointsCost = input.pointsCost;
  if (input.icon !== undefined) columns.icon = input.icon;
  if (input.stock !== undefined) columns.stock = input.stock;
  if (input.availableFrom !== undefined) columns.availableFrom = input.availableFrom;
  if (input.availableUntil !== undefined) columns.availableUntil = input.availableUntil;
  if (input.active !== undefined) columns.active = input.active;
  return columns;
}

/**
 * Rewards (issue 11): each company's catalogue (its employers manage it, admins any company's), redemption in one
 * transaction with the points debited from the ledger (gamification's spending port), codes the employer fulfils or
 * cancels, expiry with refunds, and the employer's figures (counts only, groups under 5 hidden). ADR 018.
 */
export function createRewardsService(deps: RewardsServiceDeps) {
  const { db } = deps.database;
  const { clock } = deps;

  const context: RewardsContext = {
    ...deps,
    async todayOf(companyId, now = clock.now()) {
      return civilToday(now, await deps.companies.timeZoneOf(companyId));
    },
    async assertCompanyInScope(actor, companyId) {
      const allowed = actor.role === 'admin' || (actor.role === 'employer' && actor.employerCompanyId === companyId);
      if (!allowed || !(await deps.companies.exists(companyId))) throw new AppError('NOT_FOUND');
    },
    async audit(executor, action, companyId, actor, metadata) {
      await recordAudit(executor, {
        action,
        actorUserId: actor.userId,
        companyId,
        ip: actor.ip,
        userAgent: actor.userAgent,
        metadata,
      });
    },
  };
  const { todayOf, assertCompanyInScope, audit } = context;

  /** What an audit row says of a reward (its English title; never a person). */
  const auditOf = (reward: Reward, extra: Record<string, unknown> = {}) => ({
    rewardId: reward.id,
    title: reward.title.en,
    ...extra,
  });

  return {
    ...createRedemptions(context),
    ...createRedemptionFigures(context),

    /** The employee's catalogue: active rewards of their company whose window has not ended, and their balance. */
    async catalogue(person: TRewardsPerson): Promise<TRewardsCatalogue> {
      const today = await todayOf(person.companyId);
      const [rows, balance] = await Promise.all([
        listOfferedRewards(db, person.companyId, today),
        deps.points.balanceOf(person.userId),
      ]);
      return { balance, rewards: rows.map((reward) => toReward(reward, today)) };
    },

    // ---- the admin area: employers for their own company, admins for any ----

    async listCompanyRewards(actor: TScopedActor, companyId: string): Promise<{ rewards: TAdminReward[] }> {
      await assertCompanyInScope(actor, companyId);
      const today = await todayOf(companyId);
      const rows = await listCompanyRewards(db, companyId);
      return { rewards: rows.map((row) => toAdminReward(row, today, row.hasRedemptions)) };
    },

    /** A new reward (at most REWARDS_PER_COMPANY_MAX per company: counted under the catalogue's lock). Audited. */
    async createReward(actor: TScopedActor, companyId: string, input: TCreateRewardRequest): Promise<TAdminReward> {
      await assertCompanyInScope(actor, companyId);
      const today = await todayOf(companyId);
      return db.transaction(async (tx) => {
        await lockCatalogue(tx, companyId);
        if ((await countRewards(tx, companyId)) >= REWARDS_PER_COMPANY_MAX) {
          throw new AppError('REWARD_LIMIT_REACHED', { max: REWARDS_PER_COMPANY_MAX });
        }
        const reward = await insertReward(tx, {
          companyId,
          title: input.title,
          description: input.description,
          pointsCost: input.pointsCost,
          icon: input.icon,
          stock: input.stock,
          availableFrom: input.availableFrom,
          availableUntil: input.availableUntil,
          active: input.active,
        });
        await audit(tx, 'reward_created', companyId, actor, auditOf(reward, { pointsCost: reward.pointsCost }));
        return toAdminReward(reward, today, false);
      });
    },

    /**
     * Changes the given fields; the window must stay in order with the stored ends the request leaves alone. Issued
     * codes keep the points they cost. Audited with the fields changed.
     */
    async updateReward(
      actor: TScopedActor,
      companyId: string,
      rewardId: string,
      changes: TUpdateRewardRequest,
    ): Promise<TAdminReward> {
      await assertCompanyInScope(actor, companyId);
      const today = await todayOf(companyId);
      return db.transaction(async (tx) => {
        const stored = await lockCompanyReward(tx, companyId, rewardId);
        if (!stored) throw new AppError('NOT_FOUND');
        const from = changes.availableFrom !== undefined ? changes.availableFrom : stored.availableFrom;
        const until = changes.availableUntil !== undefined ? changes.availableUntil : stored.availableUntil;
        if (from !== null && until !== null && from > until) throw windowError();
        const columns = rewardColumns(changes);
        const fields = Object.keys(columns);
        const reward = fields.length === 0 ? stored : await updateRewardRow(tx, rewardId, columns, clock.now());
        if (!reward) throw new AppError('NOT_FOUND');
        if (fields.length > 0) await audit(tx, 'reward_updated', companyId, actor, auditOf(reward, { fields }));
        return toAdminReward(reward, today, await hasRedemptions(tx, rewardId));
      });
    },

    /**
     * Deletes a reward that was never redeemed; REWARD_HAS_REDEMPTIONS otherwise (deactivate it instead). A
     * redemption committed meanwhile makes the delete fail on its foreign key: the same answer. Audited.
     */
    async deleteReward(actor: TScopedActor, companyId: string, rewardId: string): Promise<void> {
      await assertCompanyInScope(actor, companyId);
      try {
        await db.transaction(async (tx) => {
          const reward = await lockCompanyReward(tx, companyId, rewardId);
          if (!reward) throw new AppError('NOT_FOUND');
          if (await hasRedemptions(tx, rewardId)) throw new AppError('REWARD_HAS_REDEMPTIONS');
          await deleteRewardRow(tx, rewardId);
          await audit(tx, 'reward_deleted', companyId, actor, auditOf(reward));
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError('REWARD_HAS_REDEMPTIONS', undefined, { cause: error });
        throw error;
      }
    },

    /** The reward when it belongs to the company (tests and the seed's checks). */
    findReward: (companyId: string, rewardId: string) => findCompanyReward(db, companyId, rewardId),
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
