import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import type { TEncryptionKeySource } from '@openwell/contracts';
import type { Logger } from './logger.ts';

/**
 * Authenticated encryption at rest: AES-256-GCM with a random 12-byte IV per message.
 *
 * Compact, versioned format (all parts base64url, no padding):
 *   v1.<iv>.<authTag>.<ciphertext>
 * An optional `context` string is bound as additional authenticated data (AAD), e.g. 'wearable-token:<userId>',
 * so a ciphertext copied to another row or purpose fails to decrypt.
 */
const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

/**
 * SHA-256, hex: how a random token is stored (sessions, device nonces, invitation and setup links, OAuth states),
 * so a copy of the database replays nothing. A fast hash is right for random secrets: there is nothing to guess.
 */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
export const KEY_FILE_NAME = 'encryption.key';

export class DecryptionError extends Error {
  constructor(message = 'The value could not be decrypted (wrong key, corrupted or tampered with).') {
    super(message);
    this.name = 'DecryptionError';
  }
}

function assertKey(key: Buffer): void {
  if (key.length !== KEY_BYTES) throw new Error(`The encryption key must be ${KEY_BYTES} bytes, got ${key.length}.`);
}

export function encrypt(plain: string, key: Buffer, context?: string): string {
  assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  if (context !== undefined) cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join('.');
}

export function decrypt(payload: string, key: Buffer, context?: string): string {
  assertKey(key);
  const parts = payload.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) throw new DecryptionError('Unknown encrypted value format.');
  const [, ivText = '', tagText = '', dataText = ''] = parts;
  const iv = Buffer.from(ivText, 'base64url');
  const tag = Buffer.from(tagText, 'base64url');
  const data = Buffer.from(dataText, 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new DecryptionError('Malformed encrypted value.');
  try {
    const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    if (context !== undefined) decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    throw new DecryptionError();
  }
}

const HEX_KEY = /^[0-9a-fA-F]{64}$/;
const BASE64_KEY = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** Parses a 32-byte key given as 64 hex characters or base64 (standard or url-safe). Returns null when invalid. */
export function parseEncryptionKey(value: string): Buffer | null {
  const text = value.trim();
  if (HEX_KEY.test(text)) return Buffer.from(text, 'hex');
  if (BASE64_KEY.test(text)) {
    const key = Buffer.from(text, text.includes('-') || text.includes('_') ? 'base64url' : 'base64');
    if (key.length === KEY_BYTES) return key;
  }
  return null;
}

export function generateEncryptionKey(): Buffer {
  return randomBytes(KEY_BYTES);
}

/**
 * Where the data key comes from: `environment` (ENCRYPTION_KEY), `key-file` (ENCRYPTION_KEY_FILE, outside DATA_DIR)
 * or `data-dir` (the key file in DATA_DIR, beside the database: a copy of that directory carries its own key).
 */
export type { TEncryptionKeySource };

export const ENCRYPTION_KEY_BESIDE_DATA_WARNING =
  'The encryption key is a file in DATA_DIR (encryption.key; ENCRYPTION_KEY is not set), beside the database, so a ' +
  'copy or backup of that directory carries its own key (and with it every encrypted value). Keep the key apart: ' +
  'set ENCRYPTION_KEY (or ENCRYPTION_KEY_FILE) from a secret store outside DATA_DIR and back it up separately ' +
  '(README, "Keeping the key apart").';

/** true when `file` lies inside `dir` (or is it). */
function isInside(file: string, dir: string): boolean {
  const path = relative(dir, file);
  return path === '' || (!path.startsWith('..') && !isAbsolute(path));
}

/** Where `loadEncryptionKey` takes the key from, for this configuration (no file is read). */
export function encryptionKeySource(config: {
  encryptionKey?: string | undefined;
  encryptionKeyFile?: string | undefined;
  dataDir: string;
}): TEncryptionKeySource {
  if (config.encryptionKey !== undefined) return 'environment';
  if (config.encryptionKeyFile !== undefined && !isInside(config.encryptionKeyFile, config.dataDir)) return 'key-file';
  return 'data-dir';
}

/**
 * The key for data at rest: `ENCRYPTION_KEY` when set; else the file ENCRYPTION_KEY_FILE (which must exist); else the
 * key file `DATA_DIR/encryption.key`, created with mode 0600 on first start and reused afterwards. Losing the key
 * makes encrypted data unreadable: back it up, apart from the database. In production a key beside the database is
 * warned about (here at start, and in the admin area).
 */
export async function loadEncryptionKey(
  config: {
    encryptionKey?: string | undefined;
    encryptionKeyFile?: string | undefined;
    dataDir: string;
    nodeEnv?: string;
  },
  logger?: Logger,
): Promise<Buffer> {
  if (config.encryptionKey !== undefined) {
    const key = parseEncryptionKey(config.encryptionKey);
    if (key === null) throw new Error('ENCRYPTION_KEY must be 32 bytes given as base64 or 64 hex characters.');
    return key;
  }
  if (config.nodeEnv === 'production' && encryptionKeySource(config) === 'data-dir') {
    logger?.warn(ENCRYPTION_KEY_BESIDE_DATA_WARNING);
  }
  if (config.encryptionKeyFile !== undefined) {
    const file = config.encryptionKeyFile;
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      throw new Error(`ENCRYPTION_KEY_FILE ${file} cannot be read: ${(error as Error).message}`, { cause: error });
    }
    const key = parseEncryptionKey(text);
    if (key === null) throw new Error(`ENCRYPTION_KEY_FILE ${file} does not hold a valid 32-byte key (base64 or hex).`);
    return key;
  }
  const file = join(config.dataDir, KEY_FILE_NAME);
  await mkdir(config.dataDir, { recursive: true });
  const created = generateEncryptionKey();
  try {
    await writeFile(file, `${created.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    await chmod(file, 0o600);
    logger?.info({ file }, 'created a new encryption key file; back it up together with the data');
    return created;
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  }
  const key = parseEncryptionKey(await readFile(file, 'utf8'));
  if (key === null) throw new Error(`The key file ${file} does not hold a valid 32-byte key (base64 or hex).`);
  const { mode } = await stat(file);
  if ((mode & 0o077) !== 0) {
    logger?.warn(
      { file, mode: (mode & 0o777).toString(8) },
      'the encryption key file is readable by other users; run chmod 600',
    );
  }
  return key;
}
