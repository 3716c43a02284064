import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { repoRoot } from './lib/paths.ts';

function issuesOf(env: Record<string, string>): ConfigError['issues'] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: join(repoRoot, 'data'),
      databaseUrl: undefined,
      logLevel: 'info',
      encryptionKey: undefined,
      encryptionKeyFile: undefined,
      publicUrl: 'http://localhost:3000',
      nodeEnv: 'development',
      webDistDir: join(repoRoot, 'apps', 'web', 'dist'),
      smtpUrl: undefined,
      mailFrom: 'OpenWell <no-reply@localhost>',
      allowedOrigins: [],
      authSecret: undefined,
      demoCompanyCode: undefined,
      adminSetupToken: undefined,
      trustProxy: false,
      wearablesDemoMode: true,
      googleHealth: null,
      wearablesSyncConcurrency: 20,
      wearablesSyncLeaseMs: 90_000,
      leaderboardSnapshotMaxAgeMs: 900_000,
      ai: null,
      passwordHashing: 'standard',
    });
  });

  it('hashes passwords cheaply only in the test suite: TEST_FAST_PASSWORD_HASHING is refused outside NODE_ENV=test', () => {
    expect(loadConfig({ NODE_ENV: 'test', TEST_FAST_PASSWORD_HASHING: 'true' }).passwordHashing).toBe('fast-for-tests');
    expect(loadConfig({ NODE_ENV: 'test', TEST_FAST_PASSWORD_HASHING: 'false' }).passwordHashing).toBe('standard');
    for (const nodeEnv of ['production', 'development', undefined]) {
      const env = { TEST_FAST_PASSWORD_HASHING: 'true', ...(nodeEnv ? { NODE_ENV: nodeEnv } : {}) };
      expect(issuesOf(env)).toEqual([
        { variable: 'TEST_FAST_PASSWORD_HASHING', problem: 'is for tests only: it needs NODE_ENV=test' },
      ]);
    }
    expect(issuesOf({ NODE_ENV: 'test', TEST_FAST_PASSWORD_HASHING: 'yes' }).map((issue) => issue.variable)).toEqual([
      'TEST_FAST_PASSWORD_HASHING',
    ]);
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list of proxies, and rejects anything else', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::1' }).trustProxy).toEqual(['10.0.0.0/8', '2001:db8::1']);
    expect(issuesOf({ TRUST_PROXY: 'everyone' }).map((issue) => issue.variable)).toEqual(['TRUST_PROXY']);
  });

  it('normalises DEMO_COMPANY_CODE to upper case and checks ADMIN_SETUP_TOKEN length', () => {
    expect(loadConfig({ DEMO_COMPANY_CODE: 'demo-abc123' }).demoCompanyCode).toBe('DEMO-ABC123');
    expect(issuesOf({ DEMO_COMPANY_CODE: 'no spaces!', ADMIN_SETUP_TOKEN: 'short' }).map((i) => i.variable)).toEqual([
      'DEMO_COMPANY_CODE',
      'ADMIN_SETUP_TOKEN',
    ]);
  });

  it('reads every variable', () => {
    const key = 'ab'.repeat(32);
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/openwell',
      DATABASE_URL: 'postgresql://app:secret@db:5432/openwell',
      LOG_LEVEL: 'debug',
      ENCRYPTION_KEY: key,
      PUBLIC_URL: 'https://wellness.example.com/',
      NODE_ENV: 'production',
      WEB_DIST_DIR: '/srv/web',
      SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
      MAIL_FROM: 'Wellness <wellness@example.com>',
      ALLOWED_ORIGINS: 'capacitor://localhost, https://app.example.com',
      AUTH_SECRET: 's'.repeat(40),
      DEMO_COMPANY_CODE: 'ACME-2026',
      ADMIN_SETUP_TOKEN: 't'.repeat(32),
      TRUST_PROXY: '1',
      WEARABLES_DEMO_MODE: 'true',
      GOOGLE_HEALTH_CLIENT_ID: 'client-1.apps.googleusercontent.com',
      GOOGLE_HEALTH_CLIENT_SECRET: 'secret-1',
      GOOGLE_OAUTH_AUTHORIZE_URL: 'http://127.0.0.1:4410/o/oauth2/v2/auth',
      GOOGLE_OAUTH_TOKEN_URL: 'http://127.0.0.1:4410/token',
      GOOGLE_OAUTH_REVOKE_URL: 'http://127.0.0.1:4410/revoke',
      GOOGLE_HEALTH_API_URL: 'http://127.0.0.1:4410/',
      WEARABLES_SYNC_CONCURRENCY: '8',
      WEARABLES_SYNC_LEASE_SECONDS: '30',
      LEADERBOARD_SNAPSHOT_MAX_AGE_SECONDS: '5',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1/',
      AI_API_KEY: 'sk-local',
      AI_MODEL: 'llama3.2',
      AI_DAILY_TOKEN_BUDGET: '50000',
      AI_TIMEOUT_SECONDS: '30',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/openwell',
      databaseUrl: 'postgresql://app:secret@db:5432/openwell',
      logLevel: 'debug',
      encryptionKey: key,
      encryptionKeyFile: undefined,
      publicUrl: 'https://wellness.example.com',
      nodeEnv: 'production',
      webDistDir: '/srv/web',
      smtpUrl: 'smtps://mailer:pw@smtp.example.com:465',
      mailFrom: 'Wellness <wellness@example.com>',
      allowedOrigins: ['capacitor://localhost', 'https://app.example.com'],
      authSecret: 's'.repeat(40),
      demoCompanyCode: 'ACME-2026',
      adminSetupToken: 't'.repeat(32),
      trustProxy: 1,
      wearablesDemoMode: true,
      googleHealth: {
        clientId: 'client-1.apps.googleusercontent.com',
        clientSecret: 'secret-1',
        authorizeUrl: 'http://127.0.0.1:4410/o/oauth2/v2/auth',
        tokenUrl: 'http://127.0.0.1:4410/token',
        revokeUrl: 'http://127.0.0.1:4410/revoke',
        apiBaseUrl: 'http://127.0.0.1:4410',
      },
      wearablesSyncConcurrency: 8,
      wearablesSyncLeaseMs: 30_000,
      leaderboardSnapshotMaxAgeMs: 5_000,
      ai: {
        baseUrl: 'http://127.0.0.1:11434/v1',
        apiKey: 'sk-local',
        model: 'llama3.2',
        dailyTokenBudget: 50_000,
        timeoutMs: 30_000,
      },
      passwordHashing: 'standard',
    });
  });

  it('uses an AI model only with AI_BASE_URL and AI_MODEL together', () => {
    expect(issuesOf({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' }).map((issue) => issue.variable)).toEqual(['AI_MODEL']);
    expect(issuesOf({ AI_MODEL: 'llama3.2' }).map((issue) => issue.variable)).toEqual(['AI_MODEL']);
    expect(issuesOf({ AI_BASE_URL: 'ftp://model', AI_MODEL: 'm' }).map((issue) => issue.variable)).toEqual([
      'AI_BASE_URL',
    ]);
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'm' }).ai).toMatchObject({
      apiKey: null,
      dailyTokenBudget: 200_000,
      timeoutMs: 20_000,
    });
  });

  it('syncs 20 wearable connections at once by default; the concurrency is a whole number from 1 to 500', () => {
    expect(loadConfig({ WEARABLES_SYNC_CONCURRENCY: '500' }).wearablesSyncConcurrency).toBe(500);
    expect(issuesOf({ WEARABLES_SYNC_CONCURRENCY: '0' }).map((issue) => issue.variable)).toEqual([
      'WEARABLES_SYNC_CONCURRENCY',
    ]);
    expect(issuesOf({ LEADERBOARD_SNAPSHOT_MAX_AGE_SECONDS: '0' }).map((issue) => issue.variable)).toEqual([
      'LEADERBOARD_SNAPSHOT_MAX_AGE_SECONDS',
    ]);
    expect(issuesOf({ WEARABLES_SYNC_LEASE_SECONDS: '2' }).map((issue) => issue.variable)).toEqual([
      'WEARABLES_SYNC_LEASE_SECONDS',
    ]);
    expect(issuesOf({ WEARABLES_SYNC_CONCURRENCY: 'many' }).map((issue) => issue.variable)).toEqual([
      'WEARABLES_SYNC_CONCURRENCY',
    ]);
  });

  it('turns demo mode off by default on PostgreSQL, and offers Fitbit only with both client credentials', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/openwell' }).wearablesDemoMode).toBe(false);
    expect(loadConfig({ WEARABLES_DEMO_MODE: 'false' }).wearablesDemoMode).toBe(false);
    expect(loadConfig({ GOOGLE_HEALTH_CLIENT_ID: 'id', GOOGLE_HEALTH_CLIENT_SECRET: 'secret' }).googleHealth).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      revokeUrl: 'https://oauth2.googleapis.com/revoke',
      apiBaseUrl: 'https://health.googleapis.com',
    });
    expect(issuesOf({ GOOGLE_HEALTH_CLIENT_ID: 'id' }).map((issue) => issue.variable)).toEqual([
      'GOOGLE_HEALTH_CLIENT_SECRET',
    ]);
    expect(issuesOf({ WEARABLES_DEMO_MODE: 'yes', GOOGLE_HEALTH_API_URL: 'ftp://x' }).map((i) => i.variable)).toEqual([
      'WEARABLES_DEMO_MODE',
      'GOOGLE_HEALTH_API_URL',
    ]);
  });

  it('derives PUBLIC_URL from PORT', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('resolves relative paths against INIT_CWD (where npm was started)', () => {
    const config = loadConfig({ INIT_CWD: '/home/me/openwell', DATA_DIR: './my-data', WEB_DIST_DIR: 'web/dist' });
    expect(config.dataDir).toBe('/home/me/openwell/my-data');
    expect(config.webDistDir).toBe('/home/me/openwell/web/dist');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', ENCRYPTION_KEY: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      encryptionKey: undefined,
    });
  });

  it('rejects a non-SMTP mail URL, a malformed origin list and a short AUTH_SECRET', () => {
    expect(
      issuesOf({
        SMTP_URL: 'http://smtp.example.com',
        ALLOWED_ORIGINS: 'https://ok.example.com,https://x.example.com/path',
        AUTH_SECRET: 'short',
      }),
    ).toEqual([
      { variable: 'SMTP_URL', problem: 'must be an smtp:// or smtps:// URL' },
      {
        variable: 'ALLOWED_ORIGINS',
        problem: 'must be a comma-separated list of origins such as https://app.example.com or capacitor://localhost',
      },
      { variable: 'AUTH_SECRET', problem: 'must be at least 32 characters' },
    ]);
  });

  it('resolves ENCRYPTION_KEY_FILE to an absolute path, and refuses it together with ENCRYPTION_KEY', () => {
    expect(loadConfig({ ENCRYPTION_KEY_FILE: '/run/credentials/openwell/key' }).encryptionKeyFile).toBe(
      '/run/credentials/openwell/key',
    );
    expect(loadConfig({ ENCRYPTION_KEY_FILE: 'keys/openwell.key', INIT_CWD: '/etc/openwell' }).encryptionKeyFile).toBe(
      '/etc/openwell/keys/openwell.key',
    );
    expect(
      issuesOf({ ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'), ENCRYPTION_KEY_FILE: '/run/key' }),
    ).toEqual([{ variable: 'ENCRYPTION_KEY_FILE', problem: 'set ENCRYPTION_KEY or ENCRYPTION_KEY_FILE, not both' }]);
  });

  it('accepts a base64 key', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ ENCRYPTION_KEY: key }).encryptionKey).toBe(key);
  });

  it('lists every problem at once, by variable', () => {
    const issues = issuesOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/db',
      LOG_LEVEL: 'loud',
      ENCRYPTION_KEY: 'too-short',
      PUBLIC_URL: 'wellness.example.com',
      NODE_ENV: 'staging',
    });
    expect(issues.map((issue) => issue.variable).sort()).toEqual(
      ['DATABASE_URL', 'ENCRYPTION_KEY', 'LOG_LEVEL', 'NODE_ENV', 'PORT', 'PUBLIC_URL'].sort(),
    );
    for (const issue of issues) expect(issue.problem.length).toBeGreaterThan(5);
    expect(issues.find((issue) => issue.variable === 'LOG_LEVEL')?.problem).toContain(
      'fatal, error, warn, info, debug, trace, silent',
    );
  });

  it('rejects a port out of range and a PUBLIC_URL with a path', () => {
    const issues = issuesOf({ PORT: '70000', PUBLIC_URL: 'https://example.com/app' });
    expect(issues.map((issue) => issue.variable).sort()).toEqual(['PORT', 'PUBLIC_URL']);
  });

  it('formats a readable message without secret values', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'x', DATABASE_URL: 'mysql://user:topsecret@db/x' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('The configuration is not valid:');
    expect(message).toMatch(/^ {2}- PORT: /m);
    expect(message).toMatch(/^ {2}- DATABASE_URL: /m);
    expect(message).not.toContain('topsecret');
  });
});
