import {
  AUDIT_LOG_PAGE_SIZE,
  type TAuditAction,
  type TAuditLogEntry,
  type TAuditLogQuery,
  type TAuditLogResponse,
} from '@openwell/contracts';
import type { AppExecutor, Database } from '../../db/client.ts';
import {
  countAuditRows,
  insertAuditRow,
  insertAuditRows,
  selectAuditPage,
  selectAuditRows,
  type AuditLogFilters,
  type AuditLogQuery,
} from './audit.repo.ts';
import type { AuditLogRow } from './audit.tables.ts';

// The actions are declared in the contracts (the admin area filters and translates them).
export { AUDIT_ACTIONS, type TAuditAction } from '@openwell/contracts';

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

// ---- the admin area's reader (issue 8) ----------------------------------------------------------------------------

/**
 * What the reader needs from the features that own accounts and companies. The audit feature is used by auth and
 * companies, so it cannot import them: features/services.ts wires these ports to their services.
 */
export type AuditLogReaderDeps = {
  database: Database;
  /** E-mails of these accounts; an account that no longer exists is absent. */
  emailsOf(userIds: string[]): Promise<Map<string, string>>;
  /** Names of these companies; a company that no longer exists is absent. */
  companyNamesOf(companyIds: string[]): Promise<Map<string, string>>;
};

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day (`2026-11-22`) as the UTC instant it starts at. */
const startOfUtcDay = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/** The query's filters as a time range: `from` and `to` are inclusive UTC days, so `to` ends at the next midnight. */
export function auditLogFilters(query: Omit<TAuditLogQuery, 'page'>): AuditLogFilters {
  return {
    ...(query.companyId !== undefined ? { companyId: query.companyId } : {}),
    ...(query.action !== undefined ? { action: query.action } : {}),
    ...(query.from !== undefined ? { from: startOfUtcDay(query.from) } : {}),
    ...(query.to !== undefined ? { until: new Date(startOfUtcDay(query.to).getTime() + DAY_MS) } : {}),
  };
}

/**
 * The audit log for platform admins: newest first, filtered by company, action and days, AUDIT_LOG_PAGE_SIZE rows a
 * page with the total. Actors and subjects are named by e-mail, companies by name. Metadata is sanitised again on the
 * way out, so a row written before the sanitiser existed (or by hand) cannot show a secret; the user agent is never
 * returned.
 */
export function createAuditLogReader(deps: AuditLogReaderDeps) {
  const { db } = deps.database;
  return {
    async list(query: { page: number } & Omit<TAuditLogQuery, 'page'>): Promise<TAuditLogResponse> {
      const filters = auditLogFilters(query);
      const offset = (query.page - 1) * AUDIT_LOG_PAGE_SIZE;
      const rows = await selectAuditPage(db, filters, { limit: AUDIT_LOG_PAGE_SIZE, offset });
      // The page reads a few index entries; the count reads every matching one (about 0.2 s per million rows
      // unfiltered on PostgreSQL). A page that is not full, and not past the end, already tells the total.
      const lastPage = rows.length < AUDIT_LOG_PAGE_SIZE && (rows.length > 0 || offset === 0);
      const total = lastPage ? offset + rows.length : await countAuditRows(db, filters);
      // Ids that are not account ids (none today, but the column is text) are never looked up.
      const userIds = new Set<string>();
      for (const row of rows) {
        for (const id of [row.actorUserId, row.subjectUserId]) if (id && UUID_PATTERN.test(id)) userIds.add(id);
      }
      const companyIds = new Set(rows.flatMap((row) => (row.companyId ? [row.companyId] : [])));
      const [emails, companyNames] = await Promise.all([
        userIds.size > 0 ? deps.emailsOf([...userIds]) : new Map<string, string>(),
        companyIds.size > 0 ? deps.companyNamesOf([...companyIds]) : new Map<string, string>(),
      ]);
      const person = (id: string | null) => (id ? { id, email: emails.get(id) ?? null } : null);
      const entries = rows.map((row): TAuditLogEntry => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        action: row.action as TAuditAction,
        actor: person(row.actorUserId),
        subject: person(row.subjectUserId),
        company: row.companyId ? { id: row.companyId, name: companyNames.get(row.companyId) ?? null } : null,
        ip: row.ip,
        metadata: sanitizeAuditMetadata(row.metadata),
      }));
      return { entries, total, page: query.page, pageSize: AUDIT_LOG_PAGE_SIZE };
    },
  };
}

export type AuditLogReader = ReturnType<typeof createAuditLogReader>;
