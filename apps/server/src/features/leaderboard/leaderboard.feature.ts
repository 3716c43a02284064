import { defineFeature, tablesOf } from '../feature.ts';
import { createRefreshLeaderboardsJob } from './leaderboard.jobs.ts';
import { leaderboardRoutes } from './leaderboard.routes.ts';
import * as tables from './leaderboard.tables.ts';
import { leaderboardCohortMembers } from './leaderboard.tables.ts';

/** leaderboard: the departments and companies boards from a snapshot a job refreshes, frozen cohorts (ADR 016). */
export const leaderboardFeature = defineFeature({
  name: 'leaderboard',
  routes(app, { leaderboardService, accountsService }) {
    leaderboardRoutes(app, { leaderboardService, accountsService });
  },
  serviceJobs: ({ leaderboardService }) => [createRefreshLeaderboardsJob(leaderboardService)],
  tables: tablesOf(tables),
  personalData: [
    {
      table: leaderboardCohortMembers,
      userColumn: leaderboardCohortMembers.userId,
      export: { skip: 'internal to the anonymity rules, never read by a request nor published (ADR 016)' },
      erase: {
        keep:
          'until the next computation sees the account gone and withholds the department (a deletion now would let ' +
          'the figure drop by exactly their points, ADR 016); that computation deletes the row',
      },
    },
  ],
});
