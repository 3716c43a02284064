/**
 * The admin area's fixed pages, for every feature that leads into it (admin login and dashboard, the employer
 * invitation, the second-factor enrolment) and for the router. Plain strings, no imports: the router is part of the
 * first download.
 */
export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';
/** Where employer and admin accounts without a second factor enrol one before the admin area opens. */
export const ADMIN_TWO_FACTOR_PATH = '/admin/two-factor';
