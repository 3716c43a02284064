import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { parseEncryptionKey } from './lib/crypto.ts';
import type { LogLevel } from './lib/logger.ts';
import { repoRoot } from './lib/paths.ts';

const LOG_LEVELS = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
] as const satisfies readonly LogLevel[];
const NODE_ENVS = ['development', 'production', 'test'] as const;

/** An origin: scheme://host[:port] without path, query or fragment (e.g. capacitor://localhost). */
function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    url.host !== '' && ['', '/'].includes(url.pathname) && url.search === '' && url.hash === '' && !value.endsWith('/')
  );
}

function isUrlWithProtocol(value: string, protocols: readonly string[]): boolean {
  if (!URL.canParse(value)) return false;
  return protocols.includes(new URL(value).protocol);
}

/** The server's environment. Every variable is documented in the README's configuration table. */
const ZEnvSchema = z
  .object({
    PORT: z
      .string()
      .regex(/^\d+$/, 'must be a whole number between 0 and 65535')
      .transform(Number)
      .refine((port) => port <= 65535, 'must be a whole number between 0 and 65535')
      .default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().optional(),
    DATABASE_URL: z
      .string()
      .refine(
        (value) => isUrlWithProtocol(value, ['postgres:', 'postgresql:']),
        'must be a postgres:// or postgresql:// URL',
      )
      .optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    ENCRYPTION_KEY: z
      .string()
      .refine((value) => parseEncryptionKey(value) !== null, 'must be 32 bytes given as base64 or as 64 hex characters')
      .optional(),
    ENCRYPTION_KEY_FILE: z.string().optional(),
    PUBLIC_URL: z
      .string()
      .refine((value) => isUrlWithProtocol(value, ['http:', 'https:']), 'must be an http:// or https:// URL')
      .refine(
        (value) => !URL.canParse(value) || ['', '/'].includes(new URL(value).pathname),
        'must be an origin without a path, e.g. https://wellness.example.com',
      )
      .optional(),
    NODE_ENV: z.enum(NODE_ENVS, { error: `must be one of ${NODE_ENVS.join(', ')}` }).default('development'),
    WEB_DIST_DIR: z.string().optional(),
    SMTP_URL: z
      .string()
      .refine((value) => isUrlWithProtocol(value, ['smtp:', 'smtps:']), 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().trim().min(3).max(320).default('OpenWell <no-reply@localhost>'),
    ALLOWED_ORIGINS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter((origin) => origin !== ''),
      )
      .refine(
        (origins) => origins.every((origin) => isOrigin(origin)),
        'must be a comma-separated list of origins such as https://app.example.com or capacitor://localhost',
      )
      .optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    DEMO_COMPANY_CODE: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{4,32}$/, 'must be 4 to 32 letters, digits or dashes')
      .optional(),
    ADMIN_SETUP_TOKEN: z.string().min(24, 'must be at least 24 characters').max(256).optional(),
    TRUST_PROXY: z
      .string()
      .trim()
      .transform((value): boolean | number | string[] => {
        if (value === '' || value === 'false') return false;
        if (value === 'true') return true;
        if (/^\d+$/.test(value)) return Number(value);
        return value
          .split(',')
          .map((entry) => entry.trim())
          .filter((entry) => entry !== '');
      })
      .refine(
        (value) => typeof value !== 'object' || value.every((entry) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry)),
        'must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses/CIDRs',
      )
      .optional(),
    // Wearables (issue 9)
    WEARABLES_DEMO_MODE: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
    GOOGLE_HEALTH_CLIENT_ID: z.string().trim().min(1).optional(),
    GOOGLE_HEALTH_CLIENT_SECRET: z.string().trim().min(1).optional(),
    GOOGLE_OAUTH_AUTHORIZE_URL: httpUrl().default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_OAUTH_TOKEN_URL: httpUrl().default('https://oauth2.googleapis.com/token'),
    GOOGLE_OAUTH_REVOKE_URL: httpUrl().default('https://oauth2.googleapis.com/revoke'),
    GOOGLE_HEALTH_API_URL: httpUrl().default('https://health.googleapis.com'),
    WEARABLES_SYNC_CONCURRENCY: z
      .string()
      .regex(/^\d+$/, 'must be a whole number between 1 and 500')
      .transform(Number)
      .refine((value) => value >= 1 && value <= 500, 'must be a whole number between 1 and 500')
      .default(20),
    WEARABLES_SYNC_LEASE_SECONDS: z
      .string()
      .regex(/^\d+$/, 'must be a whole number of seconds between 3 and 600')
      .transform(Number)
      .refine((value) => value >= 3 && value <= 600, 'must be a whole number of seconds between 3 and 600')
      .default(90),
    LEADERBOARD_SNAPSHOT_MAX_AGE_SECONDS: z
      .string()
      .regex(/^\d+$/, 'must be a whole number of seconds between 1 and 86400')
      .transform(Number)
      .refine((value) => value >= 1 && value <= 86_400, 'must be a whole number of seconds between 1 and 86400')
      .default(900),
    // AI coach (issue 13): an OpenAI-compatible model server; without AI_BASE_URL the built-in engine answers.
    AI_BASE_URL: httpUrl().optional(),
    AI_API_KEY: z.string().trim().min(1).optional(),
    AI_MODEL: z.string().trim().min(1).optional(),
    AI_DAILY_TOKEN_BUDGET: z
      .string()
      .regex(/^\d+$/, 'must be a whole number of tokens')
      .transform(Number)
      .default(200_000),
    AI_TIMEOUT_SECONDS: z
      .string()
      .regex(/^\d+$/, 'must be a whole number of seconds between 1 and 300')
      .transform(Number)
      .refine((value) => value >= 1 && value <= 300, 'must be a whole number of seconds between 1 and 300')
      .default(20),
    // Tests only (ADR 006): password hashes with a cheap scrypt cost, so the suite does not spend most of its CPU
    // on hashing. Refused outside NODE_ENV=test.
    TEST_FAST_PASSWORD_HASHING: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  })
  .refine((env) => !env.TEST_FAST_PASSWORD_HASHING || env.NODE_ENV === 'test', {
    path: ['TEST_FAST_PASSWORD_HASHING'],
    message: 'is for tests only: it needs NODE_ENV=test',
  })
  .refine((env) => (env.AI_BASE_URL === undefined) === (env.AI_MODEL === undefined), {
    path: ['AI_MODEL'],
    message: 'AI_BASE_URL and AI_MODEL go together',
  })
  .refine((env) => (env.GOOGLE_HEALTH_CLIENT_ID === undefined) === (env.GOOGLE_HEALTH_CLIENT_SECRET === undefined), {
    path: ['GOOGLE_HEALTH_CLIENT_SECRET'],
    message: 'GOOGLE_HEALTH_CLIENT_ID and GOOGLE_HEALTH_CLIENT_SECRET go together',
  })
  .refine((env) => env.ENCRYPTION_KEY === undefined || env.ENCRYPTION_KEY_FILE === undefined, {
    path: ['ENCRYPTION_KEY_FILE'],
    message: 'set ENCRYPTION_KEY or ENCRYPTION_KEY_FILE, not both',
  });

