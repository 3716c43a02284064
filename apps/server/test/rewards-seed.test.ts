import { LANGUAGES } from '@openwell/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { createSilentLogger } from '../src/lib/logger.ts';
import { openTestDatabase } from './helpers/test-database.ts';
import { findDemoCompany } from '../src/features/companies/companies.repo.ts';
import { seedDemoData } from '../src/features/companies/companies.seed.ts';
import { DEMO_REWARDS, seedDemoRewards } from '../src/features/rewards/rewards.seed.ts';
import { rewards } from '../src/features/rewards/rewards.tables.ts';

describe('the demo catalogue', () => {
  let database: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ database, cleanup } = await openTestDatabase());
  });
  afterAll(() => cleanup());

  it('is seeded with the demo company, once, in five languages, at varied costs, one with a stock', async () => {
    const seeders = [seedDemoRewards];
    await seedDemoData(database, createSilentLogger(), { seeders });
    await seedDemoData(database, createSilentLogger(), { seeders });
    const company = await findDemoCompany(database.db);
    const rows = await database.db.select().from(rewards).where(eq(rewards.companyId, company!.id));
    expect(rows).toHaveLength(DEMO_REWARDS.length);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      for (const language of LANGUAGES) {
        expect(row.title[language], `${row.title.en} ${language}`).toBeTruthy();
        expect(row.description?.[language], `${row.title.en} ${language}`).toBeTruthy();
      }
      expect(row.active).toBe(true);
      expect(row.icon).not.toBeNull();
    }
    expect(new Set(rows.map((row) => row.pointsCost)).size).toBe(rows.length);
    expect(rows.filter((row) => row.stock !== null)).toHaveLength(1);
    // A company that has rewards already is left alone.
    expect(await database.db.transaction((tx) => seedDemoRewards(tx, company!.id))).toBe(0);
  });
});
