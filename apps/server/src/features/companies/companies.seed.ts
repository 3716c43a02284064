import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { AppExecutor, Database } from '../../db/client.ts';
import { countCompanies, findDemoCompany } from './companies.repo.ts';
import { randomCodeGroup } from './company-code.ts';
import { companies, departments } from './companies.tables.ts';

export const DEMO_COMPANY_NAME = 'Demo Company';
export const DEMO_DEPARTMENTS = [
  'Engineering',
  'Sales',
  'Marketing',
  'Operations',
  'People & Culture',
  'Finance',
] as const;

/** Adds a feature's demo data to the newly created demo company, inside its creation's transaction. */
export type TDemoSeeder = (tx: AppExecutor, companyId: string) => Promise<unknown>;

const CODE_LENGTH = 6;
// Any fixed key: serialises seeding when several servers start at once on PostgreSQL.
const SEED_LOCK_KEY = 4_711_001;

/** A random, readable company code such as `DEMO-7KQ3XZ` (crypto-random, ~30 bits). */
export function generateDemoCompanyCode(prefix = 'DEMO'): string {
  return `${prefix}-${randomCodeGroup(CODE_LENGTH)}`;
}

/**
 * Creates the demo company and its departments on first start (empty database), and on every
 * later start logs the existing demo code again. Idempotent, and safe when several processes race
 * (one transaction under an advisory lock). When the database already holds companies but no demo
 * company (an operator deleted it), nothing is created and `companyCode` is ''. `options.companyCode`
 * (DEMO_COMPANY_CODE) fixes the code of a newly created demo company, for demos and end-to-end tests.
 * `options.seeders` add other features' demo data (e.g. the rewards catalogue) to the new company, in the same
 * transaction (server.ts composes them; companies imports no other feature).
 */
export async function seedDemoData(
  database: Database,
  logger: Logger,
  options: { companyCode?: string | undefined; seeders?: ReadonlyArray<TDemoSeeder> } = {},
): Promise<{ companyCode: string; created: boolean }> {
  const result = await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await findDemoCompany(tx);
    if (existing) return { companyCode: existing.code, created: false };
    if ((await countCompanies(tx)) > 0) return { companyCode: '', created: false };

    const [company] = await tx
      .insert(companies)
      .values({ name: DEMO_COMPANY_NAME, code: options.companyCode ?? generateDemoCompanyCode(), isDemo: true })
      .returning({ id: companies.id, code: companies.code });
    if (!company) throw new Error('Demo company insert returned no row');
    await tx
      .insert(departments)
      .values(DEMO_DEPARTMENTS.map((name) => ({ companyId: company.id, name })))
      .onConflictDoNothing();
    for (const seeder of options.seeders ?? []) await seeder(tx, company.id);
    return { companyCode: company.code, created: true };
  });

  if (result.companyCode) {
    logger.info(
      { companyCode: result.companyCode, created: result.created },
      `Demo company ready. Sign up with company code ${result.companyCode}`,
    );
  } else {
    logger.info('No demo company: the database already has companies, so no demo data was seeded');
  }
  return result;
}