/** An http(s) URL (a provider's endpoint). */
function httpUrl() {
  return z
    .string()
    .refine((value) => isUrlWithProtocol(value, ['http:', 'https:']), 'must be an http:// or https:// URL');
}

/** The Google Health API (shown as Fitbit): offered only with client credentials. */
export type TGoogleHealthSettings = {
  clientId: string;
  clientSecret: string;
  /** `https://accounts.google.com/o/oauth2/v2/auth` */
  authorizeUrl: string;
  /** `https://oauth2.googleapis.com/token` */
  tokenUrl: string;
  /** `https://oauth2.googleapis.com/revoke` */
  revokeUrl: string;
  /** `https://health.googleapis.com`, without a trailing slash (paths start with /v4/) */
  apiBaseUrl: string;
};

/** The OpenAI-compatible model server of the AI coach (chat completions, streamed). */
export type TAiSettings = {
  /** e.g. `http://127.0.0.1:11434/v1` (Ollama), without a trailing slash; requests go to `<baseUrl>/chat/completions`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` when set. */
  apiKey: string | null;
  model: string;
  /** Tokens the whole installation may spend on the model per UTC day; then the built-in engine answers. */
  dailyTokenBudget: number;
  /** How long to wait for the first token (and between tokens) before giving up. */
  timeoutMs: number;
};

export type TConfig = {
  port: number;
  host: string;
  /** Absolute path; holds the PGlite database, its lock and the encryption key file. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of PGlite. */
  databaseUrl: string | undefined;
  logLevel: LogLevel;
  /** Raw ENCRYPTION_KEY (validated); when absent (and no ENCRYPTION_KEY_FILE) the key file in dataDir is used. */
  encryptionKey: string | undefined;
  /**
   * ENCRYPTION_KEY_FILE as an absolute path: a key file kept apart from the data (a secret store's file, a systemd
   * credential). It must exist; it is never created.
   */
  encryptionKeyFile: string | undefined;
  /** Externally visible origin without trailing slash, e.g. https://wellness.example.com */
  publicUrl: string;
  nodeEnv: (typeof NODE_ENVS)[number];
  /** Absolute path of the built web app. */
  webDistDir: string;
  /** smtp:// or smtps:// URL; unset: mail goes to the outbox (and the development mailbox). */
  smtpUrl: string | undefined;
  /** From header of outgoing mail. */
  mailFrom: string;
  /** Extra trusted origins (besides PUBLIC_URL) for CSRF checks and Better Auth, e.g. capacitor://localhost. */
  allowedOrigins: string[];
  /** Overrides the Better Auth secret that is otherwise derived from the encryption key. */
  authSecret: string | undefined;
  /** Company code for the demo company seeded into an empty database; random when unset. */
  demoCompanyCode: string | undefined;
  /** Fixed first-admin setup token (automated installs, tests); random per start when unset. */
  adminSetupToken: string | undefined;
  /**
   * Which reverse proxies to trust for X-Forwarded-For (Fastify `trustProxy`): false (default, the socket
   * address is the client), true, a hop count, or proxy addresses/CIDRs. Rate limits key on the client address.
   */
  trustProxy: boolean | number | string[];
  /** Demo mode ("Sync mock data"): on by default on the embedded database, off by default with DATABASE_URL. */
  wearablesDemoMode: boolean;
  /** null: no client credentials, Fitbit is not offered. */
  googleHealth: TGoogleHealthSettings | null;
  /** Connections the scheduled wearable sync works at once in one server process. */
  wearablesSyncConcurrency: number;
  /** How long a sync holds its connection without renewing (a sync cut off by a crash blocks it this long). */
  wearablesSyncLeaseMs: number;
  /** A leaderboard snapshot older than this is recomputed by the request that finds it (the job refreshes it every 5 min). */
  leaderboardSnapshotMaxAgeMs: number;
  /** null: no model configured, the coach's built-in engine answers (the default, offline). */
  ai: TAiSettings | null;
  /**
   * 'standard': Better Auth's scrypt (N=16384, r=16). 'fast-for-tests': the same format with a cheap cost, only with
   * NODE_ENV=test and TEST_FAST_PASSWORD_HASHING=true (ADR 006).
   */
  passwordHashing: 'standard' | 'fast-for-tests';
};

