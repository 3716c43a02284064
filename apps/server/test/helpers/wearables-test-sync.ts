import type { TMetricSource, TScopeGroup, TWearableProvider } from '@openwell/contracts';
import { eq } from 'drizzle-orm';
import type { TWearablesSyncFactory } from '../../src/features/index.ts';
import { openSecret } from '../../src/features/wearables/connection-secrets.ts';
import type { TSyncRun } from '../../src/features/wearables/sync-port.ts';
import { syncRange } from '../../src/features/wearables/sync-range.ts';
import { ProviderError } from '../../src/features/wearables/wearable-provider.ts';
import { wearableConnections } from '../../src/features/wearables/wearables.tables.ts';

/**
 * A small stand-in for the sync engine (wearables.sync.ts, built on branch issue9-sync), for the route tests of the
 * connection side while the engine is not merged: reads the connection, fetches its range from the provider with
 * the stored access token, stores through `ingest` and records the outcome. No lease, no refresh, no back-off: those
 * are the engine's and tested with it. Every call is counted in `runs`.
 */
export function createTestWearablesSync(): { factory: TWearablesSyncFactory; runs: Array<{ trigger: string }> } {
  const runs: Array<{ trigger: string }> = [];
  const factory: TWearablesSyncFactory = (deps) => ({
    async syncConnection(connectionId, { trigger }): Promise<TSyncRun> {
      runs.push({ trigger });
      const { db } = deps.database;
      const [connection] = await db.select().from(wearableConnections).where(eq(wearableConnections.id, connectionId));
      if (!connection || connection.accessToken === null) return { outcome: 'failed' };
      const provider = deps.registry.get(connection.provider as TWearableProvider);
      if (!provider) return { outcome: 'failed' };
      const timeZone = await deps.timeZones.timeZoneOf(connection.companyId);
      const now = deps.clock.now();
      const { range, completeThrough } = syncRange({ now, timeZone, syncedThrough: connection.syncedThrough });
      try {
        const values = await provider.dailyMetrics({
          accessToken: openSecret(deps.encryptionKey, 'access-token', connection.userId, connection.accessToken),
          grantedScopes: connection.grantedScopes as TScopeGroup[],
          range,
          timeZone,
        });
        const { stored } = await deps.ingest(
          { userId: connection.userId, companyId: connection.companyId },
          connection.provider as TMetricSource,
          values,
        );
        await db
          .update(wearableConnections)
          .set({ syncStatus: 'succeeded', lastSyncAt: now, lastSyncError: null, syncedThrough: completeThrough })
          .where(eq(wearableConnections.id, connectionId));
        return { outcome: 'synced', stored };
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        const { kind } = error.failure;
        if (kind === 'invalid_grant' || kind === 'unauthorized') {
          await db
            .update(wearableConnections)
            .set({ status: 'needs_reconnect', syncStatus: 'failed', lastSyncError: 'invalid_grant' })
            .where(eq(wearableConnections.id, connectionId));
          return { outcome: 'needs_reconnect' };
        }
        if (kind === 'rate_limited' || kind === 'unavailable') {
          const retryAt = new Date(now.getTime() + 60_000);
          await db
            .update(wearableConnections)
            .set({
              syncStatus: 'delayed',
              lastSyncError: kind === 'rate_limited' ? 'rate_limited' : 'provider_unavailable',
              nextSyncAt: retryAt,
            })
            .where(eq(wearableConnections.id, connectionId));
          return { outcome: 'delayed', retryAt };
        }
        return { outcome: 'failed' };
      }
    },
  });
  return { factory, runs };
}
