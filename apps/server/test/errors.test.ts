import { ZErrorResponseSchema } from '@openwell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppInstance } from '../src/app.ts';
import { AppError } from '../src/lib/app-error.ts';
import { buildTestApp } from './helpers/build-test-app.ts';
import type { TestApp } from './helpers/build-test-app.ts';

const SECRET = 'password=hunter2 at /srv/openwell/db.ts:42';

function registerProbeRoutes(app: AppInstance): void {
  app.get('/api/test/app-error', async () => {
    throw new AppError('CONFLICT', { field: 'email' }, { message: 'Email already registered.' });
  });
  app.get('/api/test/not-found', async () => {
    throw new AppError('NOT_FOUND');
  });
  app.post(
    '/api/test/validate',
    {
      schema: {
        body: z.object({ email: z.email(), age: z.number().int().min(18) }),
        querystring: z.object({ page: z.coerce.number().int().positive().optional() }),
      },
    },
    async (request) => ({ ok: true, email: request.body.email }),
  );
  app.get('/api/test/boom', async () => {
    throw new Error(SECRET);
  });
  app.get('/api/test/internal-app-error', async () => {
    throw new AppError('INTERNAL', { query: SECRET }, { message: SECRET });
  });
  app.get('/api/test/rate-limited', async () => {
    // What @fastify/rate-limit throws by default: an error-like object with statusCode 429.
    throw Object.assign(new Error('Rate limit exceeded, retry in 1 minute'), { statusCode: 429 });
  });
  app.get('/api/test/rate-limited-app-error', async () => {
    throw new AppError('RATE_LIMITED', { retryAfterSeconds: 30 });
  });
  app.get('/api/test/bad-response', { schema: { response: { 200: z.object({ id: z.number() }) } } }, async () => {
    return { id: 'not-a-number' } as unknown as { id: number };
  });
}

function errorOf(response: { json(): unknown }) {
  return ZErrorResponseSchema.parse(response.json()).error;
}

describe('error shape', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ registerExtraRoutes: registerProbeRoutes });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('answers an unknown /api route with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'No route for GET /api/does-not-exist.' });
  });

  it('answers POST to an unknown /api route with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/nothing', payload: { a: 1 } });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('NOT_FOUND');
  });

  it('maps an AppError to its status, code, message and details', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'CONFLICT', message: 'Email already registered.', details: { field: 'email' } },
    });
    const notFound = await t.app.inject({ method: 'GET', url: '/api/test/not-found' });
    expect(notFound.statusCode).toBe(404);
    expect(errorOf(notFound)).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
  });

  it('maps body validation failures to 400 VALIDATION_FAILED with field issues', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/validate',
      payload: { email: 'nope', age: 12 },
    });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    const issues = (error.details as { issues: Array<{ location: string; path: string; message: string }> }).issues;
    expect(issues.map((issue) => `${issue.location}:${issue.path}`).sort()).toEqual(['body:age', 'body:email']);
    for (const issue of issues) expect(issue.message.length).toBeGreaterThan(0);
  });

  it('maps query validation failures with their location', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/validate?page=-1',
      payload: { email: 'a@example.com', age: 30 },
    });
    expect(response.statusCode).toBe(400);
    const issues = (errorOf(response).details as { issues: Array<{ location: string; path: string }> }).issues;
    expect(issues).toEqual([expect.objectContaining({ location: 'querystring', path: 'page' })]);
  });

  it('accepts a valid body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/validate',
      payload: { email: 'a@example.com', age: 30 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, email: 'a@example.com' });
  });

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('BAD_REQUEST');
  });

  it('answers a too large body with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/validate',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(1_100_000), age: 30 }),
    });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/validate',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers rate limiting with 429 RATE_LIMITED', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/rate-limited' });
    expect(response.statusCode).toBe(429);
    expect(errorOf(response).code).toBe('RATE_LIMITED');
    const fromAppError = await t.app.inject({ method: 'GET', url: '/api/test/rate-limited-app-error' });
    expect(fromAppError.statusCode).toBe(429);
    expect(fromAppError.headers['retry-after']).toBe('30');
  });

  it('hides internals of a thrown plain Error behind a generic 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: 'An unexpected error occurred.' } });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('stack');
  });

  it('hides internals of an INTERNAL AppError and of a response that breaks its schema', async () => {
    for (const url of ['/api/test/internal-app-error', '/api/test/bad-response']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: 'An unexpected error occurred.' } });
    }
  });

  it('answers a malformed URL with the same shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('BAD_REQUEST');
  });
});
