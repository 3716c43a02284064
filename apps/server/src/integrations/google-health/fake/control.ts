/**
 * The fake's control API for tests in another process (the e2e suite drives a browser against the product, which
 * talks to this fake): seed a user, choose the next consent, inject faults, end a user's grants, read the request log.
 * Only when the fake is started with `control: true` (`--control` on the command line); never part of Google's API.
 */
import type { ServerResponse } from 'node:http';
import { sendJson } from './http.ts';
import type { FakeGoogleHealthState, TConsentChoice, TFault } from './state.ts';

export const CONTROL_PREFIX = '/__control';

type TUserRequest = {
  healthUserId: string;
  timeZone?: string;
  days?: number;
  endDate?: string;
  /** Share of days the tracker was not worn (default 0.05); 0 gives every day. */
  missingDayRate?: number;
};

function parse<T>(body: string): T {
  return (body ? JSON.parse(body) : {}) as T;
}

/** Handles a control request; returns the status sent. */
export function handleControl(
  state: FakeGoogleHealthState,
  method: string,
  url: URL,
  body: string,
  response: ServerResponse,
): number {
  const path = url.pathname.slice(CONTROL_PREFIX.length);
  const ok = (payload: unknown = { ok: true }) => {
    sendJson(response, 200, payload);
    return 200;
  };
  const revokeMatch = /^\/users\/([A-Za-z0-9-]+)\/revoke$/.exec(path);

  if (method === 'POST' && path === '/users') {
    const input = parse<TUserRequest>(body);
    if (!state.users.has(input.healthUserId))
      state.addUser({ healthUserId: input.healthUserId, timeZone: input.timeZone });
    state.clearDataPoints(input.healthUserId);
    if (input.days) {
      const missing = input.missingDayRate === undefined ? {} : { missingDayRate: input.missingDayRate };
      // Default: a live history up to today in the user's time zone, served as far as the day has gone.
      if (input.endDate)
        state.seedHistory(input.healthUserId, { days: input.days, endDate: input.endDate, ...missing });
      else state.seedLiveHistory(input.healthUserId, { days: input.days, ...missing });
    }
    return ok();
  }
  if (method === 'PUT' && path === '/consent') {
    state.consent = parse<TConsentChoice>(body);
    return ok();
  }
  if (method === 'POST' && path === '/faults') {
    state.injectFault(parse<TFault>(body));
    return ok();
  }
  if (method === 'DELETE' && path === '/faults') {
    state.clearFaults();
    return ok();
  }
  if (method === 'POST' && revokeMatch) {
    // The grant ends outside the product (the user removed the app at Google, or the refresh token expired).
    const userId = revokeMatch[1]!;
    for (const token of state.refreshTokens.values()) if (token.userId === userId) state.revoke(token.token);
    for (const token of state.accessTokens.values()) if (token.userId === userId) state.revoke(token.token);
    return ok();
  }
  if (method === 'GET' && path === '/requests') {
    const part = url.searchParams.get('path') ?? '';
    return ok(state.requests.filter((request) => request.path.includes(part)));
  }
  sendJson(response, 404, { error: 'unknown control request' });
  return 404;
}
