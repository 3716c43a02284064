import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { createSilentLogger } from '../../apps/server/src/lib/logger.ts';
import type { TRunningServer } from './start-server.ts';

/**
 * Runs `write` on the benchmarked server's database, for data the API has no quick way to make (thousands of audit
 * rows). PostgreSQL: directly, beside the running server. PGlite: one process owns the cluster, so the server is
 * stopped for the moment and started again on the same data (its sessions stay valid: they are rows, signed with the
 * key in DATA_DIR).
 */
export async function writeServerDatabase(
  server: TRunningServer,
  databaseUrl: string | null,
  write: (database: Database) => Promise<void>,
): Promise<void> {
  const logger = createSilentLogger();
  if (databaseUrl === null) await server.restartAround(async () => run());
  else await run();

  async function run(): Promise<void> {
    const database = await openDatabase({ dataDir: server.dataDir, logger, ...(databaseUrl ? { databaseUrl } : {}) });
    try {
      await write(database);
    } finally {
      await database.close();
    }
  }
}
