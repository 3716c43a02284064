import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../jobs/define-job.ts';
import type { RewardsService } from './rewards.service.ts';

/**
 * Daily at 04:45 UTC: issued codes past their expiry (REDEMPTION_VALID_DAYS after redeeming) become expired and their
 * points are refunded, each in its own transaction under its owner's lock. Idempotent: a code is expired (and
 * refunded, by a ledger key unique per redemption) once however often the job runs. Built with the rewards service
 * in the feature's descriptor (`serviceJobs`) with the services of features/services.ts.
 */
export function createExpireRedemptionsJob(service: Pick<RewardsService, 'expireDue'>): JobDefinition<object> {
  return defineJob({
    id: 'rewards.redemptions.expire',
    payload: z.object({}),
    cron: '45 4 * * *',
    async handler(_payload, { logger, now }) {
      const { expired } = await service.expireDue(now());
      logger.info({ expired }, 'Expired redemption codes refunded');
    },
  });
}
