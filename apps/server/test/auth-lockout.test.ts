import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './helpers/test-database.ts';
import type { Database } from '../src/db/client.ts';
import { createFixedClock } from '../src/lib/clock.ts';
import type { TestApp } from './helpers/build-test-app.ts';
import {
  GOOD_PASSWORD,
  buildAuthTestApp,
  insertUser,
  newClient,
  post,
  resetLinkFor,
  signIn,
} from './helpers/auth-test-kit.ts';

const LOCKED_MESSAGE =
  'Too many failed sign-in attempts. Try again when the lock ends (details.retryAfterSeconds), or reset the ' +
  'password, which lifts it at once.';
const LOCKED = {
  error: { code: 'ACCOUNT_LOCKED', message: LOCKED_MESSAGE, details: { retryAfterSeconds: expect.any(Number) } },
};

describe('failed-login lockout and sign-in rate limit', () => {
  let database: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ database, cleanup } = await openTestDatabase());
    await insertUser(database, { email: 'lock@example.com' });
  });
  afterAll(() => cleanup());

  it('refuses the 11th attempt within 15 minutes even with the right password, also after a restart', async () => {
    const first = await buildAuthTestApp({ database });
    try {
      // Different addresses: the per-account lockout is independent of the per-IP rate limit.
      for (let i = 1; i <= 10; i += 1) {
        const response = await signIn(first.app, newClient(`10.2.0.${i}`), 'LOCK@example.com ', `wrong-${i}-password`);
        expect(response.statusCode, `attempt ${i}`).toBe(401);
        expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
      }
      const eleventh = await signIn(first.app, newClient('10.2.1.1'), 'lock@example.com', GOOD_PASSWORD);
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json()).toEqual(LOCKED);
    } finally {
      await first.cleanup();
    }

    const restarted = await buildAuthTestApp({ database });
    try {
      const again = await signIn(restarted.app, newClient('10.2.1.2'), 'lock@example.com', GOOD_PASSWORD);
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual(LOCKED);
      // The window is 15 minutes: move the failures back in time and the right password works again.
      await database.db.execute("update auth_login_failures set attempted_at = attempted_at - interval '15 minutes'");
      const later = await signIn(restarted.app, newClient('10.2.1.3'), 'lock@example.com', GOOD_PASSWORD);
      expect(later.statusCode, later.body).toBe(200);
    } finally {
      await restarted.cleanup();
    }
  });

  it('says when the lock ends, web and admin login alike, and lets the right password in from then on', async () => {
    await insertUser(database, { email: 'when@example.com', role: 'employer' });
    const start = new Date();
    const clock = createFixedClock(start);
    const t = await buildAuthTestApp({ database, clock });
    try {
      // Five failures now, five two minutes later: the lock holds until the first five leave the 15-minute window.
      for (let i = 1; i <= 10; i += 1) {
        if (i === 6) clock.advance(2 * 60_000);
        const response = await signIn(t.app, newClient(`10.5.0.${i}`), 'when@example.com', `wrong-${i}-password`);
        expect(response.json().error.code, `attempt ${i}`).toBe('INVALID_CREDENTIALS');
      }
      clock.advance(2 * 60_000);
      const web = await signIn(t.app, newClient('10.5.1.1'), 'when@example.com', GOOD_PASSWORD);
      expect(web.statusCode).toBe(429);
      expect(web.json()).toEqual({
        error: { code: 'ACCOUNT_LOCKED', message: LOCKED_MESSAGE, details: { retryAfterSeconds: 11 * 60 } },
      });
      expect(web.headers['retry-after']).toBe(String(11 * 60));
      const admin = await post(t.app, newClient('10.5.1.2'), '/api/admin/sign-in', {
        email: 'when@example.com',
        password: GOOD_PASSWORD,
      });
      expect(admin.statusCode).toBe(429);
      expect(admin.json().error.details).toEqual({ retryAfterSeconds: 11 * 60 });
      expect(admin.headers['retry-after']).toBe(String(11 * 60));

      clock.set(new Date(start.getTime() + 15 * 60_000 - 1000));
      const justBefore = await signIn(t.app, newClient('10.5.1.3'), 'when@example.com', GOOD_PASSWORD);
      expect(justBefore.json().error.details).toEqual({ retryAfterSeconds: 1 });
      clock.set(new Date(start.getTime() + 15 * 60_000 + 1000));
      const after = await signIn(t.app, newClient('10.5.1.4'), 'when@example.com', GOOD_PASSWORD);
      expect(after.statusCode, after.body).toBe(200);
    } finally {
      await t.cleanup();
    }
  });

  it('counts unknown e-mails the same way (no enumeration)', async () => {
    const t = await buildAuthTestApp({ database });
    try {
      for (let i = 1; i <= 10; i += 1) {
        expect((await signIn(t.app, newClient(`10.3.0.${i}`), 'ghost@example.com', 'whatever-pass')).statusCode).toBe(
          401,
        );
      }
      const eleventh = await signIn(t.app, newClient('10.3.1.1'), 'ghost@example.com', 'whatever-pass');
      expect(eleventh.json()).toEqual(LOCKED);
    } finally {
      await t.cleanup();
    }
  });

  it('counts web and admin-area logins together: refused admin-area logins are failures too', async () => {
    await insertUser(database, { email: 'mixed@example.com' });
    const t = await buildAuthTestApp({ database });
    try {
      for (let i = 1; i <= 5; i += 1) {
        const web = await signIn(t.app, newClient(`10.6.0.${i}`), 'mixed@example.com', `wrong-${i}-password`);
        expect(web.json().error.code).toBe('INVALID_CREDENTIALS');
        // An employee at the admin login: the generic answer, even with the right password.
        const admin = await post(t.app, newClient(`10.6.1.${i}`), '/api/admin/sign-in', {
          email: 'mixed@example.com',
          password: GOOD_PASSWORD,
        });
        expect(admin.statusCode).toBe(401);
        expect(admin.json().error.code).toBe('INVALID_CREDENTIALS');
      }
      const eleventh = await signIn(t.app, newClient('10.6.2.1'), 'mixed@example.com', GOOD_PASSWORD);
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json()).toEqual(LOCKED);
      const adminEleventh = await post(t.app, newClient('10.6.2.2'), '/api/admin/sign-in', {
        email: 'mixed@example.com',
        password: GOOD_PASSWORD,
      });
      expect(adminEleventh.json()).toEqual(LOCKED);
      const reasons = await database.db.execute<{ reason: string }>(
        "select metadata->>'reason' as reason from audit_log where metadata->>'email' = 'mixed@example.com'",
      );
      expect(reasons.rows.map((row) => row.reason).sort()).toEqual([
        ...Array<string>(2).fill('account_locked'),
        ...Array<string>(5).fill('invalid_credentials'),
        ...Array<string>(5).fill('not_admin_area'),
      ]);
    } finally {
      await t.cleanup();
    }
  });

  it('does not count successful sign-ins, web or admin login', async () => {
    await insertUser(database, { email: 'often@example.com', role: 'employer' });
    const t = await buildAuthTestApp({ database });
    try {
      for (let i = 1; i <= 6; i += 1) {
        const web = await signIn(t.app, newClient(`10.7.0.${i}`), 'often@example.com', GOOD_PASSWORD);
        expect(web.statusCode, `web sign-in ${i}`).toBe(200);
        const admin = await post(t.app, newClient(`10.7.1.${i}`), '/api/admin/sign-in', {
          email: 'often@example.com',
          password: GOOD_PASSWORD,
        });
        expect(admin.statusCode, `admin sign-in ${i}`).toBe(200);
      }
      const rows = await database.db.execute("select 1 from auth_login_failures where email = 'often@example.com'");
      expect(rows.rows).toHaveLength(0);
    } finally {
      await t.cleanup();
    }
  });

  it('limits sign-in requests per IP address (IPv6 per /64) with 429 RATE_LIMITED', async () => {
    const t = await buildAuthTestApp({ database });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 11; i += 1) {
        // Ten different accounts and ten addresses of one /64: one client for the limiter.
        const response = await signIn(t.app, newClient(`2001:db8:1:2::${i}`), `user${i}@example.com`, 'whatever-pass');
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json().error.code).toBe('RATE_LIMITED');
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
      // Another /64 is a different client.
      expect((await signIn(t.app, newClient('2001:db8:1:3::1'), 'user1@example.com', 'whatever-pass')).statusCode).toBe(
        401,
      );
    } finally {
      await t.cleanup();
    }
  });

  describe('device cookies: the owner keeps a way in (ADR 009)', () => {
    /** Ten wrong passwords from ten other addresses, then the eleventh attempt (right password) from yet another. */
    async function lockFromElsewhere(t: TestApp, email: string, prefix: string) {
      for (let i = 1; i <= 10; i += 1) {
        const response = await signIn(t.app, newClient(`${prefix}.${i}`), email, `wrong-${i}-password`);
        expect(response.json().error.code, `attempt ${i}`).toBe('INVALID_CREDENTIALS');
      }
      const eleventh = await signIn(t.app, newClient(`${prefix}.11`), email, GOOD_PASSWORD);
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json()).toEqual(LOCKED);
    }

    it('a browser that signed in before is not locked by failures from elsewhere', async () => {
      await insertUser(database, { email: 'owner@example.com' });
      const t = await buildAuthTestApp({ database });
      try {
        const owner = newClient('10.8.0.1');
        expect((await signIn(t.app, owner, 'owner@example.com', GOOD_PASSWORD)).statusCode).toBe(200);
        const deviceCookie = owner.jar
          .entries()
          .map(([name]) => name)
          .find((name) => name.endsWith('.device'));
        expect(deviceCookie).toBeDefined();
        expect((await post(t.app, owner, '/api/auth/sign-out')).statusCode).toBe(200);

        await lockFromElsewhere(t, 'owner@example.com', '10.8.1');
        const back = await signIn(t.app, owner, 'owner@example.com', GOOD_PASSWORD);
        expect(back.statusCode, back.body).toBe(200);
        // Still locked for everyone else, the right password included.
        expect((await signIn(t.app, newClient('10.8.2.1'), 'owner@example.com', GOOD_PASSWORD)).json()).toEqual(LOCKED);
      } finally {
        await t.cleanup();
      }
    });

    it("counts a known browser's failures on its own: ten of them lock that browser only", async () => {
      await insertUser(database, { email: 'shared@example.com' });
      const t = await buildAuthTestApp({ database });
      try {
        const known = newClient('10.9.0.1');
        expect((await signIn(t.app, known, 'shared@example.com', GOOD_PASSWORD)).statusCode).toBe(200);
        for (let i = 1; i <= 10; i += 1) {
          // The same browser on changing networks (the per-IP limit is another rule).
          const response = await signIn(
            t.app,
            { ...known, ip: `10.9.0.${i + 1}` },
            'shared@example.com',
            `wrong-${i}-password`,
          );
          expect(response.json().error.code, `attempt ${i}`).toBe('INVALID_CREDENTIALS');
        }
        const locked = await signIn(t.app, { ...known, ip: '10.9.0.20' }, 'shared@example.com', GOOD_PASSWORD);
        expect(locked.json()).toEqual(LOCKED);
        const other = await signIn(t.app, newClient('10.9.1.1'), 'shared@example.com', GOOD_PASSWORD);
        expect(other.statusCode, other.body).toBe(200);
      } finally {
        await t.cleanup();
      }
    });

    it('a device cookie of another account or with a forged signature counts as an unknown client', async () => {
      await insertUser(database, { email: 'victim@example.com' });
      await insertUser(database, { email: 'attacker@example.com' });
      const t = await buildAuthTestApp({ database });
      try {
        const attacker = newClient('10.10.0.1');
        expect((await signIn(t.app, attacker, 'attacker@example.com', GOOD_PASSWORD)).statusCode).toBe(200);
        await lockFromElsewhere(t, 'victim@example.com', '10.10.1');
        // The attacker's own device cookie does not open the victim's lock...
        expect((await signIn(t.app, attacker, 'victim@example.com', GOOD_PASSWORD)).json()).toEqual(LOCKED);
        // ...and a made-up one is ignored.
        const forged = newClient('10.10.2.1');
        const name = attacker.jar
          .entries()
          .map(([name]) => name)
          .find((cookie) => cookie.endsWith('.device'))!;
        forged.jar.set(name, encodeURIComponent('00000000-0000-0000-0000-000000000000:nonce.c2lnbmF0dXJl'));
        expect((await signIn(t.app, forged, 'victim@example.com', GOOD_PASSWORD)).json()).toEqual(LOCKED);
      } finally {
        await t.cleanup();
      }
    });

    it('a password reset lifts the lock', async () => {
      await insertUser(database, { email: 'reset@example.com' });
      const t = await buildAuthTestApp({ database });
      try {
        await lockFromElsewhere(t, 'reset@example.com', '10.11.1');
        const requested = await post(t.app, newClient('10.11.2.1'), '/api/auth/request-password-reset', {
          email: 'reset@example.com',
        });
        expect(requested.statusCode).toBe(200);
        const link = await resetLinkFor(t, 'reset@example.com');
        const reset = await post(t.app, newClient('10.11.2.2'), '/api/auth/reset-password', {
          token: link.searchParams.get('token'),
          newPassword: 'Quiet-Meadow-Falcon-77',
        });
        expect(reset.statusCode, reset.body).toBe(200);
        const after = await signIn(t.app, newClient('10.11.2.3'), 'reset@example.com', 'Quiet-Meadow-Falcon-77');
        expect(after.statusCode, after.body).toBe(200);
      } finally {
        await t.cleanup();
      }
    });
  });
});