export type ConfigIssue = { variable: string; problem: string };

export class ConfigError extends Error {
  readonly issues: ConfigIssue[];

  constructor(issues: ConfigIssue[]) {
    super(
      ['The configuration is not valid:', ...issues.map((issue) => `  - ${issue.variable}: ${issue.problem}`)].join(
        '\n',
      ),
    );
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

type Env = Record<string, string | undefined>;

/** Parses the environment once at boot. Throws a ConfigError listing every problem. */
export function loadConfig(env: Env = process.env): TConfig {
  // An empty variable (`PORT=`) means "not set", as in most tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = ZEnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? '(environment)'),
        problem: issue.message,
      })),
    );
  }
  const values = parsed.data;
  // npm runs workspace scripts inside the workspace folder; INIT_CWD is where the user typed the command.
  const baseDir = env.INIT_CWD || process.cwd();
  const resolvePath = (value: string | undefined, fallback: string): string =>
    value === undefined ? fallback : isAbsolute(value) ? value : resolve(baseDir, value);

  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: resolvePath(values.DATA_DIR, join(repoRoot, 'data')),
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    encryptionKey: values.ENCRYPTION_KEY,
    encryptionKeyFile:
      values.ENCRYPTION_KEY_FILE === undefined ? undefined : resolvePath(values.ENCRYPTION_KEY_FILE, ''),
    publicUrl: values.PUBLIC_URL === undefined ? `http://localhost:${values.PORT}` : new URL(values.PUBLIC_URL).origin,
    nodeEnv: values.NODE_ENV,
    webDistDir: resolvePath(values.WEB_DIST_DIR, join(repoRoot, 'apps', 'web', 'dist')),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    allowedOrigins: values.ALLOWED_ORIGINS ?? [],
    authSecret: values.AUTH_SECRET,
    demoCompanyCode: values.DEMO_COMPANY_CODE,
    adminSetupToken: values.ADMIN_SETUP_TOKEN,
    trustProxy: values.TRUST_PROXY ?? false,
    wearablesDemoMode: values.WEARABLES_DEMO_MODE ?? values.DATABASE_URL === undefined,
    googleHealth:
      values.GOOGLE_HEALTH_CLIENT_ID && values.GOOGLE_HEALTH_CLIENT_SECRET
        ? {
            clientId: values.GOOGLE_HEALTH_CLIENT_ID,
            clientSecret: values.GOOGLE_HEALTH_CLIENT_SECRET,
            authorizeUrl: values.GOOGLE_OAUTH_AUTHORIZE_URL,
            tokenUrl: values.GOOGLE_OAUTH_TOKEN_URL,
            revokeUrl: values.GOOGLE_OAUTH_REVOKE_URL,
            apiBaseUrl: values.GOOGLE_HEALTH_API_URL.replace(/\/$/, ''),
          }
        : null,
    wearablesSyncConcurrency: values.WEARABLES_SYNC_CONCURRENCY,
    wearablesSyncLeaseMs: values.WEARABLES_SYNC_LEASE_SECONDS * 1000,
    leaderboardSnapshotMaxAgeMs: values.LEADERBOARD_SNAPSHOT_MAX_AGE_SECONDS * 1000,
    ai:
      values.AI_BASE_URL && values.AI_MODEL
        ? {
            baseUrl: values.AI_BASE_URL.replace(/\/$/, ''),
            apiKey: values.AI_API_KEY ?? null,
            model: values.AI_MODEL,
            dailyTokenBudget: values.AI_DAILY_TOKEN_BUDGET,
            timeoutMs: values.AI_TIMEOUT_SECONDS * 1000,
          }
        : null,
    passwordHashing: values.TEST_FAST_PASSWORD_HASHING ? 'fast-for-tests' : 'standard',
  };
}
