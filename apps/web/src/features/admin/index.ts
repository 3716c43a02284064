/**
 * admin: the admin area for employer and admin accounts (server: features/admin, contracts:
 * admin.ts). Entry with the first-admin setup, its own login, the dashboard, the users page
 * (platform admins), and the frame of every signed-in admin page: `AdminAreaLayout` (navigation
 * per role; `only` keeps a page to admins or employers), which other features' pages are put in
 * by their routes.
 */
export { adminPages } from './admin.routes.ts';
export { AdminAreaLayout } from './components/admin-area-layout.tsx';
export { AdminDashboardPage } from './components/admin-dashboard-page.tsx';
export { AdminEntryPage } from './components/admin-entry-page.tsx';
export { AdminLoginPage } from './components/admin-login-page.tsx';
export { AdminUsersPage } from './components/admin-users-page.tsx';
