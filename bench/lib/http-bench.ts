import autocannon from 'autocannon';

/**
 * Measuring HTTP endpoints with autocannon, shared by the request benchmarks (authenticated-requests.ts,
 * leaderboards.ts): one run's figures, the mean of rounds, the Cookie header of a signed-in response.
 */

export type TFigures = {
  requestsPerSecond: number;
  p50Ms: number;
  /** From every answer's time (autocannon's own percentiles stop at 90 and 97.5). */
  p95Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
};

/** The value below which `fraction` of the sorted `values` lie (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

/** One autocannon run against `url` with `headers` (a session cookie, or none). */
export async function measure(
  url: string,
  headers: Record<string, string>,
  options: { connections: number; durationSeconds: number },
): Promise<TFigures> {
  const times: number[] = [];
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers,
  }).on('response', (_client, _status, _bytes, responseTime) => {
    times.push(responseTime);
  });
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p95Ms: Number(percentile(times, 0.95).toFixed(1)),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A request as one client sends it again and again: `[<id>]` anywhere in it becomes a fresh id each time. */
export type TRepeatedRequest = {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
};

/**
 * Many clients at once, each with one connection of its own and its own request (e.g. 50 employees, each with their
 * session, redeeming with a fresh Idempotency-Key per request): one autocannon per client, run side by side; the
 * figures are the sum of their rates and the percentiles of every answer's time.
 */
export async function measureClients(
  clients: readonly TRepeatedRequest[],
  options: { durationSeconds: number },
): Promise<TFigures> {
  const times: number[] = [];
  const results = await Promise.all(
    clients.map((client) =>
      autocannon({
        url: client.url,
        method: client.method,
        headers: client.headers,
        ...(client.body === undefined ? {} : { body: client.body }),
        idReplacement: true,
        connections: 1,
        duration: options.durationSeconds,
      }).on('response', (_client, _status, _bytes, responseTime) => {
        times.push(responseTime);
      }),
    ),
  );
  times.sort((a, b) => a - b);
  const sum = (pick: (result: (typeof results)[number]) => number) => results.reduce((total, r) => total + pick(r), 0);
  return {
    requestsPerSecond: sum((r) => r.requests.average),
    p50Ms: Number(percentile(times, 0.5).toFixed(1)),
    p95Ms: Number(percentile(times, 0.95).toFixed(1)),
    p99Ms: Number(percentile(times, 0.99).toFixed(1)),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors + r.timeouts),
  };
}

/** The mean of several rounds (sums for the failure counts). */
export function mean(figures: readonly TFigures[]): TFigures {
  const avg = (pick: (f: TFigures) => number) => figures.reduce((sum, f) => sum + pick(f), 0) / figures.length;
  const sum = (pick: (f: TFigures) => number) => figures.reduce((total, f) => total + pick(f), 0);
  return {
    requestsPerSecond: Math.round(avg((f) => f.requestsPerSecond)),
    p50Ms: Number(avg((f) => f.p50Ms).toFixed(1)),
    p95Ms: Number(avg((f) => f.p95Ms).toFixed(1)),
    p99Ms: Number(avg((f) => f.p99Ms).toFixed(1)),
    non2xx: sum((f) => f.non2xx),
    errors: sum((f) => f.errors),
  };
}

/** The Cookie header a browser would send back after `response`. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}
