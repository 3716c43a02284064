import type { Clock } from '../../lib/clock.ts';

/**
 * Keeps the requests per key (a user) inside `limit` per sliding `windowMs` in this process: `pace(key)` resolves at
 * once while the last window holds fewer than `limit` requests, else waits (through `sleep`) until the oldest one
 * leaves the window. Google Health allows 300 requests a minute per user; the sync engine awaits a provider pacer
 * (below, with a margin) before each API request. One sync per user runs at a time (the lease), so one process paces
 * a user's requests at a time.
 */
export type RequestPacer = {
  pace(key: string): Promise<void>;
  /** Keys with requests in the last window (for tests and the sweep). */
  readonly size: number;
};

export function createRequestPacer(input: {
  limit: number;
  windowMs: number;
  clock: Clock;
  sleep: (ms: number) => Promise<void>;
}): RequestPacer {
  const { limit, windowMs, clock, sleep } = input;
  if (!Number.isInteger(limit) || limit < 1) throw new Error('The pacer needs a limit of at least 1');
  const windows = new Map<string, number[]>();
  let callsSinceSweep = 0;

  /** Drops keys whose requests all left the window, so 10,000 users do not stay in memory. */
  function sweep(now: number): void {
    for (const [key, times] of windows) if (times[times.length - 1]! <= now - windowMs) windows.delete(key);
  }

  return {
    async pace(key) {
      if (++callsSinceSweep >= 1000) {
        callsSinceSweep = 0;
        sweep(clock.now().getTime());
      }
      for (;;) {
        const now = clock.now().getTime();
        const times = (windows.get(key) ?? []).filter((at) => at > now - windowMs);
        if (times.length < limit) {
          times.push(now);
          windows.set(key, times);
          return;
        }
        windows.set(key, times);
        await sleep(times[0]! + windowMs - now);
      }
    },
    get size() {
      return windows.size;
    },
  };
}

/** The share of the provider's limit a provider pacer uses (270 of Google's 300 a minute). */
export const PROVIDER_LIMIT_SHARE = 0.9;
/** How much longer than the provider's minute a provider pacer counts a request. */
export const PROVIDER_WINDOW_MARGIN_MS = 1_000;

/**
 * A pacer for a provider's per-user limit of `requestsPerMinute`, with a margin (issue 24). The provider counts a
 * request when it arrives, the pacer when it is sent: paced at exactly 300 a minute, the 301st request went as the
 * first one left the pacer's minute, but had reached Google quicker than the first had, and a strict window saw 301
 * (429). Counting 90 % of the limit over a minute and a second absorbs such differences in transit, and leaves room
 * for requests this process does not see (another server process that synced the person a moment before).
 */
export function createProviderPacer(input: {
  requestsPerMinute: number;
  clock: Clock;
  sleep: (ms: number) => Promise<void>;
}): RequestPacer {
  return createRequestPacer({
    limit: Math.max(1, Math.floor(input.requestsPerMinute * PROVIDER_LIMIT_SHARE)),
    windowMs: 60_000 + PROVIDER_WINDOW_MARGIN_MS,
    clock: input.clock,
    sleep: input.sleep,
  });
}
