import { ADMIN_AREA_ROLES, type TRole } from '@openwell/contracts';

import { ADMIN_LOGIN_PATH, ADMIN_TWO_FACTOR_PATH } from '@/lib/admin-area-paths.ts';

export { ADMIN_DASHBOARD_PATH, ADMIN_LOGIN_PATH, ADMIN_TWO_FACTOR_PATH } from '@/lib/admin-area-paths.ts';
export const ADMIN_USERS_PATH = '/admin/users';
/** The audit log reader (features/audit). */
export const ADMIN_AUDIT_PATH = '/admin/audit';

/** Employer and admin accounts use the admin area. */
export function isAdminAreaRole(role: TRole | undefined | null): boolean {
  return role !== undefined && role !== null && (ADMIN_AREA_ROLES as readonly TRole[]).includes(role);
}

/**
 * A remembered page (the guard's, features/auth return-to) worth returning to after the admin login: a signed-in page
 * of the admin area, not the login or the enrolment themselves; null otherwise.
 */
export function adminAreaReturnPath(path: string | null): string | null {
  if (path === null || !path.startsWith('/admin/')) return null;
  const page = path.split(/[?#]/)[0]!;
  return page === ADMIN_LOGIN_PATH || page === ADMIN_TWO_FACTOR_PATH || page === '/admin/invitation' ? null : path;
}
