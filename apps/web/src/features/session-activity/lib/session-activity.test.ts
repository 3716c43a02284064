import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ACTIVITY_DEBOUNCE_MS as CONTRACT_DEBOUNCE_MS } from '@openwell/contracts';
import { useSessionActivity } from './use-session-activity.ts';
import { SESSION_ACTIVITY_DEBOUNCE_MS, SESSION_ACTIVITY_PATH, startSessionActivity } from './session-activity.ts';

const NOW = new Date('2026-03-01T10:00:00.000Z');

function setup(options: { beacon?: boolean; fetchFails?: boolean } = {}) {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    options.fetchFails ? new Response(null, { status: 500 }) : new Response(null, { status: 204 }),
  );
  const beaconMock = vi.fn((_url: string, _data: Blob) => options.beacon ?? true);
  const stop = startSessionActivity({ fetch: fetchMock, sendBeacon: beaconMock, now: () => NOW, baseUrl: '' });
  return { fetchMock, beaconMock, stop };
}

function sentTypes(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>): string[] {
  return fetchMock.mock.calls.map(
    ([, init]) => (JSON.parse(String(init?.body)) as { p_activity_type: string }).p_activity_type,
  );
}

describe('session activity', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('uses the contract debounce of 60 seconds', () => {
    expect(SESSION_ACTIVITY_DEBOUNCE_MS).toBe(CONTRACT_DEBOUNCE_MS);
    expect(SESSION_ACTIVITY_DEBOUNCE_MS).toBe(60_000);
  });

  it('sends session_start with timestamp and user agent, and never a user id', async () => {
    const { fetchMock, stop } = setup();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(SESSION_ACTIVITY_PATH);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    const sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(sent).toEqual({
      p_activity_type: 'session_start',
      p_metadata: { timestamp: NOW.toISOString(), userAgent: navigator.userAgent },
    });
    expect(sent).not.toHaveProperty('p_user_id');
    stop();
  });

  it('sends no session_activity without input, however long the page stays open', async () => {
    const { fetchMock, stop } = setup();
    await vi.advanceTimersByTimeAsync(10 * SESSION_ACTIVITY_DEBOUNCE_MS);
    expect(sentTypes(fetchMock)).toEqual(['session_start']);
    stop();
  });

  it('pings exactly 60 s after the last input (debounced)', async () => {
    const { fetchMock, stop } = setup();
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new MouseEvent('mousemove'));
    await vi.advanceTimersByTimeAsync(30_000);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await vi.advanceTimersByTimeAsync(30_000);
    document.dispatchEvent(new Event('scroll'));
    await vi.advanceTimersByTimeAsync(SESSION_ACTIVITY_DEBOUNCE_MS - 1);
    expect(sentTypes(fetchMock)).toEqual(['session_start']);
    await vi.advanceTimersByTimeAsync(1);
    expect(sentTypes(fetchMock)).toEqual(['session_start', 'session_activity']);
    const activity = JSON.parse(String(fetchMock.mock.calls[1]![1]?.body)) as { p_metadata: object };
    expect(activity.p_metadata).toEqual({ timestamp: NOW.toISOString() });
    // No further ping until there is input again.
    await vi.advanceTimersByTimeAsync(5 * SESSION_ACTIVITY_DEBOUNCE_MS);
    expect(sentTypes(fetchMock)).toEqual(['session_start', 'session_activity']);
    window.dispatchEvent(new TouchEvent('touchstart'));
    await vi.advanceTimersByTimeAsync(SESSION_ACTIVITY_DEBOUNCE_MS);
    expect(sentTypes(fetchMock)).toEqual(['session_start', 'session_activity', 'session_activity']);
    stop();
  });

  it('listens passively', () => {
    const spy = vi.spyOn(window, 'addEventListener');
    const { stop } = setup();
    const inputCalls = spy.mock.calls.filter(([name]) =>
      ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart'].includes(name),
    );
    expect(inputCalls).toHaveLength(5);
    for (const [, , options] of inputCalls) expect(options).toMatchObject({ passive: true });
    stop();
  });

  it('sends session_end as a JSON beacon on pagehide, once', async () => {
    const { fetchMock, beaconMock, stop } = setup();
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new MouseEvent('mousedown'));
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(beaconMock).toHaveBeenCalledTimes(1);
    const [url, data] = beaconMock.mock.calls[0]!;
    expect(url).toBe(SESSION_ACTIVITY_PATH);
    expect(data.type).toBe('application/json');
    expect(JSON.parse(await data.text())).toEqual({
      p_activity_type: 'session_end',
      p_metadata: { timestamp: NOW.toISOString() },
    });
    // The pending activity ping is dropped: the session has ended.
    await vi.advanceTimersByTimeAsync(SESSION_ACTIVITY_DEBOUNCE_MS);
    expect(sentTypes(fetchMock)).toEqual(['session_start']);
    stop();
  });

  it('falls back to a keepalive fetch when the beacon is refused', async () => {
    const { fetchMock, stop } = setup({ beacon: false });
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(sentTypes(fetchMock)).toEqual(['session_start', 'session_end']);
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({ keepalive: true });
    stop();
  });

  it('only logs failures', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { stop } = setup({ fetchFails: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('session_start was not logged'));
    stop();
  });

  it('stops when signed out: no more pings, no beacon', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    const beaconMock = vi.fn(() => true);
    const originalFetch = globalThis.fetch;
    vi.stubGlobal('fetch', fetchMock);
    Object.defineProperty(navigator, 'sendBeacon', { value: beaconMock, configurable: true });
    const { rerender, unmount } = renderHook(({ userId }: { userId: string | null }) => useSessionActivity(userId), {
      initialProps: { userId: 'user-1' as string | null },
    });
    // Its code loads once somebody is signed in.
    await vi.waitFor(() => expect(sentTypes(fetchMock)).toEqual(['session_start']));
    window.dispatchEvent(new MouseEvent('mousemove'));
    rerender({ userId: null });
    await vi.advanceTimersByTimeAsync(2 * SESSION_ACTIVITY_DEBOUNCE_MS);
    window.dispatchEvent(new MouseEvent('mousemove'));
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    await vi.advanceTimersByTimeAsync(2 * SESSION_ACTIVITY_DEBOUNCE_MS);
    expect(sentTypes(fetchMock)).toEqual(['session_start']);
    expect(beaconMock).not.toHaveBeenCalled();
    unmount();
    vi.stubGlobal('fetch', originalFetch);
    vi.unstubAllGlobals();
  });

  it('sends nothing while nobody is signed in, and nothing for a start cancelled at once', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    renderHook(() => useSessionActivity(null));
    const stop = startSessionActivity({ fetch: fetchMock, sendBeacon: () => true });
    stop();
    await vi.advanceTimersByTimeAsync(SESSION_ACTIVITY_DEBOUNCE_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
