import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSession } from '@openwell/contracts';
import {
  completeSignIn,
  ensureSessionLoaded,
  getSessionState,
  hadSession,
  parseSessionUser,
  refreshSession,
  resetSessionStoreForTests,
  SESSION_PATH,
  setSignedOut,
  subscribeAuthEvents,
  subscribeSession,
  type TAuthEvent,
} from './session-store.ts';
import { mockApi, sessionOf, SIGNED_OUT, type THandler } from '@/test/feature-test-kit.tsx';

describe('session store', () => {
  const events: TAuthEvent[] = [];
  let session: THandler = SIGNED_OUT;
  beforeEach(() => {
    resetSessionStoreForTests();
    events.length = 0;
    session = SIGNED_OUT;
    subscribeAuthEvents((event) => events.push(event));
  });
  afterEach(() => resetSessionStoreForTests());

  const api = () => mockApi({ getSession: (request) => session(request) });

  it('uses the contract paths', () => {
    expect(SESSION_PATH).toBe(getSession.path);
  });

  it('starts loading and leaves it at the first answer: signed out without error or getMe', async () => {
    const calls = api();
    expect(getSessionState()).toEqual({ status: 'loading', user: null });
    const state = await ensureSessionLoaded();
    expect(state).toEqual({ status: 'signed-out', user: null });
    expect(events).toEqual([{ type: 'initial-session', user: null }]);
    expect(calls.calls.map((call) => call.key)).toEqual(['getSession']);
    // Always the database, never the short cookie cache.
    expect(calls.calls[0]?.url.searchParams.get('disableCookieCache')).toBe('true');
  });

  it('reads a stored session once, however many ask', async () => {
    session = sessionOf({ role: 'employer', language: 'de' });
    const calls = api();
    const [first, second] = await Promise.all([ensureSessionLoaded(), ensureSessionLoaded()]);
    expect(first).toBe(second);
    expect(getSessionState()).toEqual({
      status: 'signed-in',
      user: { id: 'user-1', email: 'ann@example.test', role: 'employer', language: 'de', twoFactorEnabled: false },
    });
    expect(calls.callsTo('getSession')).toHaveLength(1);
  });

  it('leaves loading at the first auth event even before the first read answers', async () => {
    session = sessionOf();
    api();
    const user = await completeSignIn({ redirectTo: '/onboarding' });
    expect(user?.id).toBe('user-1');
    expect(getSessionState().status).toBe('signed-in');
    expect(events).toEqual([{ type: 'signed-in', user, redirectTo: '/onboarding' }]);
  });

  it('treats a failed connection as signed out', async () => {
    mockApi({ getSession: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect((await ensureSessionLoaded()).status).toBe('signed-out');
  });

  it('announces sign-out only when someone was signed in', async () => {
    setSignedOut();
    expect(events).toEqual([]);
    session = sessionOf();
    api();
    await completeSignIn();
    setSignedOut();
    expect(events.map((event) => event.type)).toEqual(['signed-in', 'signed-out']);
    expect(hadSession()).toBe(true);
  });

  it('tells refreshes apart: token-refreshed, user-updated, signed-out', async () => {
    session = sessionOf();
    api();
    await ensureSessionLoaded();
    await refreshSession();
    session = sessionOf({ language: 'fr' });
    await refreshSession();
    expect(getSessionState().user?.language).toBe('fr');
    session = SIGNED_OUT;
    await refreshSession();
    expect(events.map((event) => event.type)).toEqual([
      'initial-session',
      'token-refreshed',
      'user-updated',
      'signed-out',
    ]);
    expect(getSessionState()).toEqual({ status: 'signed-out', user: null });
  });

  it('notifies subscribers of changes only', async () => {
    let notified = 0;
    subscribeSession(() => (notified += 1));
    session = sessionOf();
    api();
    await ensureSessionLoaded();
    await refreshSession();
    expect(notified).toBe(1);
  });

  it('parses only answers with a user', () => {
    expect(parseSessionUser(null)).toBeNull();
    expect(parseSessionUser({ session: {}, user: null })).toBeNull();
    expect(parseSessionUser({ user: { id: 'u' } })).toBeNull();
    expect(
      parseSessionUser({ user: { id: 'u', email: 'e@x.test', role: 'admin', language: 'it', twoFactorEnabled: true } }),
    ).toEqual({
      id: 'u',
      email: 'e@x.test',
      role: 'admin',
      language: 'it',
      twoFactorEnabled: true,
    });
  });
});
