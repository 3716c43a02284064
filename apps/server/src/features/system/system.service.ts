import type { THealthResponse } from '@openwell/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** A ping that takes longer than this counts as "not reachable", so the health check itself never hangs. */
export const PING_TIMEOUT_MS = 2000;

export type SystemServiceDeps = {
  database: Pick<Database, 'kind' | 'ping'>;
  clock: Clock;
  version: string;
  startedAt: Date;
};

async function pingWithTimeout(ping: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([ping().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createSystemService(deps: SystemServiceDeps) {
  return {
    async check(): Promise<THealthResponse> {
      const reachable = await pingWithTimeout(() => deps.database.ping(), PING_TIMEOUT_MS);
      const uptimeMs = Math.max(0, deps.clock.now().getTime() - deps.startedAt.getTime());
      return {
        status: reachable ? 'ok' : 'degraded',
        version: deps.version,
        database: { kind: deps.database.kind, reachable },
        uptimeSeconds: Math.floor(uptimeMs / 1000),
      };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
