import { ADMIN_AREA_ROLES, type TRole } from '@openwell/contracts';

export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';
export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_USERS_PATH = '/admin/users';
/** The audit log reader (features/audit). */
export const ADMIN_AUDIT_PATH = '/admin/audit';

/** Employer and admin accounts use the admin area. */
export function isAdminAreaRole(role: TRole | undefined | null): boolean {
  return role !== undefined && role !== null && (ADMIN_AREA_ROLES as readonly TRole[]).includes(role);
}
