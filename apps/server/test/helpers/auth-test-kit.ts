import type { TRole } from '@openwell/contracts';
import { hashPassword } from 'better-auth/crypto';
import type { LightMyRequestResponse } from 'fastify';
import { TOTP, URI } from 'otpauth';
import type { AppInstance } from '../../src/app.ts';
import type { TConfig } from '../../src/config.ts';
import { buildTestApp, type TestApp, type TestAppOptions } from './build-test-app.ts';
import type { Database } from '../../src/db/client.ts';
import { authAccounts, users } from '../../src/features/auth/auth.tables.ts';
import { testPasswordHashing } from '../../src/features/auth/test-password-hashing.ts';
import { newestOutboxMail } from './outbox.ts';
import { send, signedOut, type ApiSession } from './api-client.ts';

export const ORIGIN = 'http://localhost:3000';
export const GOOD_PASSWORD = 'Violet-Harbor-Lantern-42';

/** The test apps' password hashing (buildTestApp sets TEST_FAST_PASSWORD_HASHING). */
const testHashing = testPasswordHashing({ passwordHashing: 'fast-for-tests', nodeEnv: 'test' })!;

/**
 * Inserts an account the way createCredentialUser does (credential account, scrypt hash). The hash is the test apps'
 * cheap one; an app built with another NODE_ENV than 'test' hashes like production: pass its config's passwordHashing.
 */
export async function insertUser(
  database: Database,
  input: {
    email: string;
    password?: string;
    role?: TRole;
    language?: string;
    passwordHashing?: TConfig['passwordHashing'];
  },
): Promise<string> {
  const hash = input.passwordHashing === 'standard' ? hashPassword : testHashing.hash;
  const [user] = await database.db
    .insert(users)
    .values({ name: input.email, email: input.email, role: input.role ?? 'employee', language: input.language ?? 'en' })
    .returning({ id: users.id });
  await database.db.insert(authAccounts).values({
    accountId: user!.id,
    providerId: 'credential',
    userId: user!.id,
    password: await hash(input.password ?? GOOD_PASSWORD),
  });
  return user!.id;
}

/** A browser of the auth tests: a session of the test client (api-client.ts) from a fixed address, at ORIGIN. */
export type Client = ApiSession & { ip: string };

export function newClient(ip = '127.0.0.1', origin = ORIGIN): Client {
  return { ...signedOut(origin), ip };
}

/** A POST as the client's browser (for Better Auth's paths and malformed input; else callEndpoint). */
export function post(
  app: AppInstance,
  client: ApiSession,
  url: string,
  payload: unknown = {},
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return send(app, client, { method: 'POST', url, payload, headers });
}

export function get(
  app: AppInstance,
  client: ApiSession,
  url: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return send(app, client, { method: 'GET', url, headers });
}

export function signIn(app: AppInstance, client: Client, email: string, password: string) {
  return post(app, client, '/api/auth/sign-in/email', { email, password });
}

/**
 * An authenticator app, independent of the product's code: `otpauth` reads the otpauth:// URI the
 * server hands out (the base32 key, SHA1, 6 digits, 30-second period) and computes RFC 6238 codes.
 */
export type Authenticator = TOTP;

/** The authenticator for an otpauth:// URI, as an app that scanned its QR code would be set up. */
export function authenticatorFromUri(uri: string): Authenticator {
  const parsed = URI.parse(uri);
  if (!(parsed instanceof TOTP)) throw new Error(`not a TOTP URI: ${uri}`);
  return parsed;
}

/** The code at step `offset` from the step of `nowMs` (0 = the current step, -1 the one before). */
export function totpCode(authenticator: Authenticator, offset = 0, nowMs = Date.now()): string {
  return authenticator.generate({ timestamp: nowMs + offset * authenticator.period * 1000 });
}

/** Waits until the next step begins when the current one ends within `marginMs` (by the system clock). */
async function awayFromStepEnd(authenticator: Authenticator, marginMs = 3000): Promise<void> {
  const periodMs = authenticator.period * 1000;
  const left = periodMs - (Date.now() % periodMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** A 6-digit code that is none of the codes accepted now (the previous, current and next step). */
export function wrongTotpCode(authenticator: Authenticator): string {
  const accepted = new Set([-1, 0, 1].map((offset) => totpCode(authenticator, offset)));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!accepted.has(candidate)) return candidate;
  }
}

/** Enrols TOTP for the signed-in client (enable + confirm with a code); returns the authenticator, URI and backup codes. */
export async function enrolTotp(
  app: AppInstance,
  client: Client,
  password: string,
): Promise<{ key: Authenticator; totpURI: string; backupCodes: string[] }> {
  const enable = await post(app, client, '/api/auth/two-factor/enable', { password });
  if (enable.statusCode !== 200) throw new Error(`enable failed: ${enable.statusCode} ${enable.body}`);
  const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
  const key = authenticatorFromUri(totpURI);
  // The step before the current one (the test may then use the current and the next; steps only move forward). Near a
  // step's end it would be two steps old by the time the server checks it on a busy machine: wait for the next step.
  await awayFromStepEnd(key);
  const confirm = await post(app, client, '/api/auth/two-factor/verify-totp', { code: totpCode(key, -1) });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.statusCode} ${confirm.body}`);
  return { key, totpURI, backupCodes };
}

/** buildTestApp with PUBLIC_URL = ORIGIN, so requests carrying ORIGIN pass the CSRF/origin checks. */
export function buildAuthTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  return buildTestApp({ ...options, env: { PUBLIC_URL: ORIGIN, ...options.env } });
}

/** The link of the newest reset mail to `email`; the mail is written after the answer, so this waits for it. */
export async function resetLinkFor(t: TestApp, email: string): Promise<URL> {
  const text = (await newestOutboxMail(t, email))?.textBody ?? '';
  const link = text.match(/https?:\/\/\S+reset-password\?token=\S+/)?.[0];
  if (!link) throw new Error(`no reset link in: ${text}`);
  return new URL(link);
}
