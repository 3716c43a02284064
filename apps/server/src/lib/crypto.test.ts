import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  decrypt,
  DecryptionError,
  encrypt,
  ENCRYPTION_KEY_BESIDE_DATA_WARNING,
  encryptionKeySource,
  generateEncryptionKey,
  KEY_FILE_NAME,
  loadEncryptionKey,
  parseEncryptionKey,
} from './crypto.ts';

describe('encrypt / decrypt', () => {
  const key = generateEncryptionKey();

  it('round-trips text, including empty and non-ASCII', () => {
    for (const plain of ['', 'refresh-token-123', 'Grüezi 👋 — ça va?', 'x'.repeat(10_000)]) {
      expect(decrypt(encrypt(plain, key), key)).toBe(plain);
    }
  });

  it('uses a versioned compact format with a fresh IV each time', () => {
    const a = encrypt('same', key);
    const b = encrypt('same', key);
    expect(a).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]*$/);
    expect(a).not.toBe(b);
  });

  it('detects tampering with the ciphertext, the tag or the IV', () => {
    const payload = encrypt('balance=100', key);
    const [version, iv, tag, data] = payload.split('.') as [string, string, string, string];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString('base64url');
    };
    for (const tampered of [
      [version, iv, tag, flip(data)],
      [version, iv, flip(tag), data],
      [version, flip(iv), tag, data],
    ]) {
      expect(() => decrypt(tampered.join('.'), key)).toThrow(DecryptionError);
    }
  });

  it('fails with another key', () => {
    expect(() => decrypt(encrypt('secret', key), generateEncryptionKey())).toThrow(DecryptionError);
  });

  it('binds an optional context (AAD)', () => {
    const payload = encrypt('token', key, 'wearable-token:user-1');
    expect(decrypt(payload, key, 'wearable-token:user-1')).toBe('token');
    expect(() => decrypt(payload, key, 'wearable-token:user-2')).toThrow(DecryptionError);
    expect(() => decrypt(payload, key)).toThrow(DecryptionError);
  });

  it('rejects malformed input and unknown versions', () => {
    for (const bad of ['', 'v1.a.b', 'v2.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AA', 'plain text']) {
      expect(() => decrypt(bad, key)).toThrow(DecryptionError);
    }
  });

  it('refuses keys of the wrong size', () => {
    expect(() => encrypt('x', Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});

describe('parseEncryptionKey', () => {
  it('accepts 64 hex characters and 32-byte base64 or base64url', () => {
    const raw = generateEncryptionKey();
    expect(parseEncryptionKey(raw.toString('hex'))?.equals(raw)).toBe(true);
    expect(parseEncryptionKey(raw.toString('base64'))?.equals(raw)).toBe(true);
    expect(parseEncryptionKey(raw.toString('base64url'))?.equals(raw)).toBe(true);
    expect(parseEncryptionKey(` ${raw.toString('hex')}\n`)?.equals(raw)).toBe(true);
  });

  it('rejects everything else', () => {
    for (const bad of [
      '',
      'abc',
      'zz'.repeat(32),
      Buffer.alloc(16).toString('base64'),
      Buffer.alloc(33).toString('base64'),
    ]) {
      expect(parseEncryptionKey(bad)).toBeNull();
    }
  });
});

describe('loadEncryptionKey', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = join(await mkdtemp(join(tmpdir(), 'openwell-key-')), 'data');
  });
  afterEach(async () => {
    await rm(join(dataDir, '..'), { recursive: true, force: true });
  });

  it('uses ENCRYPTION_KEY when set and writes no file', async () => {
    const raw = generateEncryptionKey();
    const key = await loadEncryptionKey({ encryptionKey: raw.toString('hex'), dataDir });
    expect(key.equals(raw)).toBe(true);
    await expect(stat(join(dataDir, KEY_FILE_NAME))).rejects.toThrow();
  });

  it('creates the key file with mode 0600 on first start and reuses it', async () => {
    const first = await loadEncryptionKey({ encryptionKey: undefined, dataDir });
    const file = join(dataDir, KEY_FILE_NAME);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(parseEncryptionKey(await readFile(file, 'utf8'))?.equals(first)).toBe(true);
    const second = await loadEncryptionKey({ encryptionKey: undefined, dataDir });
    expect(second.equals(first)).toBe(true);
  });

  it('refuses a broken key file instead of silently replacing it', async () => {
    await loadEncryptionKey({ encryptionKey: undefined, dataDir });
    await writeFile(join(dataDir, KEY_FILE_NAME), 'not a key');
    await expect(loadEncryptionKey({ encryptionKey: undefined, dataDir })).rejects.toThrow(/does not hold a valid/);
  });

  describe('kept apart from the data (issue 22)', () => {
    function capture() {
      const lines: Array<{ level: number; msg: string }> = [];
      const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
      return { logger, lines };
    }
    const warnings = (lines: Array<{ level: number; msg: string }>) =>
      lines.filter((line) => line.level === 40 && line.msg === ENCRYPTION_KEY_BESIDE_DATA_WARNING);

    it('warns at start in production when the key is the file beside the database, naming DATA_DIR', async () => {
      const { logger, lines } = capture();
      await loadEncryptionKey({ encryptionKey: undefined, dataDir, nodeEnv: 'production' }, logger);
      expect(warnings(lines)).toHaveLength(1);
      expect(ENCRYPTION_KEY_BESIDE_DATA_WARNING).toMatch(/DATA_DIR.*ENCRYPTION_KEY/s);
      expect(encryptionKeySource({ dataDir })).toBe('data-dir');
    });

    it('does not warn with ENCRYPTION_KEY, nor outside production', async () => {
      const { logger, lines } = capture();
      const raw = generateEncryptionKey().toString('base64');
      await loadEncryptionKey({ encryptionKey: raw, dataDir, nodeEnv: 'production' }, logger);
      await loadEncryptionKey({ encryptionKey: undefined, dataDir, nodeEnv: 'development' }, logger);
      expect(warnings(lines)).toEqual([]);
      expect(encryptionKeySource({ encryptionKey: raw, dataDir })).toBe('environment');
    });

    it('reads ENCRYPTION_KEY_FILE outside DATA_DIR without a warning, and creates nothing', async () => {
      const outside = join(dataDir, '..', 'secrets', 'openwell.key');
      await mkdir(join(outside, '..'), { recursive: true });
      const raw = generateEncryptionKey();
      await writeFile(outside, `${raw.toString('hex')}\n`, { mode: 0o600 });
      const { logger, lines } = capture();
      const config = { encryptionKey: undefined, encryptionKeyFile: outside, dataDir, nodeEnv: 'production' };
      expect((await loadEncryptionKey(config, logger)).equals(raw)).toBe(true);
      expect(warnings(lines)).toEqual([]);
      expect(encryptionKeySource(config)).toBe('key-file');
      await expect(stat(join(dataDir, KEY_FILE_NAME))).rejects.toThrow();
    });

    it('refuses a missing or broken ENCRYPTION_KEY_FILE, and warns about one inside DATA_DIR', async () => {
      const missing = join(dataDir, '..', 'nowhere.key');
      await expect(loadEncryptionKey({ encryptionKeyFile: missing, dataDir })).rejects.toThrow(/cannot be read/);
      await writeFile(missing, 'not a key');
      await expect(loadEncryptionKey({ encryptionKeyFile: missing, dataDir })).rejects.toThrow(/does not hold a valid/);

      const inside = join(dataDir, 'keys', 'openwell.key');
      await mkdir(join(inside, '..'), { recursive: true });
      await writeFile(inside, generateEncryptionKey().toString('base64'));
      const { logger, lines } = capture();
      await loadEncryptionKey({ encryptionKeyFile: inside, dataDir, nodeEnv: 'production' }, logger);
      expect(warnings(lines)).toHaveLength(1);
      expect(encryptionKeySource({ encryptionKeyFile: inside, dataDir })).toBe('data-dir');
    });
  });
});
