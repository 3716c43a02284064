import type { Logger } from 'pino';
import type { TConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { seedDemoData } from '../features/companies/companies.seed.ts';
import { seedDemoRewards } from '../features/rewards/rewards.seed.ts';

/**
 * The demo company of an empty database, with every feature's demo data (the rewards catalogue), or its code when it
 * exists: what the server's start runs, and `npm run seed` before its own companies, so that seeding before the first
 * `npm start` still leaves a demo company (issue 24). `DEMO_COMPANY_CODE` fixes a new demo company's code.
 */
export function seedDemoCompany(
  database: Database,
  logger: Logger,
  config: Pick<TConfig, 'demoCompanyCode'>,
): Promise<{ companyCode: string; created: boolean }> {
  return seedDemoData(database, logger, { companyCode: config.demoCompanyCode, seeders: [seedDemoRewards] });
}
