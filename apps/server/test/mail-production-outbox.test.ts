import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.ts';
import type { TestApp } from './helpers/build-test-app.ts';
import { buildTestApp } from './helpers/build-test-app.ts';
import { createCompany, request, signUp, withRole } from './helpers/accounts-fixtures.ts';
import { insertUser, newClient, post } from './helpers/auth-test-kit.ts';
import { newestOutboxMail } from './helpers/outbox.ts';
import { mailOutbox } from '../src/features/mail/mail.tables.ts';

/**
 * Finding 1 of issue 7: in production without SMTP_URL no live reset token or link is ever written to the log (at any
 * level), the server says at start that e-mail is not configured, and the mail waits in the outbox.
 */

const PUBLIC_URL = 'https://wellness.example.com';

function capturingLogger() {
  const lines: string[] = [];
  const logger = createLogger({ level: 'trace', destination: { write: (line: string) => void lines.push(line) } });
  return { logger, lines };
}

describe('production without SMTP_URL', () => {
  let t: TestApp;
  let lines: string[];

  beforeAll(async () => {
    const capture = capturingLogger();
    lines = capture.lines;
    t = await buildTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL }, logger: capture.logger });
    await insertUser(t.database, { email: 'ada@example.com', passwordHashing: t.config.passwordHashing });
  });
  afterAll(() => t?.cleanup());

  it('warns at start, naming SMTP_URL', () => {
    const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(warnings).toContainEqual(expect.objectContaining({ level: 40, msg: expect.stringContaining('SMTP_URL') }));
  });

  it('tells admins (only) in the admin area that e-mail is not configured', async () => {
    const company = await createCompany(t.database);
    const employee = await signUp(t.app, PUBLIC_URL, company);
    const admin = await withRole(t.app, PUBLIC_URL, t.database, await signUp(t.app, PUBLIC_URL, company), 'admin');
    const status = (session: typeof admin) =>
      request(t.app, PUBLIC_URL, { method: 'GET', url: '/api/admin/system-status', session });
    const answer = await status(admin);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      mail: { delivery: 'outbox', pending: 0 },
      // No ENCRYPTION_KEY: the key is the file beside the database (issue 22).
      encryptionKey: { source: 'data-dir', besideData: true },
    });
    expect((await status(employee)).statusCode).toBe(403);
  });

  it('answers the generic reset answer, keeps the mail in the outbox and logs no token or link', async () => {
    const response = await post(
      t.app,
      newClient('10.9.0.1'),
      '/api/auth/request-password-reset',
      { email: 'ada@example.com' },
      { origin: PUBLIC_URL },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: true });

    const mail = await newestOutboxMail(t, 'ada@example.com');
    expect(await t.database.db.$count(mailOutbox)).toBe(1);
    expect(mail!.status).toBe('pending');
    const link = /https:\/\/wellness\.example\.com\/reset-password\?token=(\S+)/.exec(mail!.textBody ?? '');
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    // The user opens the link: the request log must not carry it either.
    const page = await t.app.inject({ method: 'GET', url: `/reset-password?token=${encodeURIComponent(token)}` });
    expect(page.statusCode).toBe(200);
    await t.app.close(); // waits for the work after the answer, so everything it logs is in `lines`

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(log).toContain('/reset-password');
    expect(log).not.toContain(token);
    expect(log).not.toContain(encodeURIComponent(token));
    expect(log).not.toContain(link![0]);
  });
});
