/**
 * admin: the admin area for employer and admin accounts (server: features/admin, contracts:
 * admin.ts). Entry with the first-admin setup, its own login, the dashboard with the users table.
 */
export { AdminDashboardPage } from './components/admin-dashboard-page.tsx';
export { AdminEntryPage } from './components/admin-entry-page.tsx';
export { AdminLoginPage } from './components/admin-login-page.tsx';
