import { randomUUID } from 'node:crypto';
import { fakeGoogleURL } from '../playwright.config.ts';

/**
 * The local fake of the Google Health API ("Fitbit") the e2e server talks to, driven through its control API
 * (apps/server/src/integrations/google-health/fake/control.ts). Its consent and faults are shared by every test, so
 * the tests that use them run serially in one file.
 */
async function control(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${fakeGoogleURL}/__control${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`fake control ${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

export type TFakeFitbitUser = { healthUserId: string };

/**
 * A new person at "Google" with `days` days of tracker data up to today, who consents to `grant` (default all). They
 * wore the tracker every day and live in the e2e company's time zone (UTC), so "today" always has data: the fake's
 * default leaves out 5% of days at random, which made a today-figure check fail by chance.
 */
export async function fakeFitbitUser(options: { days?: number; grant?: string[] } = {}): Promise<TFakeFitbitUser> {
  const healthUserId = `e2e-${randomUUID().slice(0, 8)}`;
  await control('POST', '/users', { healthUserId, days: options.days ?? 30, missingDayRate: 0, timeZone: 'UTC' });
  await control('PUT', '/consent', { userId: healthUserId, ...(options.grant ? { grant: options.grant } : {}) });
  return { healthUserId };
}

/** What the person ticks at "Google"'s next consent (default all), as when they come back to share more. */
export const setFakeConsent = (user: TFakeFitbitUser, grant?: string[]) =>
  control('PUT', '/consent', { userId: user.healthUserId, ...(grant ? { grant } : {}) });

export const injectFakeFault = (fault: {
  path?: string;
  times?: number;
  status?: 429 | 500 | 502 | 503;
  delayMs?: number;
  drop?: boolean;
  retryAfterSeconds?: number | null;
}) => control('POST', '/faults', fault);

export const clearFakeFaults = () => control('DELETE', '/faults');

/** Ends every grant of the person at "Google" (their refresh token dies: invalid_grant). */
export const endFakeGrants = (user: TFakeFitbitUser) => control('POST', `/users/${user.healthUserId}/revoke`);

export async function fakeRequests(pathPart: string): Promise<Array<{ method: string; path: string; status: number }>> {
  return (await (await control('GET', `/requests?path=${encodeURIComponent(pathPart)}`)).json()) as Array<{
    method: string;
    path: string;
    status: number;
  }>;
}
