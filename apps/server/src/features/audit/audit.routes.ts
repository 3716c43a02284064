import { listAuditLog } from '@openwell/contracts';
import type { AppInstance } from '../../app.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import type { AuditLogReader } from './audit.service.ts';

/** The audit log in the admin area: platform admins only (the declaration's access). */
export function auditRoutes(app: AppInstance, { auditLogReader }: { auditLogReader: AuditLogReader }): void {
  registerEndpoint(app, listAuditLog, ({ query }) => auditLogReader.list(query));
}
