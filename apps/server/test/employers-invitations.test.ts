import { createHash } from 'node:crypto';
import {
  acceptEmployerInvitation,
  adminSignIn,
  changeUserRole,
  EMPLOYER_INVITATION_TTL_HOURS,
  getEmployerInvitation,
  getMe,
  inviteEmployer,
  listAdminUsers,
  listCompanyEmployers,
  revokeEmployerAccess,
  revokeEmployerInvitation,
  rotateCompanyCode,
  signIn as signInEndpoint,
  ZEmployerInvitationPreviewSchema,
  ZEmployerInvitationSchema,
  type TEndpoint,
} from '@openwell/contracts';
import type { TLanguage } from '@openwell/i18n';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../src/features/accounts/accounts.tables.ts';
import { auditLog } from '../src/features/audit/audit.tables.ts';
import { users } from '../src/features/auth/auth.tables.ts';
import { companyEmployers, employerInvitations } from '../src/features/employers/employers.tables.ts';
import { mailOutbox } from '../src/features/mail/mail.tables.ts';
import { startFakeSmtpServer, type FakeSmtpServer } from '../src/integrations/mail/fake-smtp-server.ts';
import type { Clock } from '../src/lib/clock.ts';
import {
  createAdminWithoutProfile,
  createCompany,
  nextIp,
  signUp,
  uniqueEmail,
  withRole,
  TEST_PASSWORD,
  type TestCompany,
  type TestSession,
} from './helpers/accounts-fixtures.ts';
import { callEndpoint, expectOk, signedOut, type TLooseInput } from './helpers/api-client.ts';
import { ORIGIN, buildAuthTestApp, enrolTotp, newClient, type Client } from './helpers/auth-test-kit.ts';
import type { TestApp } from './helpers/build-test-app.ts';
import { newestOutboxMail } from './helpers/outbox.ts';

/**
 * Employer invitations (issue 8): an admin invites by e-mail, the invitee gets a single-use link valid 72 hours in
 * their language, previews it, sets a password and is signed in as an employer of that company; the admin area stays
 * closed until a second factor is enrolled. Admins withdraw invitations and revoke access.
 */

const HOUR_MS = 60 * 60 * 1000;
const INVITEE_PASSWORD = 'Marble-Orchard-Compass-71';

/** The system time plus an offset the tests move (TOTP codes verify only near the real time: keep it at 0 there). */
function offsetClock(): Clock & { advance(ms: number): void; reset(): void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}

const clock = offsetClock();
let t: TestApp;
let acme: TestCompany;
let globex: TestCompany;
let admin: TestSession;
let acmeEmployee: TestSession;

beforeAll(async () => {
  t = await buildAuthTestApp({ clock });
  acme = await createCompany(t.database, { name: 'Acme Health AG', departments: ['Engineering', 'Sales'] });
  globex = await createCompany(t.database, { name: 'Globex Corp', departments: ['Research'] });
  admin = await createAdminWithoutProfile(t.app, ORIGIN, t.database, acme);
  acmeEmployee = await signUp(t.app, ORIGIN, acme);
});
afterAll(() => t.cleanup());

const invite = (companyId: string, email: string, language: TLanguage = 'en', session: TestSession = admin) =>
  callEndpoint(t.app, session, inviteEmployer, { params: { companyId }, body: { email, language } });

/** An anonymous visitor opening the link (a fresh address each time: the lookup is rate limited). */
const preview = (token: string, app = t.app) =>
  callEndpoint(app, signedOut(ORIGIN), getEmployerInvitation, { query: { token } });

const accept = (client: Client, token: string, password = INVITEE_PASSWORD) =>
  callEndpoint(t.app, client, acceptEmployerInvitation, { body: { token, password } });

