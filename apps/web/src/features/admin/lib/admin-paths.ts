import { ADMIN_AREA_ROLES, type TRole } from '@openwell/contracts';

export { ADMIN_DASHBOARD_PATH, ADMIN_LOGIN_PATH, ADMIN_TWO_FACTOR_PATH } from '@/lib/admin-area-paths.ts';
export const ADMIN_USERS_PATH = '/admin/users';
/** The audit log reader (features/audit). */
export const ADMIN_AUDIT_PATH = '/admin/audit';

/** Employer and admin accounts use the admin area. */
export function isAdminAreaRole(role: TRole | undefined | null): boolean {
  return role !== undefined && role !== null && (ADMIN_AREA_ROLES as readonly TRole[]).includes(role);
}
