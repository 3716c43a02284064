import { ADMIN_AREA_ROLES, type TRole } from '@openwell/contracts';

export { ADMIN_DASHBOARD_PATH, ADMIN_LOGIN_PATH, ADMIN_TWO_FACTOR_PATH } from '@/lib/admin-area-paths.ts';

/** Employer and admin accounts use the admin area. */
export function isAdminAreaRole(role: TRole | undefined | null): boolean {
  return role !== undefined && role !== null && (ADMIN_AREA_ROLES as readonly TRole[]).includes(role);
}
