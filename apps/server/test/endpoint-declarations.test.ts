import { ENDPOINTS } from '@openwell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/**
 * Every /api route comes from an endpoint declaration in packages/contracts, and every declaration has its route:
 * a route registered by hand, or a declaration nobody serves, fails here.
 */
describe('endpoint declarations and routes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('registers no /api route without a declaration', () => {
    expect(t.app.endpointRoutes.undeclared).toEqual([]);
  });

  it('registers a route for every declaration', () => {
    const missing = ENDPOINTS.map((e) => e.operationId).filter((id) => !t.app.endpointRoutes.declared.has(id));
    expect(missing).toEqual([]);
  });

  it('documents every declaration in the OpenAPI document with its operationId and security', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { operationId: string; security: unknown[] }>>;
    };
    for (const endpoint of ENDPOINTS) {
      const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, `${endpoint.method} ${endpoint.path}`).toBe(endpoint.operationId);
      expect(operation?.security.length, endpoint.operationId).toBe(endpoint.access === 'anonymous' ? 0 : 2);
    }
  });
});
