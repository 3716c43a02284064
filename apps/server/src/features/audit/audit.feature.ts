import { defineFeature, tablesOf } from '../feature.ts';
import { pruneAuditLogJob } from './audit.jobs.ts';
import { auditRoutes } from './audit.routes.ts';
import * as tables from './audit.tables.ts';
import { auditLog } from './audit.tables.ts';

const AUDIT_KEPT =
  'the security audit trail outlives the accounts it names (audit.tables.ts); deleted after 7 years by audit.log.prune';

/** audit: the security audit log, its reader (admins) and its retention. */
export const auditFeature = defineFeature({
  name: 'audit',
  routes(app, { auditLogReader }) {
    auditRoutes(app, { auditLogReader });
  },
  jobs: [pruneAuditLogJob],
  tables: tablesOf(tables),
  personalData: [
    { table: auditLog, userColumn: auditLog.actorUserId, export: 'rows', erase: { keep: AUDIT_KEPT } },
    { table: auditLog, userColumn: auditLog.subjectUserId, export: 'rows', erase: { keep: AUDIT_KEPT } },
  ],
});
