import { describe, expect, it } from 'vitest';
import { endpointErrorCodes, fillPath, successStatuses } from './endpoint.ts';
import { ENDPOINTS } from './endpoints.ts';
import { ERROR_CODES, ERROR_TABLE, codeForStatus } from './errors.ts';

/** The folder names of the features (server, web and contracts use the same ones; ARCHITECTURE.md lists them). */
const FEATURES = [
  'system',
  'auth',
  'accounts',
  'companies',
  'employers',
  'admin',
  'audit',
  'session-activity',
  'mail',
  'wearables',
  'gamification',
  'leaderboard',
  'rewards',
  'questionnaire',
  'coach',
];

describe('endpoint declarations', () => {
  it('have unique operation ids and unique method + path pairs', () => {
    const ids = ENDPOINTS.map((e) => e.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(ENDPOINTS.map((e) => [e.operationId, e] as const))('%s is complete and consistent', (_id, endpoint) => {
    expect(endpoint.operationId).toMatch(/^[a-z][A-Za-z0-9]+$/);
    expect(endpoint.path).toMatch(/^\/api\//);
    expect(endpoint.summary.length).toBeGreaterThan(10);
    expect(FEATURES).toContain(endpoint.tags[0]);
    expect(successStatuses(endpoint).length).toBeGreaterThan(0);
    // Path parameters and the params schema name the same fields.
    const inPath = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]).sort();
    expect(Object.keys(endpoint.params?.shape ?? {}).sort()).toEqual(inPath);
    // A GET has no body; an endpoint-specific status is only for a code it declares.
    if (endpoint.method === 'GET') expect(endpoint.body).toBeUndefined();
    for (const code of Object.keys(endpoint.errorStatus ?? {})) expect(endpoint.errors).toContain(code);
  });

  it('imply the codes of their shape', () => {
    const changeRole = ENDPOINTS.find((e) => e.operationId === 'changeUserRole')!;
    expect(endpointErrorCodes(changeRole)).toEqual(
      expect.arrayContaining(['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'CSRF_REJECTED', 'NOT_FOUND']),
    );
    const health = ENDPOINTS.find((e) => e.operationId === 'getHealth')!;
    expect(endpointErrorCodes(health)).toEqual(['BAD_REQUEST']);
  });
});

describe('fillPath', () => {
  it('fills and encodes parameters, and refuses a missing one', () => {
    expect(fillPath('/api/admin/users/:userId/role', { userId: 'a/b' })).toBe('/api/admin/users/a%2Fb/role');
    expect(() => fillPath('/api/admin/users/:userId/role', {})).toThrow(/userId/);
  });
});

describe('error table', () => {
  it('has an entry with a 4xx/5xx status, a message and an errors: key for every code, and nothing else', () => {
    expect(Object.keys(ERROR_TABLE).sort()).toEqual([...ERROR_CODES].sort());
    for (const entry of Object.values(ERROR_TABLE)) {
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(600);
      expect(entry.message).toMatch(/\.$/);
      expect(entry.i18nKey).toMatch(/^errors:[A-Z_]+$/);
    }
  });

  it('maps statuses without a code to the generic codes, and those codes back to the same status', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 415, 429, 500, 502, 503]) {
      expect(ERROR_TABLE[codeForStatus(status)].status).toBe(status);
    }
    expect(codeForStatus(504)).toBe('SERVICE_UNAVAILABLE');
    expect(codeForStatus(418)).toBe('BAD_REQUEST');
  });
});
