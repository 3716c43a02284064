import { z } from 'zod';
import { defineJob } from '../jobs/define-job.ts';
import { deleteExpiredRateLimitCounters } from './rate-limit.ts';

/** Hourly: deletes rate-limit counters whose window has ended (they would restart at 1 anyway). Idempotent. */
export const cleanupRateLimitCountersJob = defineJob({
  id: 'rate-limit.counters.cleanup',
  payload: z.object({}),
  cron: '5 * * * *',
  async handler(_payload, { database, logger, now }) {
    const deleted = await deleteExpiredRateLimitCounters(database.db, now());
    logger.info({ deleted }, 'Expired rate-limit counters deleted');
  },
});
