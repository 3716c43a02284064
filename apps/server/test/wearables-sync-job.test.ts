import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allJobs } from '../src/jobs/index.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

describe('jobs built with feature services', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.cleanup());

  it('the app hands the scheduled wearable sync to the server, beside the context-only jobs, under its own id', () => {
    const ids = testApp.app.featureJobs.map((job) => job.id);
    expect(ids).toContain('wearables.sync.due');
    expect(testApp.app.featureJobs.find((job) => job.id === 'wearables.sync.due')?.cron).toBe('* * * * *');
    const all = [...allJobs, ...testApp.app.featureJobs].map((job) => job.id);
    expect(new Set(all).size).toBe(all.length);
  });
});
