import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminSetupToken } from '../src/features/auth/admin-setup.service.ts';
import {
  FAKE_GOOGLE_CLIENT_ID,
  FAKE_GOOGLE_CLIENT_SECRET,
  startFakeGoogleHealth,
  type FakeGoogleHealth,
} from '../src/integrations/google-health/fake/index.ts';
import { systemClock } from '../src/lib/clock.ts';
import { createLogger, createSilentLogger } from '../src/lib/logger.ts';
import { createAdminWithoutProfile, createCompany, request, signUp } from './helpers/accounts-fixtures.ts';
import {
  GOOD_PASSWORD,
  ORIGIN,
  buildAuthTestApp,
  enrolTotp,
  get,
  insertUser,
  newClient,
  post,
  totpCode,
  type Client,
} from './helpers/auth-test-kit.ts';
import type { TestApp } from './helpers/build-test-app.ts';

/**
 * Issue 22, section 3 ("live secrets at rest"), played as the issue's own check: issue every kind of token the product
 * hands out (browser and native sessions, a password-reset link, an employer invitation link, the first-admin setup
 * link, a second factor with backup codes, a second-factor challenge and a trusted device, a device cookie, a
 * wearable's OAuth tokens), capture each as the client receives it (cookies, headers, answers; the mail links from
 * the log line the development outbox writes before the mail is stored, and from the development mailbox), then read
 * every row of every table in every schema (pg-boss's included) as text and look for each token, plain and
 * URL-encoded. None may be there. (DESIGN section 6: no live secret readable from a copy of the database.)
 */

const NATIVE = { 'x-openwell-client': 'native' };

type TSecret = { label: string; value: string };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A signed cookie or bearer value `payload.signature` (maybe URL-encoded): the payload, and its parts. */
function signedParts(label: string, signed: string): TSecret[] {
  const decoded = decodeURIComponent(signed);
  const dot = decoded.lastIndexOf('.');
  const payload = dot > 0 ? decoded.slice(0, dot) : decoded;
  // The device cookie is `userId:nonce` (the nonce is its secret, the user id is none); the trusted-device cookie is
  // `hmac!identifier`, the identifier being the key of its verification row.
  const parts = payload.split(/[:!]/).filter((part) => part.length >= 16 && !UUID.test(part));
  return [
    { label, value: payload },
    ...parts.filter((part) => part !== payload).map((value) => ({ label: `${label} (part)`, value })),
  ];
}

/** A `Cookie` header (`a=1; b=2`) as secrets, like cookieSecrets. */
function cookieHeaderSecrets(label: string, header: string): TSecret[] {
  return header.split('; ').flatMap((pair) => {
    const [name = '', ...rest] = pair.split('=');
    return name.includes('session_data') ? [] : signedParts(`${label}: cookie ${name}`, rest.join('='));
  });
}

/** Every cookie a client holds, as secrets (session, challenge, trusted device, device cookie). */
function cookieSecrets(label: string, client: Client): TSecret[] {
  return client.jar.entries().flatMap(([name, value]) =>
    // The cookie cache holds a signed copy of the session for a minute; it is the client's, never stored.
    name.includes('session_data') ? [] : signedParts(`${label}: cookie ${name}`, value),
  );
}

/** Each row of every table in every schema but PostgreSQL's own, as text. */
async function dumpDatabase(t: TestApp): Promise<Array<{ table: string; row: string }>> {
  const tables = await t.database.db.execute<{ schema: string; name: string }>(sql`
    select n.nspname as schema, c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
      and n.nspname not like 'pg_toast%'
    order by 1, 2
  `);
  const rows: Array<{ table: string; row: string }> = [];
  for (const { schema, name } of tables.rows) {
    const table = `"${schema.replaceAll('"', '""')}"."${name.replaceAll('"', '""')}"`;
    const result = await t.database.db.execute<{ row: string }>(sql.raw(`select t::text as row from ${table} t`));
    for (const { row } of result.rows) rows.push({ table: `${schema}.${name}`, row });
  }
  return rows;
}