/** The newest mail to `email` in the outbox and the token of its invitation link. */
async function invitationMail(email: string) {
  const mail = await newestOutboxMail(t, email, 0);
  if (!mail?.textBody) throw new Error(`no mail to ${email}`);
  const link = /https?:\/\/\S+\/admin\/invitation\?token=\S+/.exec(mail.textBody)?.[0];
  if (!link) throw new Error(`no invitation link in: ${mail.textBody}`);
  const url = new URL(link);
  return { mail, url, token: url.searchParams.get('token')! };
}

/** Invites `email` and returns the invitation and the token from its mail. */
async function invited(company: TestCompany, email = uniqueEmail('hr'), language: TLanguage = 'en') {
  const response = await invite(company.id, email, language);
  expect(response.status, response.raw).toBe(201);
  return { invitation: response.body, email, ...(await invitationMail(email)) };
}

/** Invites, accepts and returns the signed-in employer's client. */
async function acceptedEmployer(company: TestCompany, email = uniqueEmail('hr')) {
  const { token, invitation } = await invited(company, email);
  const client = newClient(nextIp());
  const response = await accept(client, token);
  expect(response.status, response.raw).toBe(201);
  const me = await callEndpoint(t.app, client, getMe);
  return { client, email, token, invitation, userId: expectOk(me).id };
}

async function auditRows(action: string, where: { companyId?: string; subjectUserId?: string } = {}) {
  const conditions = [eq(auditLog.action, action)];
  if (where.companyId) conditions.push(eq(auditLog.companyId, where.companyId));
  if (where.subjectUserId) conditions.push(eq(auditLog.subjectUserId, where.subjectUserId));
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(...conditions));
}

function errorOf(answer: { status: number; error: { code: string } | null }): [number, string | undefined] {
  return [answer.status, answer.error?.code];
}

async function employersOf(company: TestCompany, session: TestSession = admin) {
  const response = await callEndpoint(t.app, session, listCompanyEmployers, { params: { companyId: company.id } });
  expect(response.status, response.raw).toBe(200);
  return response.body;
}

