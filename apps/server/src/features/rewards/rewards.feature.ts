import { REWARDS_ERROR_CODES } from '@openwell/contracts';
import { defineFeature, tablesOf } from '../feature.ts';
import { createExpireRedemptionsJob } from './rewards.jobs.ts';
import { rewardsRoutes } from './rewards.routes.ts';
import * as tables from './rewards.tables.ts';
import { redemptions } from './rewards.tables.ts';

/** rewards: each company's catalogue, redemptions with codes, their expiry with refunds, the figures (ADR 018). */
export const rewardsFeature = defineFeature({
  name: 'rewards',
  routes(app, { rewardsService, accountsService }) {
    rewardsRoutes(app, { rewardsService, accountsService });
  },
  serviceJobs: ({ rewardsService }) => [createExpireRedemptionsJob(rewardsService)],
  tables: tablesOf(tables),
  errors: REWARDS_ERROR_CODES,
  personalData: [
    {
      table: redemptions,
      userColumn: redemptions.userId,
      export: { omit: [redemptions.requestHash], why: 'a hash of the request, kept for idempotency' },
      erase: 'delete',
    },
    // The employer who fulfilled or cancelled someone's code: the redemption stays, they are forgotten.
    { table: redemptions, userColumn: redemptions.closedBy, export: 'rows', erase: 'anonymise' },
  ],
});
