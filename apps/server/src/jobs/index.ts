import { pruneAuditLogJob } from '../features/audit/audit.jobs.ts';
import { pruneCoachMessagesJob } from '../features/coach/coach.jobs.ts';
import { reconcileBalancesJob } from '../features/gamification/gamification.jobs.ts';
import { expireOutboxMailJob } from '../features/mail/mail.jobs.ts';
import { pruneQuestionnaireAnswersJob } from '../features/questionnaire/questionnaire.jobs.ts';
import { pruneHealthDataJob } from '../features/wearables/wearables.jobs.ts';
import { cleanupRateLimitCountersJob } from '../plugins/rate-limit.jobs.ts';
import type { JobDefinition } from './define-job.ts';

export { defineJob, type JobContext, type JobDefinition } from './define-job.ts';
export { startJobRunner, type JobRunner } from './job-runner.ts';

/**
 * Every job the runner works that needs only the job context (database, logger, clock). Add a feature's jobs here.
 * A job that needs a feature's services (e.g. the wearables sync) is built by a factory taking them, in
 * registerFeatures (features/index.ts), which returns it; buildApp keeps those as `app.featureJobs` and the server
 * starts the runner with both lists.
 */
export const allJobs: JobDefinition[] = [
  expireOutboxMailJob,
  pruneAuditLogJob,
  cleanupRateLimitCountersJob,
  pruneHealthDataJob,
  pruneQuestionnaireAnswersJob,
  pruneCoachMessagesJob,
  reconcileBalancesJob,
];
