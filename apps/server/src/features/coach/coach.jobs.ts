import { COACH_RETENTION_MONTHS } from '@openwell/contracts';
import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.ts';
import { pruneCoach } from './coach.repo.ts';

/** Tips are kept this many days. */
export const COACH_TIP_RETENTION_DAYS = 30;

/** Messages written before this instant are past the communication data's retention (COACH_RETENTION_MONTHS). */
export function coachMessagesCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - COACH_RETENTION_MONTHS);
  return cutoff;
}

/** Tips of days before this one (UTC) are deleted. */
export function coachTipsCutoff(now: Date): string {
  return new Date(now.getTime() - COACH_TIP_RETENTION_DAYS * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Daily at 03:50 UTC: deletes coach messages older than COACH_RETENTION_MONTHS (communication data is kept one
 * year), conversations left without messages, and tips older than 30 days. Idempotent.
 */
export const pruneCoachMessagesJob = defineJob({
  id: 'coach.messages.prune',
  payload: z.object({}),
  cron: '50 3 * * *',
  async handler(_payload, { database, logger, now }) {
    const at = now();
    const deleted = await pruneCoach(database.db, {
      messagesBefore: coachMessagesCutoff(at),
      tipsBefore: coachTipsCutoff(at),
    });
    logger.info(deleted, 'Expired coach messages and tips deleted');
  },
});
