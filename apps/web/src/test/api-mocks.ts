/**
 * Shared test helpers for feature tests: a fetch stub routed by "METHOD /path", JSON and error-shape
 * responses, and a signed-in user fixture. The feature test kit (./feature-test-kit.tsx) builds
 * its renders on these.
 */
import { vi } from 'vitest';
import {
  COACH_ENDPOINTS,
  ENDPOINTS,
  GAMIFICATION_ENDPOINTS,
  LEADERBOARD_ENDPOINTS,
  QUESTIONNAIRE_ENDPOINTS,
  REWARDS_ENDPOINTS,
  type TCurrentUser,
} from '@openwell/contracts';

export type THandler = (request: {
  body: unknown;
  url: URL;
  init?: RequestInit | undefined;
}) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The server's error shape; the message is deliberately not the UI text (the web translates by code). */
export function apiError(status: number, code: string, details?: Record<string, unknown>): Response {
  return json(status, { error: { code, message: `server text for ${code}`, ...(details ? { details } : {}) } });
}

/** Every declared endpoint (the issue 10 to 13 lists are named too, whether or not ENDPOINTS includes them yet). */
const DECLARED = [
  ...new Set([
    ...ENDPOINTS,
    ...GAMIFICATION_ENDPOINTS,
    ...LEADERBOARD_ENDPOINTS,
    ...REWARDS_ENDPOINTS,
    ...QUESTIONNAIRE_ENDPOINTS,
    ...COACH_ENDPOINTS,
  ]),
];

const ENDPOINT_PATTERNS = DECLARED.map((endpoint) => ({
  endpoint,
  pattern: new RegExp(`^${endpoint.path.replace(/:[A-Za-z0-9_]+/g, '[^/]+').replace(/\./g, '\\.')}$`),
}));

/** The operationId of the declared endpoint a request goes to, else `METHOD /path`. */
export function requestKey(method: string, pathname: string): string {
  const match = ENDPOINT_PATTERNS.find(({ endpoint, pattern }) => endpoint.method === method && pattern.test(pathname));
  return match ? match.endpoint.operationId : `${method} ${pathname}`;
}

/**
 * Stubs fetch, routed by the endpoint declarations: `routes.updateProfile` answers that call (keys are operationIds
 * of @openwell/contracts, so tests name no paths); unknown calls answer 404 and are listed in `unhandled`.
 */
export function mockApi(routes: Record<string, THandler | Response>) {
  const calls: Array<{ key: string; body: unknown; url: URL }> = [];
  const unhandled: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = requestKey((init?.method ?? 'GET').toUpperCase(), url.pathname);
    const body =
      typeof init?.body === 'string' && init.body.length > 0 ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ key, body, url });
    const handler = routes[key];
    if (!handler) {
      unhandled.push(key);
      return apiError(404, 'NOT_FOUND');
    }
    return handler instanceof Response ? handler.clone() : handler({ body, url, init });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, unhandled, callsTo: (key: string) => calls.filter((call) => call.key === key) };
}

export const DEPARTMENTS = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Engineering' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Sales' },
];

/** A signed-in employee of the demo company, at the start of onboarding. */
export function currentUser(overrides: Partial<TCurrentUser> = {}): TCurrentUser {
  const at = '2026-01-05T10:00:00.000Z';
  return {
    id: 'user-1',
    email: 'ann@example.test',
    role: 'employee',
    twoFactorEnabled: false,
    language: 'en',
    profile: {
      companyCode: 'DEMO-E2ETST',
      companyName: 'Demo Company',
      departmentId: DEPARTMENTS[0]!.id,
      departmentName: DEPARTMENTS[0]!.name,
      age: 34,
      gender: 'female',
      timeZone: null,
      companyTimeZone: 'Europe/Zurich',
      effectiveTimeZone: 'Europe/Zurich',
    },
    consents: {
      dataProcessing: { granted: true, version: '2026-11-22', updatedAt: at },
      aiTips: { granted: false, version: '2026-11-22', updatedAt: at },
      companyInsights: { granted: false, version: '2026-11-22', updatedAt: at },
    },
    legal: { privacy: '2026-11-22', terms: '2026-11-22' },
    onboarding: { step: 'connect-wearable' },
    ...overrides,
  };
}
