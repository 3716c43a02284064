import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/features/mail/mail.tables.ts';
import { createMailService } from '../src/features/mail/mail.service.ts';
import { renderPasswordResetMail } from '../src/features/auth/auth.mails.ts';
import { createSilentLogger } from '../src/lib/logger.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

const RESET_URL = 'http://localhost:3000/reset-password?token=tok_abc&x=1';

describe('development mailbox', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const mail = createMailService({
      config: testApp.config,
      database: testApp.database,
      logger: createSilentLogger(),
      encryptionKey: testApp.encryptionKey,
    });
    await mail.send({ to: 'first@example.com', language: 'en', subject: 'First <mail>', text: 'Plain text, no link.' });
    await mail.send({
      to: 'second@example.com',
      language: 'de',
      ...renderPasswordResetMail('de', { url: RESET_URL, ttlMinutes: 15 }),
    });
    // The first mail is a minute older (rather than waiting between the two sends).
    await testApp.database.db
      .update(mailOutbox)
      .set({ createdAt: sql`${mailOutbox.createdAt} - interval '1 minute'` })
      .where(eq(mailOutbox.toAddress, 'first@example.com'));
  });
  afterAll(() => testApp?.cleanup());

  it('GET /api/dev/mailbox.json lists the outbox newest first', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/dev/mailbox.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { mails } = response.json<{ mails: Array<Record<string, unknown>> }>();
    expect(mails.map((mail) => mail.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(mails[0]).toMatchObject({
      subject: 'Setzen Sie Ihr OpenWell-Passwort zurück',
      status: 'pending',
      language: 'de',
      sentAt: null,
      lastError: null,
    });
    expect(mails[0]!.text).toContain(RESET_URL);
  });

  it('GET /api/dev/mailbox shows time, recipient, subject and text with clickable links, without scripts', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).toContain('<h1 style="margin:0 0 8px;font-size:24px;">Development mailbox</h1>');
    expect(html.indexOf('second@example.com')).toBeLessThan(html.indexOf('first@example.com'));
    expect(html).toContain('Setzen Sie Ihr OpenWell-Passwort zurück');
    expect(html).toContain('First &lt;mail&gt;');
    const escapedUrl = 'http://localhost:3000/reset-password?token=tok_abc&amp;x=1';
    expect(html).toContain(`<a href="${escapedUrl}"`);
    expect(html).toMatch(/<time datetime="\d{4}-\d\d-\d\dT/);
    expect(html).toContain('Held (no SMTP server configured)');
    expect(html).not.toMatch(/<script/i);
  });

  it('renders the page in the browser language', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      headers: { 'accept-language': 'fr-CH,fr;q=0.9' },
    });
    expect(response.body).toContain('<html lang="fr">');
    expect(response.body).toContain('Boîte aux lettres de développement');
  });

  it('refuses to run on a public address unless the request comes from this machine', async () => {
    const remote = await buildTestApp({ env: { PUBLIC_URL: 'https://wellness.example.com' } });
    try {
      const fromOutside = await remote.app.inject({
        method: 'GET',
        url: '/api/dev/mailbox.json',
        remoteAddress: '203.0.113.5',
      });
      expect(fromOutside.statusCode).toBe(404);
      expect(fromOutside.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
      const fromHere = await remote.app.inject({ method: 'GET', url: '/api/dev/mailbox.json', remoteAddress: '::1' });
      expect(fromHere.statusCode).toBe(200);
    } finally {
      await remote.cleanup();
    }
  });
});

describe('development mailbox in production', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { NODE_ENV: 'production' } });
    const mail = createMailService({
      config: testApp.config,
      database: testApp.database,
      logger: createSilentLogger(),
      encryptionKey: testApp.encryptionKey,
    });
    await mail.send({ to: 'secret@example.com', language: 'en', subject: 'Reset', text: RESET_URL });
  });
  afterAll(() => testApp?.cleanup());

  it.each(['/api/dev/mailbox', '/api/dev/mailbox.json'])('GET %s answers 404 NOT_FOUND', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(response.body).not.toContain('secret@example.com');
  });
});
