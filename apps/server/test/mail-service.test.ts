import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type TConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { mailOutbox } from '../src/features/mail/mail.tables.ts';
import { createMailService, openMailBody, sealClearOutboxMail } from '../src/features/mail/mail.service.ts';
import { renderPasswordResetMail } from '../src/features/auth/auth.mails.ts';
import { startFakeSmtpServer, type FakeSmtpServer } from '../src/integrations/mail/fake-smtp-server.ts';
import { AppError } from '../src/lib/app-error.ts';
import { generateEncryptionKey } from '../src/lib/crypto.ts';
import { createSilentLogger } from '../src/lib/logger.ts';
import { openTestDatabase } from './helpers/test-database.ts';

const RESET_URL = 'http://localhost:3000/reset-password?token=tok_123';
const KEY = generateEncryptionKey();

function configWith(env: { SMTP_URL?: string; MAIL_FROM?: string; NODE_ENV?: string }): TConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
}

function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'trace' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('mail service', () => {
  let database: Database;
  let cleanupDatabase: () => Promise<void>;
  let smtp: FakeSmtpServer;

  beforeAll(async () => {
    ({ database, cleanup: cleanupDatabase } = await openTestDatabase());
    smtp = await startFakeSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await cleanupDatabase?.();
  });
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
    smtp.messages.length = 0;
  });

  describe('with SMTP_URL', () => {
    it('delivers over SMTP with To, Subject and the link, and records the mail as sent', async () => {
      const mail = createMailService({
        config: configWith({ SMTP_URL: smtp.url, MAIL_FROM: 'OpenWell <no-reply@openwell.test>' }),
        database,
        logger: createSilentLogger(),
        encryptionKey: KEY,
      });
      const rendered = renderPasswordResetMail('en', { url: RESET_URL, ttlMinutes: 15 });
      await mail.send({ to: 'ada@example.com', language: 'en', ...rendered });

      const received = await smtp.waitForMessage((m) => m.envelopeTo.includes('ada@example.com'), 5000);
      expect(received.to).toBe('ada@example.com');
      expect(received.from).toBe('OpenWell <no-reply@openwell.test>');
      expect(received.subject).toBe('Reset your OpenWell password');
      expect(received.links).toContain(RESET_URL);
      expect(received.html).toContain('href="http://localhost:3000/reset-password?token=tok_123"');

      const rows = await database.db.select().from(mailOutbox);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ toAddress: 'ada@example.com', status: 'sent', attempts: 1, lastError: null });
      expect(rows[0]!.sentAt).toBeInstanceOf(Date);
    });

    it.each([
      ['de', 'Setzen Sie Ihr OpenWell-Passwort zurück', 'Der Link ist 15 Minuten gültig'],
      ['fr', 'Réinitialisez votre mot de passe OpenWell', "ne peut être utilisé qu'une seule fois"],
    ] as const)('sends in the user language (%s)', async (language, subject, phrase) => {
      const mail = createMailService({
        config: configWith({ SMTP_URL: smtp.url }),
        database,
        logger: createSilentLogger(),
        encryptionKey: KEY,
      });
      const to = `user-${language}@example.com`;
      await mail.send({ to, language, ...renderPasswordResetMail(language, { url: RESET_URL, ttlMinutes: 15 }) });
      const received = await smtp.waitForMessage((m) => m.to === to);
      expect(received.subject).toBe(subject);
      expect(received.text).toContain(phrase);
      expect(received.links).toEqual([RESET_URL]);
      // Without MAIL_FROM, the configured default sender.
      expect(received.envelopeFrom).toBe('no-reply@localhost');
      const [row] = await database.db.select().from(mailOutbox);
      expect(row).toMatchObject({ language, subject, status: 'sent' });
    });

    it('throws MAIL_DELIVERY_FAILED and records the mail as failed when the server rejects it', async () => {
      const mail = createMailService({
        config: configWith({ SMTP_URL: smtp.url }),
        database,
        logger: createSilentLogger(),
        encryptionKey: KEY,
      });
      smtp.failNext(1);
      const sending = mail.send({ to: 'bob@example.com', subject: 'Hi', text: 'Hello', language: 'en' });
      await expect(sending).rejects.toBeInstanceOf(AppError);
      await expect(sending).rejects.toMatchObject({ code: 'MAIL_DELIVERY_FAILED', statusCode: 502 });
      expect(smtp.messages).toHaveLength(0);
      const [row] = await database.db.select().from(mailOutbox);
      expect(row).toMatchObject({ toAddress: 'bob@example.com', status: 'failed', attempts: 1, sentAt: null });
      expect(row!.lastError).toMatch(/554/);

      // The next one goes through again.
      await mail.send({ to: 'bob@example.com', subject: 'Again', text: 'Hello', language: 'en' });
      expect((await smtp.waitForMessage((m) => m.subject === 'Again')).to).toBe('bob@example.com');
    });

    it('throws MAIL_DELIVERY_FAILED when the server cannot be reached', async () => {
      const unreachable = await startFakeSmtpServer();
      const url = unreachable.url;
      await unreachable.close();
      const mail = createMailService({
        config: configWith({ SMTP_URL: url }),
        database,
        logger: createSilentLogger(),
        encryptionKey: KEY,
      });
      await expect(mail.send({ to: 'c@example.com', subject: 'x', text: 'y', language: 'en' })).rejects.toMatchObject({
        code: 'MAIL_DELIVERY_FAILED',
      });
      const [row] = await database.db.select().from(mailOutbox);
      expect(row).toMatchObject({ status: 'failed' });
      expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
    });
  });

  describe('without SMTP_URL', () => {
    it('in production: warns once at creation, keeps the mail pending and logs nothing of its content', async () => {
      const { logger, lines } = capturingLogger();
      const mail = createMailService({
        config: configWith({ NODE_ENV: 'production' }),
        database,
        logger,
        encryptionKey: KEY,
      });
      expect(lines).toEqual([
        expect.objectContaining({ level: 40, msg: expect.stringMatching(/^SMTP_URL is not set: /) }),
      ]);
      expect(await mail.deliveryStatus()).toEqual({ delivery: 'outbox', pending: 0 });

      const rendered = renderPasswordResetMail('en', { url: RESET_URL, ttlMinutes: 15 });
      await mail.send({ to: 'eve@example.com', language: 'en', ...rendered });
      const [row] = await mail.listRecent(10);
      expect(row).toMatchObject({ toAddress: 'eve@example.com', status: 'pending', attempts: 0 });
      expect(lines.at(-1)).toEqual(
        expect.objectContaining({ level: 40, mailId: row!.id, msg: 'mail kept in the outbox, not sent: no SMTP_URL' }),
      );
      const logged = JSON.stringify(lines);
      expect(logged).not.toContain('tok_123');
      expect(logged).not.toContain('eve@example.com');
      expect(await mail.deliveryStatus()).toEqual({ delivery: 'outbox', pending: 1 });
    });

    it('reports the development mailbox outside production, and SMTP when configured', async () => {
      const silent = createSilentLogger();
      expect(
        await createMailService({
          config: configWith({}),
          database,
          logger: silent,
          encryptionKey: KEY,
        }).deliveryStatus(),
      ).toEqual({
        delivery: 'dev-mailbox',
        pending: 0,
      });
      const withSmtp = createMailService({
        config: configWith({ SMTP_URL: smtp.url, NODE_ENV: 'production' }),
        database,
        logger: silent,
        encryptionKey: KEY,
      });
      expect((await withSmtp.deliveryStatus()).delivery).toBe('smtp');
    });

    it('holds the mail in the outbox and logs its first link', async () => {
      const lines: Array<Record<string, unknown>> = [];
      const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
      const mail = createMailService({ config: configWith({}), database, logger, encryptionKey: KEY });
      const rendered = renderPasswordResetMail('it', { url: RESET_URL, ttlMinutes: 15 });
      await mail.send({ to: 'dora@example.com', language: 'it', ...rendered });

      expect(smtp.messages).toHaveLength(0);
      const rows = await mail.listRecent(10);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        toAddress: 'dora@example.com',
        subject: 'Reimposta la tua password OpenWell',
        status: 'pending',
        attempts: 0,
        sentAt: null,
        language: 'it',
      });
      expect(rows[0]!.htmlBody).toContain('<html lang="it">');
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 30,
          to: 'dora@example.com',
          subject: 'Reimposta la tua password OpenWell',
          link: RESET_URL,
          msg: 'mail held in outbox (no SMTP_URL)',
        }),
      );
    });
  });

  describe('bodies at rest (issue 22: no live link readable from the database)', () => {
    /** Every body column as stored, joined. */
    async function storedBodies(): Promise<string> {
      const rows = await database.db.execute<{ text_body: string | null; html_body: string | null }>(
        'select text_body, html_body from mail_outbox',
      );
      return JSON.stringify(rows.rows);
    }

    it('keeps the body of a pending mail encrypted, bound to its row; the mailbox reads it back', async () => {
      const mail = createMailService({
        config: configWith({}),
        database,
        logger: createSilentLogger(),
        encryptionKey: KEY,
      });
      await mail.send({
        to: 'a@example.com',
        language: 'en',
        ...renderPasswordResetMail('en', { url: RESET_URL, ttlMinutes: 15 }),
      });
      await mail.send({
        to: 'b@example.com',
        language: 'en',
        subject: 'Other',
        text: 'other text',
        html: '<p>other</p>',
      });
      const stored = await storedBodies();
      expect(stored).not.toContain('tok_123');
      expect(stored).not.toContain('reset-password');
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'a@example.com'));
      expect(row!.textBody).toMatch(/^v1\./);
      expect(openMailBody(KEY, row!.id, 'text', row!.textBody)).toContain(RESET_URL);

      const recent = await mail.listRecent(10);
      expect(recent.find((m) => m.toAddress === 'a@example.com')!.textBody).toContain(RESET_URL);
      // A body copied onto another row (or read with another key) does not decrypt.
      const [other] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'b@example.com'));
      expect(openMailBody(KEY, other!.id, 'text', row!.textBody)).toBeNull();
      expect(openMailBody(generateEncryptionKey(), row!.id, 'text', row!.textBody)).toBeNull();
    });

    it('keeps no body once a delivery was attempted, sent or failed', async () => {
      const mail = createMailService({
        config: configWith({ SMTP_URL: smtp.url }),
        database,
        logger: createSilentLogger(),
        encryptionKey: KEY,
      });
      await mail.send({
        to: 'sent@example.com',
        language: 'en',
        ...renderPasswordResetMail('en', { url: RESET_URL, ttlMinutes: 15 }),
      });
      smtp.failNext(1);
      await expect(
        mail.send({
          to: 'failed@example.com',
          language: 'en',
          ...renderPasswordResetMail('en', { url: RESET_URL, ttlMinutes: 15 }),
        }),
      ).rejects.toMatchObject({ code: 'MAIL_DELIVERY_FAILED' });
      const rows = await database.db.select().from(mailOutbox).orderBy(mailOutbox.toAddress);
      expect(rows.map((r) => [r.toAddress, r.status, r.textBody, r.htmlBody])).toEqual([
        ['failed@example.com', 'failed', null, null],
        ['sent@example.com', 'sent', null, null],
      ]);
      expect(rows[1]!.subject).toBe('Reset your OpenWell password');
    });

    it('sealClearOutboxMail encrypts pending bodies left in clear (before issue 22), once', async () => {
      const [clear] = await database.db
        .insert(mailOutbox)
        .values({
          toAddress: 'old@example.com',
          subject: 'Reset',
          textBody: `Open ${RESET_URL}`,
          htmlBody: `<a href="${RESET_URL}">x</a>`,
          status: 'pending',
        })
        .returning();
      const mail = createMailService({
        config: configWith({}),
        database,
        logger: createSilentLogger(),
        encryptionKey: KEY,
      });
      await mail.send({ to: 'new@example.com', language: 'en', subject: 'New', text: 'already sealed' });
      expect(await storedBodies()).toContain('tok_123');

      expect(await sealClearOutboxMail(database, KEY)).toBe(1);
      expect(await storedBodies()).not.toContain('tok_123');
      expect(await sealClearOutboxMail(database, KEY)).toBe(0);
      const recent = await mail.listRecent(10);
      expect(recent.find((m) => m.id === clear!.id)).toMatchObject({
        textBody: `Open ${RESET_URL}`,
        htmlBody: `<a href="${RESET_URL}">x</a>`,
      });
      expect(recent.find((m) => m.toAddress === 'new@example.com')!.textBody).toBe('already sealed');
    });
  });
});
