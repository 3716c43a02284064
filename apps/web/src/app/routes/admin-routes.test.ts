import { describe, expect, it } from 'vitest';
import { ADMIN_AREA_ROLES } from '@openwell/contracts';
import { PAGE_ROUTES } from '../router.tsx';

describe('admin and profile routes', () => {
  const route = (name: string) => PAGE_ROUTES.find((candidate) => candidate.name === name);

  const ADMIN_AREA_PAGES = [
    'admin-dashboard',
    'admin-companies',
    'admin-company',
    'admin-users',
    'admin-own-company',
    'admin-audit',
    'admin-own-rewards',
    'admin-company-rewards',
    'admin-redemption',
  ];

  it('guards the signed-in admin pages for the admin-area roles with a second factor, signed-out visitors to the admin login', () => {
    for (const name of ADMIN_AREA_PAGES) {
      expect(route(name)?.access, name).toEqual({
        roles: [...ADMIN_AREA_ROLES],
        redirectTo: '/admin/login',
        secondFactorAt: '/admin/two-factor',
      });
    }
  });

  it('admits admin-area accounts without a second factor to /admin/two-factor only, where they enrol', () => {
    expect(route('admin-two-factor')?.path).toBe('/admin/two-factor');
    expect(route('admin-two-factor')?.access).toEqual({ roles: [...ADMIN_AREA_ROLES], redirectTo: '/admin/login' });
    // Every other admin-area page (no employee admitted) needs the second factor, as the server's endpoints do.
    const adminArea = PAGE_ROUTES.filter(
      (candidate) => candidate.access?.roles && !candidate.access.roles.includes('employee'),
    );
    expect(adminArea.map((candidate) => candidate.name).sort()).toEqual(
      [...ADMIN_AREA_PAGES, 'admin-two-factor'].sort(),
    );
    for (const candidate of adminArea.filter(({ name }) => name !== 'admin-two-factor')) {
      expect(candidate.access, candidate.name).toMatchObject({ secondFactorAt: '/admin/two-factor' });
    }
  });

  it('guards /profile for any signed-in user; /admin, /admin/login and /admin/invitation are open', () => {
    expect(route('profile')?.access).toEqual({});
    expect(route('admin')?.access).toBeUndefined();
    expect(route('admin-login')?.access).toBeUndefined();
    expect(route('admin-invitation')?.path).toBe('/admin/invitation');
    expect(route('admin-invitation')?.access).toBeUndefined();
  });

  it('loads the translations the screens use', () => {
    expect(route('profile')?.namespaces).toEqual(expect.arrayContaining(['profile', 'errors']));
    for (const name of ['admin', 'admin-login', ...ADMIN_AREA_PAGES]) {
      expect(route(name)?.namespaces, name).toEqual(expect.arrayContaining(['admin', 'errors']));
    }
    // The guard's "no access" page (employees) is in `auth`.
    for (const name of [...ADMIN_AREA_PAGES, 'admin-two-factor']) {
      expect(route(name)?.namespaces, name).toContain('auth');
    }
    for (const name of ['admin-companies', 'admin-company', 'admin-own-company']) {
      expect(route(name)?.namespaces, name).toContain('companies');
    }
    expect(route('admin-audit')?.namespaces).toContain('audit');
    for (const name of ['admin-own-rewards', 'admin-company-rewards', 'admin-redemption']) {
      expect(route(name)?.namespaces, name).toContain('rewardsAdmin');
    }
    // What a redemption's QR code opens (contracts' redemptionVerificationPath).
    expect(route('admin-redemption')?.path).toBe('/admin/redemptions/:code');
    // The enrolment reuses the profile's steps.
    expect(route('admin-two-factor')?.namespaces).toEqual(expect.arrayContaining(['employers', 'profile']));
    expect(route('admin-invitation')?.namespaces).toEqual(expect.arrayContaining(['employers', 'auth', 'errors']));
  });
});
