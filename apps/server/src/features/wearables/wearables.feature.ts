import { WEARABLES_ERROR_CODES } from '@openwell/contracts';
import { defineFeature, tablesOf } from '../feature.ts';
import { createSyncDueWearablesJob, pruneHealthDataJob } from './wearables.jobs.ts';
import { wearablesRoutes } from './wearables.routes.ts';
import * as tables from './wearables.tables.ts';
import { dailyMetrics, healthDataVersions, wearableAuthorizations, wearableConnections } from './wearables.tables.ts';

/**
 * wearables: tracker connections (OAuth with PKCE; demo mode), "Log activity", the dashboard's reads, the sync engine
 * and its job every minute, the health data's retention (ADR 014).
 */
export const wearablesFeature = defineFeature({
  name: 'wearables',
  routes(app, { wearablesService, accountsService }) {
    wearablesRoutes(app, { wearablesService, accountsService });
  },
  jobs: [pruneHealthDataJob],
  serviceJobs: ({ wearablesSync }) => [createSyncDueWearablesJob(wearablesSync)],
  tables: tablesOf(tables),
  errors: WEARABLES_ERROR_CODES,
  personalData: [
    {
      table: wearableConnections,
      userColumn: wearableConnections.userId,
      export: {
        omit: [wearableConnections.accessToken, wearableConnections.refreshToken],
        why: "the provider's tokens are secrets",
      },
      erase: 'delete',
    },
    {
      table: wearableAuthorizations,
      userColumn: wearableAuthorizations.userId,
      export: { skip: 'an OAuth round trip under way (its state hash and PKCE verifier), gone within minutes' },
      erase: 'delete',
    },
    { table: dailyMetrics, userColumn: dailyMetrics.userId, export: 'rows', erase: 'delete' },
    {
      table: healthDataVersions,
      userColumn: healthDataVersions.userId,
      export: { skip: "a counter of the person's health data changes (ADR 014), nothing about the person" },
      erase: 'delete',
    },
  ],
});
