import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generateEncryptionKey } from '../src/lib/crypto.ts';
import { createCompany, request, signUp, withRole } from './helpers/accounts-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/**
 * GET /api/admin/system-status, the encryption key (issue 22): in production without ENCRYPTION_KEY the key is the
 * file in DATA_DIR, beside the database, and the admin area is told so (besideData), as it is told about missing SMTP.
 */

const PUBLIC_URL = 'https://wellness.example.com';

describe('GET /api/admin/system-status: the encryption key', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  async function statusWith(env: Record<string, string>) {
    t = await buildTestApp({ env: { PUBLIC_URL, ...env } });
    const company = await createCompany(t.database);
    const admin = await withRole(t.app, PUBLIC_URL, t.database, await signUp(t.app, PUBLIC_URL, company), 'admin');
    const answer = await request(t.app, PUBLIC_URL, { method: 'GET', url: '/api/admin/system-status', session: admin });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().encryptionKey;
  }

  it('in production without ENCRYPTION_KEY: the key sits beside the database', async () => {
    expect(await statusWith({ NODE_ENV: 'production' })).toEqual({ source: 'data-dir', besideData: true });
  });

  it('in production with ENCRYPTION_KEY: kept apart', async () => {
    const key = generateEncryptionKey().toString('base64');
    expect(await statusWith({ NODE_ENV: 'production', ENCRYPTION_KEY: key })).toEqual({
      source: 'environment',
      besideData: false,
    });
  });

  it('in production with ENCRYPTION_KEY_FILE outside DATA_DIR: kept apart', async () => {
    const dir = join(tmpdir(), `openwell-key-${process.pid}-${Date.now()}`);
    await mkdir(dir, { recursive: true });
    const file = join(dir, 'openwell.key');
    await writeFile(file, generateEncryptionKey().toString('base64'));
    try {
      expect(await statusWith({ NODE_ENV: 'production', ENCRYPTION_KEY_FILE: file })).toEqual({
        source: 'key-file',
        besideData: false,
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('outside production the key file in DATA_DIR is no warning', async () => {
    expect(await statusWith({ NODE_ENV: 'test' })).toEqual({ source: 'data-dir', besideData: false });
  });
});
