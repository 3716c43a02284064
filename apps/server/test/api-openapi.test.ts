import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appVersion } from '../src/lib/version.ts';
import { buildTestApp } from './helpers/build-test-app.ts';
import type { TestApp } from './helpers/build-test-app.ts';

describe('OpenAPI document and docs page', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('serves /api/openapi.json listing /api/health with its response schema', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.info).toMatchObject({ title: 'OpenWell API', version: appVersion });
    const health = document.paths['/api/health'].get;
    expect(health.responses['200'].content['application/json'].schema.properties).toHaveProperty('database');
    expect(health.responses).toHaveProperty('503');
    // Internal routes stay out of the document.
    expect(Object.keys(document.paths)).not.toContain('/api/openapi.json');
    expect(Object.keys(document.paths)).not.toContain('/*');
  });

  it('serves the Swagger UI page without inline scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toContain('src=');
      expect((content ?? '').trim()).toBe('');
    }
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves the docs page assets and the spec the page loads', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    const sources = [...page.body.matchAll(/src="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      const url = new URL(source, 'http://localhost/api/docs/').pathname;
      const asset = await t.app.inject({ method: 'GET', url });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers['content-type'], url).toContain('javascript');
    }
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().paths).toHaveProperty('/api/health');
  });
});
