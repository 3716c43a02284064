import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AppExecutor } from '../../db/client.ts';
import { auditLog, type AuditLogRow, type NewAuditLogRow } from './audit.tables.ts';

export async function insertAuditRow(db: AppExecutor, row: NewAuditLogRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

/**
 * Many rows (batch imports): one statement per 5,000 (`insert ... select from unnest(arrays)`, one array parameter per
 * column); created_at is the database's now(), as for insertAuditRow.
 */
export async function insertAuditRows(
  db: AppExecutor,
  rows: ReadonlyArray<Omit<NewAuditLogRow, 'id' | 'createdAt'>>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += 5000) {
    const chunk = rows.slice(start, start + 5000);
    const column = (pick: (row: (typeof chunk)[number]) => unknown) => sql.param(chunk.map(pick));
    await db.execute(sql`
      insert into ${auditLog} (company_id, actor_user_id, subject_user_id, action, ip, user_agent, metadata)
      select company_id, actor_user_id, subject_user_id, action, ip, user_agent, metadata::jsonb
      from unnest(${column((r) => r.companyId ?? null)}::uuid[], ${column((r) => r.actorUserId ?? null)}::text[],
        ${column((r) => r.subjectUserId ?? null)}::text[], ${column((r) => r.action)}::text[],
        ${column((r) => r.ip ?? null)}::text[], ${column((r) => r.userAgent ?? null)}::text[],
        ${column((r) => JSON.stringify(r.metadata ?? {}))}::text[])
        as input(company_id, actor_user_id, subject_user_id, action, ip, user_agent, metadata)
    `);
  }
}

export type AuditLogQuery = {
  subjectUserId?: string;
  actorUserId?: string;
  companyId?: string;
  action?: string;
  /** Only rows created strictly before this time (paging backwards). */
  before?: Date;
  limit: number;
};

/** Audit rows matching every given filter, newest first. */
export async function selectAuditRows(db: AppExecutor, query: AuditLogQuery): Promise<AuditLogRow[]> {
  const filters: SQL[] = [];
  if (query.subjectUserId !== undefined) filters.push(eq(auditLog.subjectUserId, query.subjectUserId));
  if (query.actorUserId !== undefined) filters.push(eq(auditLog.actorUserId, query.actorUserId));
  if (query.companyId !== undefined) filters.push(eq(auditLog.companyId, query.companyId));
  if (query.action !== undefined) filters.push(eq(auditLog.action, query.action));
  if (query.before !== undefined) filters.push(lt(auditLog.createdAt, query.before));
  return db
    .select()
    .from(auditLog)
    .where(filters.length > 0 ? and(...filters) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit);
}

/** The admin area's filters: company, action, and a time range [from, until). */
export type AuditLogFilters = { companyId?: string; action?: string; from?: Date; until?: Date };

function auditFilters(filters: AuditLogFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.companyId !== undefined) conditions.push(eq(auditLog.companyId, filters.companyId));
  if (filters.action !== undefined) conditions.push(eq(auditLog.action, filters.action));
  if (filters.from !== undefined) conditions.push(gte(auditLog.createdAt, filters.from));
  if (filters.until !== undefined) conditions.push(lt(auditLog.createdAt, filters.until));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** What the admin area reads of a row: everything but the user agent. */
export type AuditPageRow = Omit<AuditLogRow, 'userAgent'>;

/**
 * One page of the rows matching the filters, newest first (id breaks ties, so pages never overlap). Each filter
 * combination has an index whose order is created_at: (company_id, created_at) or (action, created_at) read
 * backwards, or (created_at) without either; the date range bounds that index's scan.
 */
export async function selectAuditPage(
  db: AppExecutor,
  filters: AuditLogFilters,
  page: { limit: number; offset: number },
): Promise<AuditPageRow[]> {
  return db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      action: auditLog.action,
      actorUserId: auditLog.actorUserId,
      subjectUserId: auditLog.subjectUserId,
      companyId: auditLog.companyId,
      ip: auditLog.ip,
      metadata: auditLog.metadata,
    })
    .from(auditLog)
    .where(auditFilters(filters))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAuditRows(db: AppExecutor, filters: AuditLogFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(auditFilters(filters));
  return row?.n ?? 0;
}

/** Deletes audit rows created before `cutoff`; returns how many were deleted. */
export async function deleteAuditRowsCreatedBefore(db: AppExecutor, cutoff: Date): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    with deleted as (
      delete from ${auditLog} where ${auditLog.createdAt} < ${cutoff.toISOString()} returning 1
    )
    select count(*)::int as count from deleted
  `);
  return result.rows[0]?.count ?? 0;
}
