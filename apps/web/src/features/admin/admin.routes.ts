import { ADMIN_AREA, ADMIN_AREA_PAGE, type TPageRoute } from '@/lib/page-route.ts';

/**
 * The admin area: its entry and login, and every page in its frame (AdminAreaLayout), including those that show
 * another feature's page in it (companies, rewards, audit; a company's page with the employers' section). The admin
 * feature composes them: companies and rewards could not import the frame, the admin feature imports them already
 * (no cycle between features, ADR 004).
 */
export const adminPages: readonly TPageRoute[] = [
  { name: 'admin', path: '/admin', load: () => import('./pages/admin.tsx'), namespaces: ['admin', 'errors'] },
  {
    name: 'admin-login',
    path: '/admin/login',
    load: () => import('./pages/admin-login.tsx'),
    namespaces: ['admin', 'errors'],
  },
  {
    name: 'admin-dashboard',
    path: '/admin/dashboard',
    load: () => import('./pages/admin-dashboard.tsx'),
    namespaces: ADMIN_AREA_PAGE,
    access: ADMIN_AREA,
  },
  // The admin area's pages of issue 8. Admin-only and employer-only pages admit both roles here and say inside the
  // admin area (AdminAreaLayout `only`) when a page is not for the other; the server enforces the roles.
  {
    name: 'admin-companies',
    path: '/admin/companies',
    load: () => import('./pages/admin-companies.tsx'),
    namespaces: [...ADMIN_AREA_PAGE, 'companies'],
    access: ADMIN_AREA,
  },
  {
    // With the company's employer accounts (the employers feature's section).
    name: 'admin-company',
    path: '/admin/companies/:companyId',
    load: () => import('./pages/admin-company.tsx'),
    namespaces: [...ADMIN_AREA_PAGE, 'companies', 'employers'],
    access: ADMIN_AREA,
  },
  {
    name: 'admin-users',
    path: '/admin/users',
    load: () => import('./pages/admin-users.tsx'),
    namespaces: ADMIN_AREA_PAGE,
    access: ADMIN_AREA,
  },
  {
    name: 'admin-own-company',
    path: '/admin/company',
    load: () => import('./pages/admin-own-company.tsx'),
    namespaces: [...ADMIN_AREA_PAGE, 'companies'],
    access: ADMIN_AREA,
  },
  // Issue 11: a company's rewards (catalogue, pending codes, figures) and the page a redemption's QR code opens.
  {
    name: 'admin-own-rewards',
    path: '/admin/company/rewards',
    load: () => import('./pages/admin-own-rewards.tsx'),
    namespaces: [...ADMIN_AREA_PAGE, 'rewardsAdmin'],
    access: ADMIN_AREA,
  },
  {
    name: 'admin-company-rewards',
    path: '/admin/companies/:companyId/rewards',
    load: () => import('./pages/admin-company-rewards.tsx'),
    namespaces: [...ADMIN_AREA_PAGE, 'rewardsAdmin'],
    access: ADMIN_AREA,
  },
  {
    name: 'admin-redemption',
    path: '/admin/redemptions/:code',
    load: () => import('./pages/admin-redemption.tsx'),
    namespaces: [...ADMIN_AREA_PAGE, 'rewardsAdmin'],
    access: ADMIN_AREA,
  },
  {
    name: 'admin-audit',
    path: '/admin/audit',
    load: () => import('./pages/admin-audit.tsx'),
    namespaces: [...ADMIN_AREA_PAGE, 'audit'],
    access: ADMIN_AREA,
  },
];
