import { ADMIN_AREA_ROLES, type TRole } from '@openwell/contracts';

export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';
export const ADMIN_LOGIN_PATH = '/admin/login';

/** Employer and admin accounts use the admin area. */
export function isAdminAreaRole(role: TRole | undefined | null): boolean {
  return role !== undefined && role !== null && (ADMIN_AREA_ROLES as readonly TRole[]).includes(role);
}
