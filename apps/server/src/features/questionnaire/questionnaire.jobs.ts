import { HEALTH_DATA_RETENTION_YEARS } from '@openwell/contracts';
import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../jobs/define-job.ts';
import type { ReviewReminders } from './questionnaire.reminders.ts';
import { deleteOlderThan } from './questionnaire.repo.ts';

/** Answers completed (or drafts last saved) before this instant are past the health data's retention (2 years). */
export function questionnaireRetentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - HEALTH_DATA_RETENTION_YEARS);
  return cutoff;
}

/**
 * Daily at 03:40 UTC: deletes the questionnaire versions completed more than HEALTH_DATA_RETENTION_YEARS ago and the
 * drafts not saved for as long (health data is kept 2 years). Newer versions stay. Idempotent.
 */
export const pruneQuestionnaireAnswersJob = defineJob({
  id: 'questionnaire.answers.prune',
  payload: z.object({}),
  cron: '40 3 * * *',
  async handler(_payload, { database, logger, now }) {
    const cutoff = questionnaireRetentionCutoff(now());
    const deleted = await deleteOlderThan(database.db, cutoff);
    logger.info({ ...deleted, cutoff }, 'Expired questionnaire answers deleted');
  },
});

/**
 * Daily at 08:00 UTC (daytime in Europe): the yearly review reminders due (questionnaire.reminders.ts), one e-mail per
 * latest submission completed QUESTIONNAIRE_REVIEW_MONTHS ago. Idempotent: a reminder is claimed before it is sent,
 * so a retried or repeated run never sends it twice. Built with the mail feature in the descriptor
 * (`serviceJobs`, questionnaire.feature.ts).
 */
export function createReviewRemindersJob(reminders: Pick<ReviewReminders, 'sendDue'>): JobDefinition<object> {
  return defineJob({
    id: 'questionnaire.review.remind',
    payload: z.object({}),
    cron: '0 8 * * *',
    queue: { retryLimit: 3, retryDelay: 15 * 60, retryBackoff: true, expireInSeconds: 30 * 60 },
    async handler(_payload, { logger, now }) {
      const result = await reminders.sendDue(now());
      logger.info(result, 'Questionnaire review reminders sent');
    },
  });
}
