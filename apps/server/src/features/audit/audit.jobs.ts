import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.ts';
import { deleteAuditRowsCreatedBefore } from './audit.repo.ts';

/** Audit logs are kept seven years (ARCHITECTURE.md, "Privacy"). */
export const AUDIT_RETENTION_YEARS = 7;

export function auditRetentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - AUDIT_RETENTION_YEARS);
  return cutoff;
}

/** Daily at 03:15 UTC: deletes audit rows older than the retention period. Idempotent. */
export const pruneAuditLogJob = defineJob({
  id: 'audit.log.prune',
  payload: z.object({}),
  cron: '15 3 * * *',
  async handler(_payload, { database, logger, now }) {
    const cutoff = auditRetentionCutoff(now());
    const deleted = await deleteAuditRowsCreatedBefore(database.db, cutoff);
    logger.info({ deleted, cutoff: cutoff.toISOString() }, 'Expired audit log rows deleted');
  },
});