describe('the invitation flow', () => {
  it('invites, mails a working link in the invitee’s language, previews, accepts and signs the employer in', async () => {
    // A company of its own: the employer rotates its code at the end.
    const umbrella = await createCompany(t.database, { name: 'Umbrella Wellness GmbH', departments: ['Ops'] });
    const email = uniqueEmail('personal');
    const response = await invite(umbrella.id, email.toUpperCase(), 'de');
    expect(response.status, response.raw).toBe(201);
    const invitation = expectOk(response);
    expect(Object.keys(JSON.parse(response.raw) as object).sort()).toEqual(
      Object.keys(ZEmployerInvitationSchema.shape).sort(),
    );
    expect(invitation).toMatchObject({ email, language: 'de', status: 'pending' });
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBe(
      EMPLOYER_INVITATION_TTL_HOURS * HOUR_MS,
    );

    // The mail: German, naming the company and the 72 hours, with the link to the invitation page.
    const { mail, url, token } = await invitationMail(email);
    expect(mail).toMatchObject({ toAddress: email, language: 'de', companyId: umbrella.id, status: 'pending' });
    expect(mail.subject).toBe('Einladung zur Verwaltung von Umbrella Wellness GmbH bei OpenWell');
    expect(mail.textBody).toContain('Sie wurden eingeladen, Umbrella Wellness GmbH als Arbeitgeber');
    expect(mail.textBody).toContain('Der Link ist 72 Stunden gültig und kann nur einmal verwendet werden.');
    expect(mail.htmlBody).toContain('<html lang="de">');
    expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/admin/invitation`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(mail.htmlBody).toContain(`href="${url.href}"`);

    // Only the token's hash is stored; the audit row has the address and language, never the token.
    const [row] = await t.database.db
      .select()
      .from(employerInvitations)
      .where(eq(employerInvitations.id, invitation.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const [audit] = await auditRows('employer_invited', { companyId: umbrella.id });
    expect(audit).toMatchObject({
      actorUserId: admin.userId,
      companyId: umbrella.id,
      metadata: expect.objectContaining({ email, language: 'de' }),
    });
    expect(JSON.stringify(await t.database.db.select().from(auditLog))).not.toContain(token);

    // The link's page: a preview with the address, the company's name, the language and the expiry only.
    const shown = await preview(token);
    expect(shown.status, shown.raw).toBe(200);
    expect(JSON.parse(shown.raw)).toEqual({
      email,
      companyName: 'Umbrella Wellness GmbH',
      language: 'de',
      expiresAt: invitation.expiresAt,
    });

    // Accepting signs the employer in.
    const client = newClient(nextIp());
    const accepted = await accept(client, token);
    expect(accepted.status, accepted.raw).toBe(201);
    expect(JSON.parse(accepted.raw)).toEqual({ twoFactorRequired: false });
    expect(client.jar.has('session_token')).toBe(true);
    const me = await callEndpoint(t.app, client, getMe);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, role: 'employer', language: 'de', twoFactorEnabled: false });
    const userId = expectOk(me).id;

    const [account] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(account).toMatchObject({ role: 'employer', language: 'de' });
    expect(account!.banned).not.toBe(true);
    expect(await t.database.db.select().from(profiles).where(eq(profiles.userId, userId))).toEqual([]);
    expect(await t.database.db.select().from(companyEmployers).where(eq(companyEmployers.userId, userId))).toEqual([
      expect.objectContaining({ companyId: umbrella.id, grantedBy: admin.userId }),
    ]);
    expect(await auditRows('employer_invitation_accepted', { subjectUserId: userId })).toEqual([
      expect.objectContaining({
        actorUserId: userId,
        companyId: umbrella.id,
        metadata: expect.objectContaining({ invitationId: invitation.id }),
      }),
    ]);

    // The admin sees the new employer (no second factor yet) and the invitation as accepted.
    const list = await employersOf(umbrella);
    expect(list.employers).toEqual([
      {
        userId,
        email,
        twoFactorEnabled: false,
        since: expect.any(String),
      },
    ]);
    expect(list.invitations).toEqual([{ ...invitation, status: 'accepted' }]);
    // In the admin's user list the employer stands with the company they administer (they have no department).
    const listed = await callEndpoint(t.app, admin, listAdminUsers, { query: { search: email } });
    expect(listed.body.users).toEqual([
      expect.objectContaining({ id: userId, role: 'employer', companyName: umbrella.name, departmentName: null }),
    ]);

    // The admin area stays closed until a second factor is enrolled, then opens.
    const rotate = () => callEndpoint(t.app, client, rotateCompanyCode, { params: { companyId: umbrella.id } });
    expect(errorOf(await rotate())).toEqual([403, 'TWO_FACTOR_ENROLMENT_REQUIRED']);
    await enrolTotp(t.app, client, INVITEE_PASSWORD);
    const rotated = await rotate();
    expect(rotated.status, rotated.raw).toBe(200);
    expect((await employersOf(umbrella)).employers[0]?.twoFactorEnabled).toBe(true);
    // Only its own company; the other admin-only endpoints stay closed to it.
    expect(
      errorOf(await callEndpoint(t.app, client, listCompanyEmployers, { params: { companyId: umbrella.id } })),
    ).toEqual([403, 'FORBIDDEN']);
    expect(errorOf(await callEndpoint(t.app, client, rotateCompanyCode, { params: { companyId: acme.id } }))).toEqual([
      404,
      'NOT_FOUND',
    ]);

    // The link worked once.
    expect(errorOf(await preview(token))).toEqual([400, 'INVITATION_INVALID']);
    expect(errorOf(await accept(newClient(nextIp()), token))).toEqual([400, 'INVITATION_INVALID']);
  });

  it('answers INVITATION_INVALID for an unknown token without revealing anything', async () => {
    const unknown = 'x'.repeat(43);
    const shown = await preview(unknown);
    expect(errorOf(shown)).toEqual([400, 'INVITATION_INVALID']);
    expect(Object.keys(shown.error!).sort()).toEqual(['code', 'message']);
    const client = newClient(nextIp());
    expect(errorOf(await accept(client, unknown))).toEqual([400, 'INVITATION_INVALID']);
    expect(client.jar.has('session_token')).toBe(false);
  });

  it('accepts a link once when two requests race: one account, the other INVITATION_INVALID', async () => {
    const { token, email } = await invited(acme);
    const results = await Promise.all([accept(newClient(nextIp()), token), accept(newClient(nextIp()), token)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.status === 400)!.error?.code).toBe('INVITATION_INVALID');
    expect(results.find((r) => r.status === 400)!.headers['set-cookie']).toBeUndefined();
    const accounts = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(accounts).toHaveLength(1);
    expect(await auditRows('employer_invitation_accepted', { subjectUserId: accounts[0]!.id })).toHaveLength(1);
  });

  it('applies the password policy and keeps the invitation usable after a refused password', async () => {
    const { token } = await invited(acme);
    const client = newClient(nextIp());
    expect(errorOf(await accept(client, token, 'iloveyou'))).toEqual([400, 'PASSWORD_TOO_COMMON']);
    expect((await accept(client, token, 'short')).status).toBe(400);
    expect(client.jar.has('session_token')).toBe(false);
    expect((await preview(token)).status).toBe(200);
    expect((await accept(client, token)).status).toBe(201);
  });

  it('refuses an address that already has an account (EMAIL_TAKEN), before and after inviting', async () => {
    const taken = await invite(acme.id, acmeEmployee.email.toUpperCase());
    expect(errorOf(taken)).toEqual([409, 'EMAIL_TAKEN']);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, acmeEmployee.email))).toEqual(
      [],
    );

    // The address signed up as an employee after the invitation was sent.
    const { token, email, invitation } = await invited(acme);
    const employee = await signUp(t.app, ORIGIN, acme, { email });
    expect(errorOf(await accept(newClient(nextIp()), token))).toEqual([409, 'EMAIL_TAKEN']);
    const [account] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ id: employee.userId, role: 'employee' });
    expect(
      await t.database.db.select().from(companyEmployers).where(eq(companyEmployers.userId, employee.userId)),
    ).toEqual([]);
    expect((await employersOf(acme)).invitations.find((i) => i.id === invitation.id)?.status).toBe('pending');
  });

  it('answers NOT_FOUND for an unknown company and validates the request', async () => {
    expect(errorOf(await invite(crypto.randomUUID(), uniqueEmail()))).toEqual([404, 'NOT_FOUND']);
    expect(errorOf(await invite(acme.id, 'not-an-address'))).toEqual([400, 'VALIDATION_FAILED']);
    const badLanguage = await callEndpoint(t.app, admin, inviteEmployer, {
      params: { companyId: acme.id },
      body: { email: uniqueEmail(), language: 'es' as TLanguage },
    });
    expect(errorOf(badLanguage)).toEqual([400, 'VALIDATION_FAILED']);
    expect(
      errorOf(await callEndpoint(t.app, admin, listCompanyEmployers, { params: { companyId: crypto.randomUUID() } })),
    ).toEqual([404, 'NOT_FOUND']);
  });
});

async function accountId(email: string): Promise<string | null> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

describe('expiry, replacement and withdrawal', () => {
  it('expires after 72 hours', async () => {
    const { token, invitation } = await invited(acme);
    try {
      clock.advance(EMPLOYER_INVITATION_TTL_HOURS * HOUR_MS - 60_000);
      expect((await preview(token)).status).toBe(200);
      clock.advance(2 * 60_000);
      expect(errorOf(await preview(token))).toEqual([400, 'INVITATION_INVALID']);
      expect(errorOf(await accept(newClient(nextIp()), token))).toEqual([400, 'INVITATION_INVALID']);
      expect((await employersOf(acme)).invitations.find((i) => i.id === invitation.id)?.status).toBe('expired');
      // An expired invitation is no longer pending: nothing to withdraw.
      const revoke = await callEndpoint(t.app, admin, revokeEmployerInvitation, {
        params: { companyId: acme.id, invitationId: invitation.id },
      });
      expect(errorOf(revoke)).toEqual([404, 'NOT_FOUND']);
    } finally {
      clock.reset();
    }
  });

  it('replaces a pending invitation to the same address of the same company', async () => {
    const email = uniqueEmail('twice');
    const first = await invited(acme, email, 'fr');
    clock.advance(1000); // a later creation time, so "newest first" is certain
    try {
      const second = await invited(acme, email, 'it');
      const elsewhere = await invited(globex, email, 'nl');
      expect(second.token).not.toBe(first.token);
      expect(errorOf(await preview(first.token))).toEqual([400, 'INVITATION_INVALID']);
      expect(errorOf(await accept(newClient(nextIp()), first.token))).toEqual([400, 'INVITATION_INVALID']);
      expect((await preview(second.token)).body).toMatchObject({ email, language: 'it' });
      // The second mail is Italian; the invitation of another company is untouched.
      expect(second.mail.subject).toBe('Invito a gestire Acme Health AG su OpenWell');
      expect(second.mail.textBody).toContain('Il link è valido per 72 ore');
      expect((await preview(elsewhere.token)).body).toMatchObject({ companyName: 'Globex Corp' });

      const mine = (await employersOf(acme)).invitations.filter((i) => i.email === email);
      expect(mine.map((i) => [i.id, i.status])).toEqual([
        [second.invitation.id, 'pending'],
        [first.invitation.id, 'revoked'],
      ]);
      const [audit] = (await auditRows('employer_invited', { companyId: acme.id })).filter(
        (r) => r.metadata.invitationId === second.invitation.id,
      );
      expect(audit!.metadata).toMatchObject({ email, language: 'it', replacedInvitationIds: [first.invitation.id] });
    } finally {
      clock.reset();
    }
  });

  it('withdraws a pending invitation: the link stops working (audited); only pending ones of that company', async () => {
    const { token, invitation, email } = await invited(acme);
    const revoke = { params: { companyId: acme.id, invitationId: invitation.id } };
    // Another company's path does not reach it.
    const foreign = await callEndpoint(t.app, admin, revokeEmployerInvitation, {
      params: { companyId: globex.id, invitationId: invitation.id },
    });
    expect(errorOf(foreign)).toEqual([404, 'NOT_FOUND']);
    expect((await preview(token)).status).toBe(200);

    const revoked = await callEndpoint(t.app, admin, revokeEmployerInvitation, revoke);
    expect(revoked.status, revoked.raw).toBe(204);
    expect(revoked.raw).toBe('');
    expect(errorOf(await preview(token))).toEqual([400, 'INVITATION_INVALID']);
    expect(errorOf(await accept(newClient(nextIp()), token))).toEqual([400, 'INVITATION_INVALID']);
    expect(errorOf(await callEndpoint(t.app, admin, revokeEmployerInvitation, revoke))).toEqual([404, 'NOT_FOUND']);
    expect((await employersOf(acme)).invitations.find((i) => i.id === invitation.id)?.status).toBe('revoked');
    expect(
      (await auditRows('employer_invitation_revoked', { companyId: acme.id })).filter(
        (r) => r.metadata.invitationId === invitation.id,
      ),
    ).toEqual([expect.objectContaining({ actorUserId: admin.userId, metadata: expect.objectContaining({ email }) })]);
    expect(await accountId(email)).toBeNull();
  });

  it('cannot withdraw an accepted invitation', async () => {
    const { invitation } = await acceptedEmployer(acme);
    const revoke = await callEndpoint(t.app, admin, revokeEmployerInvitation, {
      params: { companyId: acme.id, invitationId: invitation.id },
    });
    expect(errorOf(revoke)).toEqual([404, 'NOT_FOUND']);
  });
});

describe('revoking an employer’s access', () => {
  it('ends the sessions, takes the role away and bans an account that is not also an employee', async () => {
    const { client, email, userId } = await acceptedEmployer(acme);
    expect((await callEndpoint(t.app, client, getMe)).status).toBe(200);

    // Through another company's path: not found, nothing changes.
    const foreign = await callEndpoint(t.app, admin, revokeEmployerAccess, {
      params: { companyId: globex.id, userId },
    });
    expect(errorOf(foreign)).toEqual([404, 'NOT_FOUND']);
    expect((await callEndpoint(t.app, client, getMe)).status).toBe(200);

    const revoked = await callEndpoint(t.app, admin, revokeEmployerAccess, { params: { companyId: acme.id, userId } });
    expect(revoked.status, revoked.raw).toBe(204);

    // The old session cookie is worthless at once.
    expect(errorOf(await callEndpoint(t.app, client, getMe))).toEqual([401, 'UNAUTHENTICATED']);
    expect((await callEndpoint(t.app, client, rotateCompanyCode, { params: { companyId: acme.id } })).status).toBe(401);
    const [account] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(account).toMatchObject({ role: 'employee', banned: true });
    expect(await t.database.db.select().from(companyEmployers).where(eq(companyEmployers.userId, userId))).toEqual([]);
    expect((await employersOf(acme)).employers.map((e) => e.userId)).not.toContain(userId);
    expect(await auditRows('employer_access_revoked', { subjectUserId: userId })).toEqual([
      expect.objectContaining({
        actorUserId: admin.userId,
        companyId: acme.id,
        metadata: expect.objectContaining({ email, banned: true }),
      }),
    ]);

    // No way back in with the password, in the admin area or the app.
    for (const endpoint of [adminSignIn, signInEndpoint]) {
      const signIn = await callEndpoint(t.app, newClient(nextIp()), endpoint, {
        body: { email, password: INVITEE_PASSWORD },
      });
      expect(errorOf(signIn), endpoint.path).toEqual([401, 'INVALID_CREDENTIALS']);
      expect(signIn.headers['set-cookie'] ?? '').not.toContain('session_token');
    }
    // Nothing left to revoke.
    expect(
      errorOf(await callEndpoint(t.app, admin, revokeEmployerAccess, { params: { companyId: acme.id, userId } })),
    ).toEqual([404, 'NOT_FOUND']);
  });

  it('leaves an employer who is also an employee their employee account', async () => {
    const person = await signUp(t.app, ORIGIN, acme);
    const promoted = await callEndpoint(t.app, admin, changeUserRole, {
      params: { userId: person.userId },
      body: { role: 'employer' },
    });
    expect(promoted.status, promoted.raw).toBe(200);
    expect((await employersOf(acme)).employers.map((e) => e.userId)).toContain(person.userId);
    // The session from sign-up is now an employer's (the role is read with every request).
    const session = person;
    expect((await callEndpoint(t.app, session, getMe)).body.role).toBe('employer');

    const revoked = await callEndpoint(t.app, admin, revokeEmployerAccess, {
      params: { companyId: acme.id, userId: person.userId },
    });
    expect(revoked.status, revoked.raw).toBe(204);
    expect((await callEndpoint(t.app, session, getMe)).status).toBe(401);
    const [account] = await t.database.db.select().from(users).where(eq(users.id, person.userId));
    expect(account!.role).toBe('employee');
    expect(account!.banned).not.toBe(true);
    expect(await auditRows('employer_access_revoked', { subjectUserId: person.userId })).toEqual([
      expect.objectContaining({ metadata: expect.objectContaining({ banned: false }) }),
    ]);

    // Signs in again as the employee they are, with their profile; the admin area is closed to them.
    const client = newClient(nextIp());
    const signIn = await callEndpoint(t.app, client, signInEndpoint, {
      body: {
        email: person.email,
        password: TEST_PASSWORD,
      },
    });
    expect(signIn.status, signIn.raw).toBe(200);
    const me = await callEndpoint(t.app, client, getMe);
    expect(me.body).toMatchObject({ role: 'employee', profile: { companyCode: acme.code } });
    expect(errorOf(await callEndpoint(t.app, client, rotateCompanyCode, { params: { companyId: acme.id } }))).toEqual([
      403,
      'FORBIDDEN',
    ]);
  });

  it('answers NOT_FOUND for an account that is not an employer of the company', async () => {
    for (const userId of [acmeEmployee.userId, admin.userId, crypto.randomUUID()]) {
      const response = await callEndpoint(t.app, admin, revokeEmployerAccess, {
        params: { companyId: acme.id, userId },
      });
      expect(errorOf(response), userId).toEqual([404, 'NOT_FOUND']);
    }
    const [employee] = await t.database.db.select().from(users).where(eq(users.id, acmeEmployee.userId));
    expect(employee).toMatchObject({ role: 'employee' });
    expect(employee!.banned).not.toBe(true);
  });
});

describe('privacy', () => {
  let acmeEmployer: TestSession;
  let globexEmployer: { email: string; userId: string; invitation: { id: string } };
  let globexPending: { email: string; invitation: { id: string } };

  beforeAll(async () => {
    acmeEmployer = await withRole(t.app, ORIGIN, t.database, await signUp(t.app, ORIGIN, acme), 'employer');
    globexEmployer = await acceptedEmployer(globex);
    globexPending = await invited(globex);
  });

  it('employees, employers (of this company too) and anonymous visitors get none of the admin-only endpoints', async () => {
    const target = await invited(acme);
    const accepted = await acceptedEmployer(acme);
    const endpoints: Array<[TEndpoint, TLooseInput]> = [
      [listCompanyEmployers, { params: { companyId: acme.id } }],
      [inviteEmployer, { params: { companyId: acme.id }, body: { email: uniqueEmail('sneaky'), language: 'en' } }],
      [revokeEmployerInvitation, { params: { companyId: acme.id, invitationId: target.invitation.id } }],
      [revokeEmployerAccess, { params: { companyId: acme.id, userId: accepted.userId } }],
    ];
    const invitationsBefore = (await t.database.db.select().from(employerInvitations)).length;
    for (const [endpoint, input] of endpoints) {
      for (const [who, session] of [
        ['employee', acmeEmployee],
        ['employer', acmeEmployer],
      ] as const) {
        const response = await callEndpoint(t.app, session, endpoint, input);
        expect(errorOf(response), `${who}: ${endpoint.operationId}`).toEqual([403, 'FORBIDDEN']);
        for (const secret of [target.email, accepted.email, accepted.userId, target.invitation.id]) {
          expect(response.raw).not.toContain(secret);
        }
      }
      expect((await callEndpoint(t.app, signedOut(ORIGIN), endpoint, input)).status).toBe(401);
    }
    // Nothing changed.
    expect((await t.database.db.select().from(employerInvitations)).length).toBe(invitationsBefore);
    expect((await preview(target.token)).status).toBe(200);
    expect((await callEndpoint(t.app, accepted.client, getMe)).body.role).toBe('employer');
  });

  it('the preview shows the address, the company’s name, the language and the expiry, nothing else', async () => {
    const { token, invitation } = await invited(acme, uniqueEmail('preview'), 'nl');
    const shown = await preview(token);
    expect(Object.keys(JSON.parse(shown.raw) as object).sort()).toEqual(
      Object.keys(ZEmployerInvitationPreviewSchema.shape).sort(),
    );
    for (const secret of [invitation.id, acme.id, acme.code, admin.userId, admin.email, token]) {
      expect(shown.raw).not.toContain(secret);
    }
  });

  it('listCompanyEmployers of one company shows nothing of another, and no employees', async () => {
    const acmeList = await callEndpoint(t.app, admin, listCompanyEmployers, { params: { companyId: acme.id } });
    expect(acmeList.status).toBe(200);
    for (const secret of [
      globexEmployer.email,
      globexEmployer.userId,
      globexEmployer.invitation.id,
      globexPending.email,
      globexPending.invitation.id,
      globex.id,
      globex.code,
      acmeEmployee.email,
      acmeEmployee.userId,
    ]) {
      expect(acmeList.raw).not.toContain(secret);
    }
    const body = expectOk(acmeList);
    expect(body.employers.map((e) => e.userId)).toContain(acmeEmployer.userId);
    for (const employer of (JSON.parse(acmeList.raw) as { employers: object[] }).employers) {
      expect(Object.keys(employer).sort()).toEqual(['email', 'since', 'twoFactorEnabled', 'userId']);
    }

    const globexList = await employersOf(globex);
    expect(globexList.employers.map((e) => e.userId)).toEqual([globexEmployer.userId]);
    const globexIds = globexList.invitations.map((i) => i.id);
    expect(globexIds).toEqual(expect.arrayContaining([globexEmployer.invitation.id, globexPending.invitation.id]));
    const stored = await t.database.db
      .select({ id: employerInvitations.id, companyId: employerInvitations.companyId })
      .from(employerInvitations);
    expect(globexIds.sort()).toEqual(
      stored
        .filter((r) => r.companyId === globex.id)
        .map((r) => r.id)
        .sort(),
    );
    expect(JSON.stringify(globexList)).not.toContain(acmeEmployer.email);
  });
});

describe('delivery over SMTP', () => {
  let smtp: FakeSmtpServer;
  let own: TestApp;
  let company: TestCompany;
  let ownAdmin: TestSession;

  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    own = await buildAuthTestApp({ env: { SMTP_URL: smtp.url } });
    company = await createCompany(own.database, { name: 'Initech', departments: ['Ops'] });
    ownAdmin = await createAdminWithoutProfile(own.app, ORIGIN, own.database, company);
  });
  afterAll(async () => {
    await own?.cleanup();
    await smtp?.close();
  });

  const ownInvite = (email: string) =>
    callEndpoint(own.app, ownAdmin, inviteEmployer, {
      params: { companyId: company.id },
      body: { email, language: 'fr' },
    });

  it('sends the invitation to the SMTP server, in the invitee’s language, with the working link', async () => {
    const email = uniqueEmail('smtp');
    expect((await ownInvite(email)).status).toBe(201);
    const received = await smtp.waitForMessage((m) => m.envelopeTo.includes(email), 5000);
    expect(received.subject).toBe('Invitation à gérer Initech sur OpenWell');
    const link = received.links.find((l) => l.startsWith(`${ORIGIN}/admin/invitation?token=`));
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;
    const shown = await preview(token, own.app);
    expect(shown.body).toMatchObject({ email, companyName: 'Initech', language: 'fr' });
  });

  it('withdraws the invitation and answers MAIL_DELIVERY_FAILED when the SMTP server refuses the mail', async () => {
    const email = uniqueEmail('refused');
    smtp.failNext(1);
    const response = await ownInvite(email);
    expect(errorOf(response)).toEqual([502, 'MAIL_DELIVERY_FAILED']);
    const list = await callEndpoint(own.app, ownAdmin, listCompanyEmployers, { params: { companyId: company.id } });
    expect(expectOk(list).invitations.filter((i) => i.email === email)).toEqual([
      expect.objectContaining({ status: 'revoked' }),
    ]);
    const audit = await own.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'employer_invitation_revoked'));
    expect(audit).toEqual([
      expect.objectContaining({ metadata: expect.objectContaining({ email, reason: 'mail_delivery_failed' }) }),
    ]);
    // Trying again works.
    expect((await ownInvite(email)).status).toBe(201);
  });
});
