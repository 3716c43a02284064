import { ZErrorResponseSchema, ZHealthResponseSchema } from '@openwell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { createFixedClock } from '../src/lib/clock.ts';
import { appVersion } from '../src/lib/version.ts';
import { buildTestApp } from './helpers/build-test-app.ts';
import type { TestApp } from './helpers/build-test-app.ts';
import { openTestDatabase } from './helpers/test-database.ts';

describe('GET /api/health', () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let healthy: TestApp;
  const clock = createFixedClock(new Date('2026-03-01T08:00:00Z'));

  beforeAll(async () => {
    db = await openTestDatabase();
    healthy = await buildTestApp({ database: db.database, clock });
  });
  afterAll(async () => {
    await healthy?.cleanup();
    await db?.cleanup();
  });

  it('answers ok with version, database kind and uptime', async () => {
    clock.advance(90_500);
    const response = await healthy.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const body = ZHealthResponseSchema.parse(response.json());
    expect(body).toEqual({
      status: 'ok',
      version: appVersion,
      database: { kind: db.database.kind, reachable: true },
      uptimeSeconds: 90,
    });
    expect(appVersion).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('carries a request id header', async () => {
    const response = await healthy.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 degraded when the database does not answer the ping', async () => {
    const unreachable: Database = { ...db.database, ping: async () => false };
    const degraded = await buildTestApp({ database: unreachable });
    try {
      const response = await degraded.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      const body = ZHealthResponseSchema.parse(response.json());
      expect(body.status).toBe('degraded');
      expect(body.database).toEqual({ kind: db.database.kind, reachable: false });
    } finally {
      await degraded.cleanup();
    }
  });

  it('treats a throwing ping as unreachable', async () => {
    const broken: Database = {
      ...db.database,
      ping: async () => {
        throw new Error('connection refused');
      },
    };
    const degraded = await buildTestApp({ database: broken });
    try {
      const response = await degraded.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json().status).toBe('degraded');
    } finally {
      await degraded.cleanup();
    }
  });

  it('rejects other methods with the JSON error shape', async () => {
    const response = await healthy.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(response.statusCode).toBe(404);
    expect(ZErrorResponseSchema.parse(response.json()).error.code).toBe('NOT_FOUND');
  });
});
