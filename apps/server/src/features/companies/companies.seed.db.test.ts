import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../../test/helpers/test-database.ts';
import { countCompanies, findCompanyByCode, listDepartments } from './companies.repo.ts';
import { DEMO_DEPARTMENTS, generateDemoCompanyCode, seedDemoData } from './companies.seed.ts';
import { companies } from './companies.tables.ts';

function captureLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('generateDemoCompanyCode', () => {
  it('is DEMO- plus 6 unambiguous characters, random', () => {
    const codes = new Set(Array.from({ length: 50 }, () => generateDemoCompanyCode()));
    for (const code of codes) expect(code).toMatch(/^DEMO-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);
    expect(codes.size).toBeGreaterThan(45);
  });
});

describe('seedDemoData', () => {
  let database: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ database, cleanup } = await openTestDatabase());
  });
  afterAll(() => cleanup());

  it('creates the demo company with its departments once, then only reports the code', async () => {
    const first = captureLogger();
    const created = await seedDemoData(database, first.logger);
    expect(created.created).toBe(true);
    expect(created.companyCode).toMatch(/^DEMO-[A-Z2-9]{6}$/);
    expect(first.lines).toContainEqual(
      expect.objectContaining({
        companyCode: created.companyCode,
        msg: `Demo company ready. Sign up with company code ${created.companyCode}`,
      }),
    );

    const second = captureLogger();
    const again = await seedDemoData(database, second.logger);
    expect(again).toEqual({ companyCode: created.companyCode, created: false });
    expect(second.lines).toContainEqual(
      expect.objectContaining({ msg: `Demo company ready. Sign up with company code ${created.companyCode}` }),
    );

    const concurrent = await Promise.all([1, 2, 3].map(() => seedDemoData(database, second.logger)));
    for (const result of concurrent) expect(result).toEqual({ companyCode: created.companyCode, created: false });
    expect(await countCompanies(database.db)).toBe(1);

    const company = await findCompanyByCode(database.db, created.companyCode);
    expect(company).toMatchObject({ name: 'Demo Company', isDemo: true, settings: {} });
    const departments = await listDepartments(database.db, company!.id);
    expect(departments.map((d) => d.name)).toEqual([...DEMO_DEPARTMENTS].sort());
  });

  it('finds a company by code case-insensitively', async () => {
    const { companyCode } = await seedDemoData(database, captureLogger().logger);
    const lower = await findCompanyByCode(database.db, `  ${companyCode.toLowerCase()} `);
    expect(lower?.code).toBe(companyCode);
    // Any spacing and dashes (issue 24): without the dash, a space instead, dashes elsewhere.
    const compact = companyCode.replace('-', '');
    for (const typed of [compact, companyCode.replace('-', ' '), `${compact.slice(0, 2)}-${compact.slice(2)}`]) {
      expect((await findCompanyByCode(database.db, typed))?.code, typed).toBe(companyCode);
    }
    expect(await findCompanyByCode(database.db, 'NOPE-000000')).toBeNull();
    expect(await findCompanyByCode(database.db, '   ')).toBeNull();
  });

  it('rejects a company code that is not stored upper case', async () => {
    await expect(database.db.insert(companies).values({ name: 'Lower', code: 'lower-1' })).rejects.toThrow();
  });

  it('rejects a company code that equals another one without the dashes (both would be typed the same)', async () => {
    await database.db.insert(companies).values({ name: 'First', code: 'AB-CDE' });
    await expect(database.db.insert(companies).values({ name: 'Second', code: 'ABC-DE' })).rejects.toThrow();
  });
});

describe('seedDemoData when companies exist but no demo company', () => {
  it('creates nothing', async () => {
    const { database, cleanup } = await openTestDatabase();
    try {
      await database.db.insert(companies).values({ name: 'Acme', code: 'ACME' });
      expect(await seedDemoData(database, captureLogger().logger)).toEqual({ companyCode: '', created: false });
      expect(await countCompanies(database.db)).toBe(1);
    } finally {
      await cleanup();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('seedDemoData racing on PostgreSQL', () => {
  it('creates exactly one demo company when several processes seed at once', async () => {
    const { database, cleanup } = await openTestDatabase();
    try {
      const results = await Promise.all(
        Array.from({ length: 8 }, () => seedDemoData(database, captureLogger().logger)),
      );
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(new Set(results.map((r) => r.companyCode)).size).toBe(1);
      expect(await countCompanies(database.db)).toBe(1);
    } finally {
      await cleanup();
    }
  });
});

describe('seedDemoData with a fixed code (DEMO_COMPANY_CODE)', () => {
  it('gives the new demo company that code, and it is found case-insensitively', async () => {
    const { database, cleanup } = await openTestDatabase();
    try {
      const result = await seedDemoData(database, captureLogger().logger, { companyCode: 'DEMO-FIXED1' });
      expect(result).toEqual({ companyCode: 'DEMO-FIXED1', created: true });
      expect((await findCompanyByCode(database.db, 'demo-fixed1'))?.code).toBe('DEMO-FIXED1');
    } finally {
      await cleanup();
    }
  });
});
