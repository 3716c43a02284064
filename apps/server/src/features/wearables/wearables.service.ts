import { isPlausibleMetricValue, type TMetricSource } from '@openwell/contracts';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { TProviderDailyValue } from './wearable-provider.ts';
import { upsertDailyMetrics } from './wearables.repo.ts';

export type WearablesServiceDeps = { database: Database; logger: Logger };

/** Whose values these are. */
export type TMetricOwner = { userId: string; companyId: string };

/**
 * Wearables and daily health metrics (issue 9). So far: storing a provider's days (ingest). Connections, OAuth, sync
 * scheduling and the dashboard's reads follow with the rest of the issue.
 */
export function createWearablesService(deps: WearablesServiceDeps) {
  const { db } = deps.database;
  const log = deps.logger.child({ feature: 'wearables' });

  return {
    /**
     * Stores one source's daily values for one person, as upserts (a retried or concurrent sync never duplicates a
     * day). Implausible values are dropped and logged with metric, day and source but never the value. Returns how
     * many values were stored and how many were rejected.
     */
    async ingest(
      owner: TMetricOwner,
      source: TMetricSource,
      values: readonly TProviderDailyValue[],
    ): Promise<{ stored: number; rejected: number }> {
      const plausible = [];
      let rejected = 0;
      for (const { date, metric, value } of values) {
        if (isPlausibleMetricValue(metric, value)) {
          plausible.push({ ...owner, date, metric, source, value });
        } else {
          rejected++;
          log.warn({ userId: owner.userId, metric, date, source }, 'implausible daily value rejected');
        }
      }
      // The same day and metric twice in one batch would make the upsert fail: the last one wins.
      const byKey = new Map(plausible.map((row) => [`${row.date}|${row.metric}`, row]));
      await upsertDailyMetrics(db, [...byKey.values()]);
      return { stored: byKey.size, rejected };
    },
  };
}

export type WearablesService = ReturnType<typeof createWearablesService>;
