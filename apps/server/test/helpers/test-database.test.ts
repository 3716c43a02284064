import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idlePgliteInstances, openTestDatabase } from './test-database.ts';

/**
 * On PGlite a test file's database may be an instance an earlier file gave back (test-database.ts): it must be as
 * empty as a new copy of the template, and the earlier file must not reach it any more.
 */
const onPglite = !process.env.TEST_DATABASE_URL;
const counters = sql`select count(*)::int as n from rate_limit_counters`;
const insertCounter = sql`insert into rate_limit_counters (key, count, window_started_at, expires_at)
  values ('left-behind', 1, now(), now() + interval '1 hour')`;

describe.runIf(onPglite)('test databases on PGlite', () => {
  it('a database given back comes out empty, with a fresh session', async () => {
    const first = await openTestDatabase();
    await first.database.db.execute(insertCounter);
    await first.database.db.execute(sql`set timezone = 'Asia/Tokyo'`);
    await first.database.db.execute(sql`prepare left_behind as select 1`);
    await first.database.db.execute(sql`begin`); // a transaction a failed test left open
    const idleBefore = idlePgliteInstances();
    await first.cleanup();
    expect(idlePgliteInstances()).toBe(idleBefore + 1);

    const second = await openTestDatabase();
    expect(idlePgliteInstances()).toBe(idleBefore); // the same instance, given out again
    try {
      expect((await second.database.db.execute(counters)).rows).toEqual([{ n: 0 }]);
      expect((await second.database.db.execute(sql`show timezone`)).rows).not.toEqual([{ TimeZone: 'Asia/Tokyo' }]);
      await expect(second.database.db.execute(sql`execute left_behind`)).rejects.toThrow();
    } finally {
      await second.cleanup();
    }
  });

  it('a handle kept after cleanup cannot write into the next database', async () => {
    const first = await openTestDatabase();
    await first.cleanup();
    const second = await openTestDatabase();
    try {
      await expect(first.database.db.execute(insertCounter)).rejects.toMatchObject({
        cause: new Error('This test database was closed'),
      });
      expect((await second.database.db.execute(counters)).rows).toEqual([{ n: 0 }]);
    } finally {
      await second.cleanup();
    }
  });

  it('an instance whose schema a test changed is closed, not given out again', async () => {
    const first = await openTestDatabase();
    await first.database.db.execute(sql`alter table rate_limit_counters add column extra integer`);
    const idleBefore = idlePgliteInstances();
    await first.cleanup();
    expect(idlePgliteInstances()).toBe(idleBefore);

    const second = await openTestDatabase();
    try {
      const columns = await second.database.db.execute(
        sql`select column_name from information_schema.columns where table_name = 'rate_limit_counters'`,
      );
      expect(columns.rows.map((row) => row.column_name)).not.toContain('extra');
    } finally {
      await second.cleanup();
    }
  });
});
