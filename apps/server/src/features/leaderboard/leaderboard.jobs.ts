import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../jobs/define-job.ts';
import { SNAPSHOT_REFRESH_MINUTES, type LeaderboardService } from './leaderboard.service.ts';

/**
 * Every SNAPSHOT_REFRESH_MINUTES minutes: recomputes the leaderboards' snapshot from the monthly points and the
 * profiles (the cohort steps of the anonymity module and the snapshot insert, set-based, ADR 016). A run brings the
 * cohorts and the snapshot to the figures of its moment. No retries: the next run is the retry. Built with the service
 * in the feature's descriptor (`serviceJobs`) with the services of features/services.ts.
 */
export function createRefreshLeaderboardsJob(service: Pick<LeaderboardService, 'refresh'>): JobDefinition<object> {
  return defineJob({
    id: 'leaderboard.snapshot.refresh',
    payload: z.object({}),
    cron: `*/${SNAPSHOT_REFRESH_MINUTES} * * * *`,
    queue: { retryLimit: 0, expireInSeconds: SNAPSHOT_REFRESH_MINUTES * 60 },
    async handler() {
      await service.refresh();
    },
  });
}
