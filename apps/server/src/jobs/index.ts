import { pruneAuditLogJob } from '../features/audit/audit.jobs.ts';
import { expireOutboxMailJob } from '../features/mail/mail.jobs.ts';
import { pruneHealthDataJob } from '../features/wearables/wearables.jobs.ts';
import { cleanupRateLimitCountersJob } from '../plugins/rate-limit.jobs.ts';
import type { JobDefinition } from './define-job.ts';

export { defineJob, type JobContext, type JobDefinition } from './define-job.ts';
export { startJobRunner, type JobRunner } from './job-runner.ts';

/** Every job the runner works. Add a feature's jobs here. */
export const allJobs: JobDefinition[] = [
  expireOutboxMailJob,
  pruneAuditLogJob,
  cleanupRateLimitCountersJob,
  pruneHealthDataJob,
];
