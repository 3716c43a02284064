import { ZCivilDateSchema } from '@openwell/contracts';
import { levelFor } from '@openwell/gamification';
import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../jobs/define-job.ts';
import { EARNING_REASONS } from './award-plan.ts';
import { findBalanceMismatches, ledgerTotals, lockState, updateState } from './gamification.repo.ts';
import type { PointsExpiryService } from './gamification.expiry.ts';
import type { GamificationService } from './gamification.service.ts';

export const ZAwardJobPayload = z.object({
  userId: z.uuid(),
  companyId: z.uuid(),
  /** The civil days whose values changed (the run awards from the earliest through today); none: today. */
  dates: z.array(ZCivilDateSchema).max(400).optional(),
});
export type TAwardJobPayload = z.infer<typeof ZAwardJobPayload>;

/**
 * The send's singletonKey (always send the award job with it: on the stately queue, sends without a key share one):
 * the user and the first day to award. The queue is `stately` (at most one queued and one
 * running job per key), so a burst of syncs of one person coalesces into one queued run, which reads the values when
 * it runs; a send with another first day (a first sync's backfill) gets its own job and is never swallowed.
 */
export function awardSingletonKey(payload: TAwardJobPayload): string {
  const from = payload.dates && payload.dates.length > 0 ? [...payload.dates].sort()[0] : 'today';
  return `${payload.userId}:${from}`;
}

/**
 * Awards a person's days after a sync or a logged activity (gamification.service.ts awardDays): idempotent, so a
 * retried or repeated job appends nothing more. Built with the service in features/services.ts.
 */
export function createAwardJob(service: Pick<GamificationService, 'awardDays'>): JobDefinition<TAwardJobPayload> {
  return defineJob({
    id: 'gamification.award',
    payload: ZAwardJobPayload,
    queue: { policy: 'stately', retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 5 * 60 },
    async handler(payload, { logger }) {
      const result = await service.awardDays({ userId: payload.userId, companyId: payload.companyId }, payload.dates);
      if (result.entries > 0) logger.info({ userId: payload.userId, ...result }, 'Points awarded');
    },
  });
}

/**
 * Daily at 03:30 UTC: writes the day's point expiries (gamification.expiry.ts expireDue, ADR 019) for the companies
 * with an expiry policy, each on its own civil day. Idempotent: a second run, a retry or two runs at once write each
 * person's expiry of a day once (the person's lock, the key `expiry:<day>`). Built with the service in the descriptor
 * (`serviceJobs`, gamification.feature.ts). Before the nightly balances check (04:15), which then covers its entries.
 */
export function createExpirePointsJob(service: Pick<PointsExpiryService, 'expireDue'>): JobDefinition<object> {
  return defineJob({
    id: 'gamification.points.expire',
    payload: z.object({}),
    cron: '30 3 * * *',
    queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60 },
    async handler(_payload, { logger, now }) {
      const result = await service.expireDue(now());
      logger.info(result, 'Points expired');
    },
  });
}

/**
 * Daily at 04:15 UTC: checks every user's cached balance and lifetime points against the sums of their ledger. A
 * mismatch is a bug: logged as an error, and the cache is repaired from the ledger (the one source of truth) under the
 * user's lock, so an award running meanwhile is not overwritten. Idempotent.
 */
export const reconcileBalancesJob = defineJob({
  id: 'gamification.balances.check',
  payload: z.object({}),
  cron: '15 4 * * *',
  async handler(_payload, { database, logger, now }) {
    const mismatches = await findBalanceMismatches(database.db, EARNING_REASONS);
    let repaired = 0;
    for (const mismatch of mismatches) {
      logger.error(mismatch, 'Cached points differ from the ledger: repairing the cache');
      await database.db.transaction(async (tx) => {
        const companyId = mismatch.companyId ?? (await ledgerTotals(tx, mismatch.userId, EARNING_REASONS)).companyId;
        if (companyId === null) return;
        const state = await lockState(tx, { userId: mismatch.userId, companyId });
        // Summed under the lock: an award may have committed since the check.
        const ledger = await ledgerTotals(tx, mismatch.userId, EARNING_REASONS);
        if (state.balance === ledger.balance && state.lifetimePoints === ledger.lifetime) return;
        await updateState(tx, mismatch.userId, {
          balance: Math.max(0, ledger.balance),
          lifetimePoints: ledger.lifetime,
          level: levelFor(ledger.lifetime).level,
          streakDays: state.streakDays,
          bestStreak: state.bestStreak,
          streakThrough: state.streakThrough,
          updatedAt: now(),
        });
        repaired++;
      });
    }
    logger.info({ mismatches: mismatches.length, repaired }, 'Points balances checked against the ledger');
  },
});
