import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/**
 * The OpenAPI document is good enough for other people's tools: Redocly's recommended rules (the same engine as
 * `redocly lint`) find no errors and no warnings in /api/openapi.json.
 */
describe('GET /api/openapi.json passes redocly lint (recommended)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('has no errors and no warnings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: response.body, absoluteRef: 'openapi.json', config });
    const readable = problems.map(
      (problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`,
    );
    expect(readable).toEqual([]);
  }, 30_000);
});
