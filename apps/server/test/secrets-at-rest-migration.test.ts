import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/migrate.ts';
import { authLoginFailures, authSessions } from '../src/features/auth/auth.tables.ts';
import { hashSessionToken } from '../src/features/auth/session-token-hash.ts';
import { sha256Hex } from '../src/lib/crypto.ts';
import { sealClearOutboxMail } from '../src/features/mail/mail.service.ts';
import { mailOutbox } from '../src/features/mail/mail.tables.ts';
import { GOOD_PASSWORD, buildAuthTestApp, get, insertUser, newClient, post } from './helpers/auth-test-kit.ts';
import type { TestApp } from './helpers/build-test-app.ts';
import { newestOutboxMail } from './helpers/outbox.ts';

/**
 * migration 0021 (issue 22) on rows as they were before it: session tokens in clear are hashed in place, so the
 * cookies and bearer tokens clients hold go on working (nobody is signed out); the lockout's device nonces are hashed;
 * bodies of mails already sent are dropped, and those of pending mails are encrypted at the next start
 * (sealClearOutboxMail, server.ts). Its hand-written statements are run here on the test database (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL).
 */

const RESET_LINK = 'http://localhost:3000/reset-password?token=old-clear-token-0123456789';

async function backfillStatements(): Promise<string[]> {
  const migration = await readFile(join(MIGRATIONS_FOLDER, '0021_secrets_at_rest.sql'), 'utf8');
  return migration.split('--> statement-breakpoint').filter((part) => /^\s*UPDATE /m.test(part));
}

/** The token of a signed cookie or bearer value (`token.signature`, maybe URL-encoded). */
const tokenOf = (signed: string) => decodeURIComponent(signed).split('.')[0]!;

describe('migration 0021: secrets at rest for existing rows', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildAuthTestApp();
  });
  afterAll(() => t.cleanup());

  it('hashes existing session tokens in place: browser and native clients stay signed in', async () => {
    await insertUser(t.database, { email: 'kept@example.com' });
    const browser = newClient('10.19.0.1');
    expect(
      (await post(t.app, browser, '/api/auth/sign-in/email', { email: 'kept@example.com', password: GOOD_PASSWORD }))
        .statusCode,
    ).toBe(200);
    const native = await post(
      t.app,
      newClient('10.19.0.2'),
      '/api/auth/sign-in/email',
      { email: 'kept@example.com', password: GOOD_PASSWORD },
      { 'x-openwell-client': 'native' },
    );
    const bearer = native.headers['set-auth-token'] as string;
    const tokens = [tokenOf(browser.jar.get('better-auth.session_token')!), tokenOf(bearer)];

    // As before the migration: the tokens themselves in the table.
    for (const token of tokens) {
      const updated = await t.database.db
        .update(authSessions)
        .set({ token })
        .where(eq(authSessions.token, hashSessionToken(token)))
        .returning();
      expect(updated).toHaveLength(1);
    }
    expect((await get(t.app, browser, '/api/me')).statusCode).toBe(401); // the clear rows are no longer found

    for (let run = 0; run < 2; run += 1) {
      for (const statement of await backfillStatements()) await t.database.db.execute(sql.raw(statement));
    }
    const stored = (await t.database.db.select({ token: authSessions.token }).from(authSessions)).map((r) => r.token);
    for (const token of tokens) {
      expect(stored).toContain(hashSessionToken(token));
      expect(stored).not.toContain(token);
    }
    expect((await get(t.app, browser, '/api/me')).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${bearer}` } });
    expect(me.statusCode, me.body).toBe(200);
    // Better Auth's own lookups (get-session) find the hashed rows too.
    expect((await get(t.app, browser, '/api/auth/get-session')).json()).toMatchObject({
      user: { email: 'kept@example.com' },
    });
  });

  it('hashes device nonces of the lockout, drops bodies of sent mail, and the start encrypts pending ones', async () => {
    await t.database.db
      .insert(authLoginFailures)
      .values({ email: 'kept@example.com', device: 'device-nonce-0123456789' });
    const [sent] = await t.database.db
      .insert(mailOutbox)
      .values({
        toAddress: 'sent@example.com',
        subject: 'Reset',
        textBody: RESET_LINK,
        htmlBody: RESET_LINK,
        status: 'sent',
      })
      .returning();
    await t.database.db.insert(mailOutbox).values({
      toAddress: 'pending@example.com',
      subject: 'Reset',
      textBody: `Open ${RESET_LINK}`,
      status: 'pending',
    });

    for (const statement of await backfillStatements()) await t.database.db.execute(sql.raw(statement));
    expect((await t.database.db.select().from(authLoginFailures)).map((r) => r.device)).toEqual([
      sha256Hex('device-nonce-0123456789'),
    ]);
    const [afterSent] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, sent!.id));
    expect(afterSent).toMatchObject({ textBody: null, htmlBody: null, status: 'sent', toAddress: 'sent@example.com' });

    expect(await sealClearOutboxMail(t.database, t.encryptionKey)).toBe(1);
    const dump = JSON.stringify(await t.database.db.select().from(mailOutbox));
    expect(dump).not.toContain('old-clear-token');
    expect((await newestOutboxMail(t, 'pending@example.com'))!.textBody).toBe(`Open ${RESET_LINK}`);
  });
});
