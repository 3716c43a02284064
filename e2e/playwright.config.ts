import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH } from '../scripts/ensure-chromium.ts';
import { ADMIN_SETUP_TOKEN, DEMO_COMPANY_CODE } from './support/stack.ts';

// The config is evaluated in the runner and again in every worker: create the temporary
// data directory once and hand it down through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'openwell-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
const fakeGooglePort = Number(process.env.E2E_FAKE_GOOGLE_PORT ?? port + 10);
/** The local fake of the Google Health API and Google OAuth ("Fitbit"), with its control API for the tests. */
export const fakeGoogleURL = `http://127.0.0.1:${fakeGooglePort}`;
const fakeOpenAiPort = Number(process.env.E2E_FAKE_OPENAI_PORT ?? port + 11);
/** The local fake of an OpenAI-compatible model server (the coach's external engine), with its control API. */
export const fakeOpenAiURL = `http://127.0.0.1:${fakeOpenAiPort}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Two workers on the 2-core CI machine (E2E_WORKERS overrides). No retries: a test that needs one
  // is flaky and gets fixed (wait for states, never for times; docs/decisions/006-testing-and-ci.md).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Ceilings for a busy machine, not speed targets: a test waits for states, and only a state that
  // never comes should meet these (the longest tests take some 35 s on a busy 2-core machine).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  outputDir: './test-results',
  use: {
    baseURL,
    // No animations (the app honours the setting: ARCHITECTURE.md): Chromium is most of the suite's CPU, and every
    // animation frame is software-rendered. navigation.spec.ts checks the page transitions with motion on.
    reducedMotion: 'reduce',
    // Locally a failed test keeps its trace: the DOM snapshot of every step, without the screencast (measured: the
    // screencast's frames cost the suite some 12 % of its CPU; the failure screenshot below still shows the end state).
    // In CI no trace at all: nobody can open one there (CI's output is its log), and recording the snapshots of every
    // passing test cost 15 % of the end-to-end CPU (ADR 006). A failure there is replayed locally with `--trace on`.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium headless shell unless CHROMIUM_PATH names another (npm test installs it; ADR 006).
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      command: `node ../apps/server/src/integrations/google-health/fake/main.ts --port ${fakeGooglePort} --control`,
      url: `${fakeGoogleURL}/v4/users/me/identity`,
      // Ready when it answers (401 without a token counts).
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Answers at once (the coach's tests script delays and faults through the control API).
      command:
        `node ../apps/server/src/integrations/openai-compatible/fake/main.ts --port ${fakeOpenAiPort} --control ` +
        '--first-token-delay 0 --chunk-delay 0',
      url: `${fakeOpenAiURL}/__control/requests`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The real server on the built web app, like `npm start` but on a throwaway database.
      command: 'node ../apps/server/src/server.ts',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        // 'test': production behaviour, plus the development mailbox (/api/dev/mailbox.json) to read mails.
        NODE_ENV: 'test',
        // A cheap scrypt cost for the many sign-ups (tests only; the server refuses it outside NODE_ENV=test).
        TEST_FAST_PASSWORD_HASHING: 'true',
        DEMO_COMPANY_CODE,
        // Tests pose as separate clients through X-Forwarded-For (support/fixtures.ts).
        TRUST_PROXY: '127.0.0.1',
        ADMIN_SETUP_TOKEN,
        PUBLIC_URL: baseURL,
        // "Fitbit" is the local fake; demo data is offered on PostgreSQL too.
        GOOGLE_HEALTH_CLIENT_ID: 'openwell-fake.apps.googleusercontent.com',
        GOOGLE_HEALTH_CLIENT_SECRET: 'fake-google-client-secret',
        GOOGLE_OAUTH_AUTHORIZE_URL: `${fakeGoogleURL}/o/oauth2/v2/auth`,
        GOOGLE_OAUTH_TOKEN_URL: `${fakeGoogleURL}/token`,
        GOOGLE_OAUTH_REVOKE_URL: `${fakeGoogleURL}/revoke`,
        GOOGLE_HEALTH_API_URL: fakeGoogleURL,
        WEARABLES_DEMO_MODE: 'true',
        // The coach's external engine is the local fake (when it fails, the built-in engine answers).
        AI_BASE_URL: `${fakeOpenAiURL}/v1`,
        AI_MODEL: 'fake-model',
        AI_TIMEOUT_SECONDS: '5',
        // The leaderboards' snapshot is recomputed by a request once it is 5 s old, not every 5 minutes (ADR 016).
        LEADERBOARD_SNAPSHOT_MAX_AGE_SECONDS: '5',
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      },
    },
  ],
});
