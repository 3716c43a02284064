import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_BUILT_MESSAGE } from '../src/plugins/static-spa.ts';
import { buildTestApp, TEST_ASSET_BODY, TEST_ASSET_PATH, TEST_INDEX_HTML } from './helpers/build-test-app.ts';
import type { TestApp } from './helpers/build-test-app.ts';
import { openTestDatabase } from './helpers/test-database.ts';

describe('static SPA', () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let built: TestApp;
  let notBuilt: TestApp;

  beforeAll(async () => {
    db = await openTestDatabase();
    built = await buildTestApp({ database: db.database });
    notBuilt = await buildTestApp({ database: db.database, webDist: false });
  });
  afterAll(async () => {
    await built?.cleanup();
    await notBuilt?.cleanup();
    await db?.cleanup();
  });

  it.each(['/', '/dashboard', '/auth/fitbit/callback', '/admin/dashboard/', '/rewards?tab=mine', '/favicon.ico'])(
    'answers index.html with no-cache for %s',
    async (url) => {
      const response = await built.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(TEST_INDEX_HTML);
    },
  );

  it('answers HEAD for client routes', async () => {
    const response = await built.app.inject({ method: 'HEAD', url: '/leaderboard' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe('');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await built.app.inject({ method: 'GET', url: TEST_ASSET_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(TEST_ASSET_BODY);
  });

  it('serves root files such as sw.js and index.html with no-cache', async () => {
    for (const url of ['/sw.js', '/index.html']) {
      const response = await built.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers a missing hashed asset with 404, not with index.html', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it('does not serve files outside the dist folder or dotfiles', async () => {
    for (const url of ['/../package.json', '/%2e%2e/%2e%2e/package.json', '/.env']) {
      const response = await built.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('"workspaces"');
      if (response.statusCode === 200) expect(response.body, url).toBe(TEST_INDEX_HTML);
    }
  });

  it('keeps unknown /api paths as JSON 404', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it.each(['/API/admin/users', '/Api/health', '/API', '/aPi/', '/%41PI/admin/users?page=2'])(
    'answers %s, an API path in another case, with JSON 404, never the web page',
    async (url) => {
      for (const app of [built.app, notBuilt.app]) {
        for (const method of ['GET', 'HEAD', 'POST'] as const) {
          const response = await app.inject({ method, url });
          expect(response.statusCode, `${method} ${url}`).toBe(404);
          expect(response.headers['content-type'], `${method} ${url}`).toContain('application/json');
          if (method !== 'HEAD') expect(response.json().error.code).toBe('NOT_FOUND');
        }
      }
    },
  );

  it('routes a percent-encoded API path as the API (JSON), never as the web page', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/%61pi/admin/users' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('still answers the web app for paths that only begin like the API', async () => {
    for (const url of ['/apis', '/api-docs-old', '/rewards/api']) {
      const response = await built.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(TEST_INDEX_HTML);
    }
  });

  it('explains how to build when the web app is missing, while the API works', async () => {
    const page = await notBuilt.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toContain('text/plain');
    expect(page.body).toBe(NOT_BUILT_MESSAGE);
    const health = await notBuilt.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
