import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/migrate.ts';
import { profiles } from '../src/features/accounts/accounts.tables.ts';
import type { TestApp } from './helpers/build-test-app.ts';
import { buildTestApp } from './helpers/build-test-app.ts';
import { createCompany, request, signUp, type TestCompany } from './helpers/accounts-fixtures.ts';

/**
 * profiles.consent_state / legal_state are copies of the latest history rows (issue 7). Migration 0004 fills them for
 * profiles that existed before; its statement must give exactly what the service writes.
 */
describe('the current-state copies on profiles', () => {
  let t: TestApp;
  let company: TestCompany;

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
    company = await createCompany(t.database, { name: 'Backfill AG', departments: ['Ops'] });
  });
  afterAll(() => t.cleanup());

  it("migration 0004's backfill rebuilds what sign-up and consent changes wrote", async () => {
    const session = await signUp(t.app, t.config.publicUrl, company);
    for (const aiTips of [true, false, true]) {
      const changed = await request(t.app, t.config.publicUrl, {
        method: 'PATCH',
        url: '/api/me/consents',
        session,
        payload: { aiTips },
      });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    const read = async () =>
      (await t.database.db.select().from(profiles).where(eq(profiles.userId, session.userId)))[0]!;
    const written = await read();
    expect(written.consentState.ai_tips?.granted).toBe(true);
    expect(Object.keys(written.consentState).sort()).toEqual(['ai_tips', 'company_insights', 'data_processing']);
    expect(written.legalState).toEqual({ privacy: expect.any(String), terms: expect.any(String) });

    // As before the migration: no copies. Then the migration's backfill statement.
    await t.database.db.update(profiles).set({ consentState: {}, legalState: {} });
    const migration = await readFile(join(MIGRATIONS_FOLDER, '0004_profile_current_state.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((part) => part.includes('UPDATE "profiles"'))!;
    await t.database.db.execute(sql.raw(backfill));

    const rebuilt = await read();
    expect(rebuilt.legalState).toEqual(written.legalState);
    const normalize = (state: typeof written.consentState) =>
      Object.fromEntries(
        Object.entries(state).map(([kind, entry]) => [
          kind,
          { ...entry!, updatedAt: new Date(entry!.updatedAt).toISOString() },
        ]),
      );
    expect(normalize(rebuilt.consentState)).toEqual(normalize(written.consentState));
  });
});
