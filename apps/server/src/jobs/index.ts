import { FEATURES } from '../features/registry.ts';
import { cleanupRateLimitCountersJob } from '../plugins/rate-limit.jobs.ts';
import type { JobDefinition } from './define-job.ts';

export { defineJob, type JobContext, type JobDefinition } from './define-job.ts';
export { startJobRunner, type JobRunner } from './job-runner.ts';

/**
 * Every job the runner works that needs only the job context (database, logger, clock): the features' `jobs` (their
 * descriptors, features/registry.ts) and the rate-limit counters' clean-up. A job that needs a feature's services
 * (e.g. the wearables sync) is in the descriptor's `serviceJobs`, built by registerFeatures (features/index.ts) with
 * the services; buildApp keeps those as `app.featureJobs` and the server starts the runner with both lists.
 */
export const allJobs: JobDefinition[] = [
  ...FEATURES.flatMap((feature) => feature.jobs ?? []),
  cleanupRateLimitCountersJob,
];
