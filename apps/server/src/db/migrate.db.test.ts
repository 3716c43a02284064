import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers/test-database.ts';
import type { Database } from './client.ts';
import { listTables, migrateDatabase } from './migrate.ts';

describe('migrateDatabase', () => {
  let database: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    // From nothing, not from the run's migrated template: the migrations themselves are under test.
    ({ database, cleanup } = await openTestDatabase({ fromTemplate: false }));
  });
  afterAll(() => cleanup());

  it('creates the foundation tables', async () => {
    expect(await listTables(database)).toEqual(expect.arrayContaining(['companies', 'departments', 'mail_outbox']));
  });

  it('is idempotent: applying again (also concurrently) changes nothing', async () => {
    const before = await listTables(database);
    await migrateDatabase(database);
    await Promise.all([migrateDatabase(database), migrateDatabase(database)]);
    expect(await listTables(database)).toEqual(before);
  });

  it('uses gen_random_uuid() for ids', async () => {
    const result = await database.db.execute<{ id: string }>(
      "insert into companies (name, code) values ('Acme', 'ACME-1') returning id",
    );
    expect(result.rows[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