describe('live secrets at rest (issue 22)', () => {
  let t: TestApp;
  let fake: FakeGoogleHealth;
  const logLines: string[] = [];
  const secrets: TSecret[] = [];
  const add = (label: string, value: string | null | undefined) => {
    if (!value) throw new Error(`nothing captured for ${label}`);
    secrets.push({ label, value });
  };

  /** The links the mail service logged (outside production, before the mail is stored), newest last. */
  const loggedLinks = () =>
    logLines
      .map((line) => JSON.parse(line) as { link?: string })
      .flatMap((line) => (typeof line.link === 'string' ? [line.link] : []));

  async function waitForLink(pattern: RegExp): Promise<URL> {
    for (const deadline = Date.now() + 5000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 20))) {
      const link = loggedLinks().find((l) => pattern.test(l));
      if (link) return new URL(link);
    }
    throw new Error(`no mail link matching ${pattern}`);
  }

  beforeAll(async () => {
    fake = await startFakeGoogleHealth({
      clock: systemClock,
      clients: [
        {
          clientId: FAKE_GOOGLE_CLIENT_ID,
          clientSecret: FAKE_GOOGLE_CLIENT_SECRET,
          redirectUris: [`${ORIGIN}/auth/fitbit/callback`],
        },
      ],
    });
    const logger = createLogger({ level: 'info', destination: { write: (line: string) => void logLines.push(line) } });
    t = await buildAuthTestApp({
      logger,
      jobs: true, // pg-boss's schema and its jobs are part of the database copy
      env: {
        GOOGLE_HEALTH_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID,
        GOOGLE_HEALTH_CLIENT_SECRET: FAKE_GOOGLE_CLIENT_SECRET,
        GOOGLE_OAUTH_AUTHORIZE_URL: fake.authorizeUrl,
        GOOGLE_OAUTH_TOKEN_URL: fake.tokenUrl,
        GOOGLE_OAUTH_REVOKE_URL: fake.revokeUrl,
        GOOGLE_HEALTH_API_URL: fake.url,
      },
    });

    // The first-admin setup link (while no admin exists).
    const setupLink = await ensureAdminSetupToken({
      config: t.config,
      database: t.database,
      logger: createSilentLogger(),
      clock: systemClock,
    });
    add('first-admin setup token', new URL(setupLink!).searchParams.get('setup'));

    const company = await createCompany(t.database, { name: 'Secrets GmbH', departments: ['Ops'] });

    // A browser session (sign-up), and a browser sign-in.
    const employee = await signUp(t.app, ORIGIN, company);
    secrets.push(...cookieHeaderSecrets('sign-up', employee.jar.header()));
    await insertUser(t.database, { email: 'browser@example.com' });
    const browser = newClient('10.22.0.1');
    expect(
      (await post(t.app, browser, '/api/auth/sign-in/email', { email: 'browser@example.com', password: GOOD_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect((await get(t.app, browser, '/api/auth/get-session')).statusCode).toBe(200);
    secrets.push(...cookieSecrets('browser sign-in', browser));

    // A failed attempt from that browser: the sign-in lockout records its device cookie.
    const wrong = await post(t.app, browser, '/api/auth/sign-in/email', {
      email: 'browser@example.com',
      password: 'Not-The-Password-1',
    });
    expect(wrong.statusCode).toBe(401);

    // A native client's bearer token.
    await insertUser(t.database, { email: 'native@example.com' });
    const native = await post(
      t.app,
      newClient('10.22.0.2'),
      '/api/auth/sign-in/email',
      { email: 'native@example.com', password: GOOD_PASSWORD },
      NATIVE,
    );
    expect(native.statusCode, native.body).toBe(200);
    secrets.push(...signedParts('native bearer token', native.headers['set-auth-token'] as string));

    // A second factor: its secret and backup codes; then a sign-in with its challenge, trusting the device.
    await insertUser(t.database, { email: 'twofactor@example.com' });
    const enrolling = newClient('10.22.0.3');
    await post(t.app, enrolling, '/api/auth/sign-in/email', {
      email: 'twofactor@example.com',
      password: GOOD_PASSWORD,
    });
    const { key, backupCodes } = await enrolTotp(t.app, enrolling, GOOD_PASSWORD);
    add('TOTP secret', key.secret.base32);
    for (const code of backupCodes) add('backup code', code);
    secrets.push(...cookieSecrets('2FA enrolment', enrolling));
    const challenged = newClient('10.22.0.4');
    const first = await post(t.app, challenged, '/api/auth/sign-in/email', {
      email: 'twofactor@example.com',
      password: GOOD_PASSWORD,
    });
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    secrets.push(...cookieSecrets('2FA challenge', challenged));
    const verified = await post(t.app, challenged, '/api/auth/two-factor/verify-totp', {
      code: totpCode(key, 1),
      trustDevice: true,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    secrets.push(...cookieSecrets('2FA sign-in with trusted device', challenged));

    // A password-reset link (mailed after the answer).
    const reset = await post(t.app, newClient('10.22.0.5'), '/api/auth/request-password-reset', {
      email: 'browser@example.com',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    add('password reset token', (await waitForLink(/reset-password\?token=/)).searchParams.get('token'));

    // An employer invitation link.
    const admin = await createAdminWithoutProfile(t.app, ORIGIN, t.database, company);
    const invited = await request(t.app, ORIGIN, {
      method: 'POST',
      url: `/api/admin/companies/${company.id}/invitations`,
      session: admin,
      payload: { email: 'hr@example.com', language: 'de' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const invitationToken = (await waitForLink(/admin\/invitation\?token=/)).searchParams.get('token');
    add('employer invitation token', invitationToken);
    // The invitee opens the link (the preview is rate limited: its counters are rows too).
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/invitations/employer?token=${encodeURIComponent(invitationToken!)}`,
      remoteAddress: '10.22.0.6',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    secrets.push(...cookieHeaderSecrets('admin sign-in', admin.jar.header()));

    // The development mailbox shows the same links (decrypted for the developer).
    const mailbox = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox.json' });
    const shown = JSON.stringify(mailbox.json());
    for (const label of ['password reset token', 'employer invitation token']) {
      expect(shown).toContain(secrets.find((s) => s.label === label)!.value);
    }

    // A wearable: OAuth tokens from the fake provider.
    const person = await signUp(t.app, ORIGIN, company);
    fake.state.addUser({ healthUserId: 'fitbit-secrets', timeZone: 'UTC' });
    const started = await request(t.app, ORIGIN, {
      method: 'POST',
      url: '/api/wearables/google-health/authorization',
      session: person,
      payload: { returnTo: '/dashboard' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const consentUrl = new URL(started.json().authorizationUrl);
    consentUrl.searchParams.set('fake_user', 'fitbit-secrets');
    const back = new URL((await fetch(consentUrl, { redirect: 'manual' })).headers.get('location')!);
    const completed = await request(t.app, ORIGIN, {
      method: 'POST',
      url: '/api/wearables/google-health/authorization/complete',
      session: person,
      payload: { state: back.searchParams.get('state')!, code: back.searchParams.get('code')! },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    for (const token of fake.state.accessTokens.keys()) add('wearable access token', token);
    for (const token of fake.state.refreshTokens.keys()) add('wearable refresh token', token);

    // Let the jobs started by all this (sync, awards) be written.
    await new Promise((r) => setTimeout(r, 300));
  });

  afterAll(async () => {
    await t?.cleanup();
    await fake?.stop();
  });

  it('no issued token is readable from any table, plain or URL-encoded', async () => {
    const rows = await dumpDatabase(t);
    // The dump reads what it should: the tables of the scenario, pg-boss's included, with their data.
    const tables = new Set(rows.map((r) => r.table));
    for (const table of ['public.auth_sessions', 'public.auth_verifications', 'public.mail_outbox', 'public.users']) {
      expect(tables, table).toContain(table);
    }
    expect([...tables].some((table) => table.startsWith('pgboss.'))).toBe(true);
    expect(rows.some((r) => r.row.includes('hr@example.com'))).toBe(true);

    // Every kind of token was captured (the scenario did not silently skip one).
    for (const kind of [
      'first-admin setup token',
      'sign-up: cookie better-auth.session_token',
      'browser sign-in: cookie better-auth.session_token',
      'browser sign-in: cookie better-auth.device (part)',
      'native bearer token',
      'TOTP secret',
      'backup code',
      '2FA challenge: cookie better-auth.two_factor',
      '2FA sign-in with trusted device: cookie better-auth.trust_device',
      '2FA sign-in with trusted device: cookie better-auth.trust_device (part)',
      'password reset token',
      'employer invitation token',
      'admin sign-in: cookie better-auth.session_token',
      'wearable access token',
      'wearable refresh token',
    ]) {
      expect(
        secrets.map((s) => s.label),
        kind,
      ).toContain(kind);
    }
    const found: string[] = [];
    for (const { label, value } of secrets) {
      for (const form of new Set([value, encodeURIComponent(value)])) {
        const hit = rows.find((r) => r.row.includes(form));
        if (hit) found.push(`${label} in ${hit.table}`);
      }
    }
    expect(found).toEqual([]);
  });
});
