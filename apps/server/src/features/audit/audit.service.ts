import type { AppExecutor } from '../../db/client.ts';
import { insertAuditRow, insertAuditRows, selectAuditRows, type AuditLogQuery } from './audit.repo.ts';
import type { AuditLogRow } from './audit.tables.ts';

// The actions are declared in the contracts (the admin area filters and translates them).
export { AUDIT_ACTIONS, type TAuditAction } from '@openwell/contracts';
import type { TAuditAction } from '@openwell/contracts';

export type TAuditEntry = {
  action: TAuditAction;
  actorUserId?: string | null;
  subjectUserId?: string | null;
  companyId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  metadata?: Record<string, unknown>;
};

export type TAuditRecord = AuditLogRow;

export const USER_AGENT_MAX_LENGTH = 512;
const IP_MAX_LENGTH = 100;
const METADATA_MAX_DEPTH = 5;
const STRING_MAX_LENGTH = 1000;

// Keys whose values are secrets, whatever the caller meant: passwords, tokens, secrets, cookies, one-time and
// verification codes. Compared lower-cased without `_`/`-`, so `new_password`, `resetToken`, `totp-code` match.
// Plain identifiers that merely end in "code" (companyCode, countryCode) are kept: they are what an audit is for.
const SECRET_KEY_PATTERN =
  /pass(word|wd|phrase)|secret|token|cookie|authori[sz]ation|apikey|privatekey|^t?otp|otp$|hash$|salt$/;
const SECRET_CODE_PATTERN =
  /^(code|codes|(verification|reset|backup|recovery|twofactor|mfa|auth|setup|login|otp)codes?)$/;

export function isSecretKey(key: string): boolean {
  const normalized = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  return SECRET_KEY_PATTERN.test(normalized) || SECRET_CODE_PATTERN.test(normalized);
}

function sanitizeValue(value: unknown, depth: number): unknown {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value.length > STRING_MAX_LENGTH ? value.slice(0, STRING_MAX_LENGTH) : value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (depth >= METADATA_MAX_DEPTH) return null;
  if (Array.isArray(value)) return value.map((item) => sanitizeValue(item, depth + 1));
  if (typeof value === 'object') return sanitizeObject(value as Record<string, unknown>, depth + 1);
  return null; // functions, symbols, undefined
}

function sanitizeObject(input: Record<string, unknown>, depth: number): Record<string, unknown> {
  const output: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || isSecretKey(key)) continue;
    output[key] = sanitizeValue(value, depth);
  }
  return output;
}

/** Metadata as stored: JSON-safe, bounded, and without any key that names a secret (at any depth). */
export function sanitizeAuditMetadata(metadata: Record<string, unknown> | undefined): Record<string, unknown> {
  return metadata ? sanitizeObject(metadata, 0) : {};
}

function truncate(value: string | null | undefined, max: number): string | null {
  if (value === null || value === undefined || value === '') return null;
  return value.length > max ? value.slice(0, max) : value;
}

/**
 * Appends one audit row. Pass the transaction (`tx`) when the audited change happens in one, so the row commits or
 * rolls back with it. Never pass passwords, tokens or codes: keys naming them are removed anyway.
 */
export async function recordAudit(executor: AppExecutor, entry: TAuditEntry): Promise<void> {
  await insertAuditRow(executor, toAuditRow(entry));
}

/** Many rows at once (batch imports), each as recordAudit would write it. */
export async function recordAudits(executor: AppExecutor, entries: readonly TAuditEntry[]): Promise<void> {
  await insertAuditRows(executor, entries.map(toAuditRow));
}

function toAuditRow(entry: TAuditEntry) {
  return {
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    subjectUserId: entry.subjectUserId ?? null,
    companyId: entry.companyId ?? null,
    ip: truncate(entry.ip, IP_MAX_LENGTH),
    userAgent: truncate(entry.userAgent, USER_AGENT_MAX_LENGTH),
    metadata: sanitizeAuditMetadata(entry.metadata),
  };
}

export const AUDIT_LIST_MAX_LIMIT = 500;

/** Audit rows matching every given filter (subject user, actor, company, action), newest first. */
export async function listAuditLog(
  executor: AppExecutor,
  query: Omit<AuditLogQuery, 'limit'> & { limit?: number },
): Promise<TAuditRecord[]> {
  const limit = Math.min(Math.max(1, Math.trunc(query.limit ?? 100)), AUDIT_LIST_MAX_LIMIT);
  return selectAuditRows(executor, { ...query, limit });
}
