import { defineFeature, tablesOf } from '../feature.ts';
import { createExpirePointsJob, reconcileBalancesJob } from './gamification.jobs.ts';
import { gamificationRoutes } from './gamification.routes.ts';
import * as tables from './gamification.tables.ts';
import { gamificationState, pointsLedger, pointsMonthly, userAchievements, userGoals } from './gamification.tables.ts';

/**
 * gamification: the points ledger and awards (job `gamification.award` after each sync and logged activity), levels,
 * streaks, badges, goals, the health score, point expiry, the nightly ledger check (ADR 015, 017, 019).
 */
export const gamificationFeature = defineFeature({
  name: 'gamification',
  routes(app, { gamificationService, pointsExpiryService, accountsService }) {
    gamificationRoutes(app, { gamificationService, pointsExpiryService, accountsService });
  },
  jobs: [reconcileBalancesJob],
  serviceJobs: ({ awardJob, pointsExpiryService }) => [awardJob, createExpirePointsJob(pointsExpiryService)],
  tables: tablesOf(tables),
  personalData: [
    { table: pointsLedger, userColumn: pointsLedger.userId, export: 'rows', erase: 'delete' },
    { table: gamificationState, userColumn: gamificationState.userId, export: 'rows', erase: 'delete' },
    { table: pointsMonthly, userColumn: pointsMonthly.userId, export: 'rows', erase: 'delete' },
    { table: userGoals, userColumn: userGoals.userId, export: 'rows', erase: 'delete' },
    { table: userAchievements, userColumn: userAchievements.userId, export: 'rows', erase: 'delete' },
  ],
});
