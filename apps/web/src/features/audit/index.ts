/**
 * audit: the security audit log reader for platform admins (server: features/audit, contracts: audit.ts), filtered
 * by company, action and date, newest first and paged (/admin/audit).
 */
export { AuditLogPage } from './components/audit-log-page.tsx';
