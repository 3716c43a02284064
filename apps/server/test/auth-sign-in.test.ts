import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/build-test-app.ts';
import { GOOD_PASSWORD, buildAuthTestApp, get, insertUser, newClient, post, signIn } from './helpers/auth-test-kit.ts';

describe('sign-in with email and password', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildAuthTestApp();
    await insertUser(t.database, { email: 'ann@example.com' });
  });
  afterAll(() => t.cleanup());

  it('signs in with the right password and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const client = newClient('10.0.0.1');
    const response = await signIn(t.app, client, 'Ann@Example.com', GOOD_PASSWORD);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: 'ann@example.com' } });
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.startsWith('better-auth.session_token='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i);
    // A browser gets no session token: not in a header, not in the body (issue 7, finding 2).
    expect(response.headers['set-auth-token']).toBeUndefined();
    expect(response.json()).not.toHaveProperty('token');

    const me = await get(t.app, client, '/api/auth/get-session');
    expect(me.json()).toMatchObject({ user: { email: 'ann@example.com', role: 'employee', language: 'en' } });
  });

  it('answers the same 401 INVALID_CREDENTIALS for a wrong password and for an unknown email', async () => {
    const wrong = await signIn(t.app, newClient('10.0.0.2'), 'ann@example.com', 'not-the-password');
    const unknown = await signIn(t.app, newClient('10.0.0.3'), 'nobody@example.com', GOOD_PASSWORD);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password. Please try again.' },
      });
    }
  });

  it('answers 404 for Better Auth endpoints we do not offer', async () => {
    const client = newClient('10.0.0.4');
    for (const url of [
      '/api/auth/sign-up/email',
      '/api/auth/change-email',
      '/api/auth/delete-user',
      '/api/auth/admin/list-users',
    ]) {
      const response = await post(t.app, client, url, {});
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });
});
