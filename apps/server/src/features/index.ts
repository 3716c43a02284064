import type { AppInstance } from '../app.ts';
import type { TConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { appVersion } from '../lib/version.ts';
import { healthRoutes } from './health/health.routes.ts';
import { createHealthService } from './health/health.service.ts';
import { mailRoutes } from './mail/mail.routes.ts';
import { createMailService } from './mail/mail.service.ts';

/** What every feature may use. Features reach each other only through the services created here. */
export type FeatureContext = {
  config: TConfig;
  database: Database;
  logger: Logger;
  clock: Clock;
  encryptionKey: Buffer;
};

/**
 * Registers every feature's routes under /api, in dependency order: a feature's service is created
 * here and handed to the features that use it. One block per feature.
 */
export async function registerFeatures(app: AppInstance, ctx: FeatureContext): Promise<void> {
  const healthService = createHealthService({
    database: ctx.database,
    clock: ctx.clock,
    version: appVersion,
    startedAt: ctx.clock.now(),
  });
  await app.register(healthRoutes, { healthService });

  // mail: SMTP or the outbox; the development mailbox (404 in production). Auth sends reset mails through it.
  const mailService = createMailService({ config: ctx.config, database: ctx.database, logger: ctx.logger });
  await app.register(mailRoutes, { mailService, config: ctx.config });
}
