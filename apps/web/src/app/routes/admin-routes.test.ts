import { describe, expect, it } from 'vitest';
import { ADMIN_AREA_ROLES } from '@openwell/contracts';
import { PAGE_ROUTES } from '../router.tsx';

describe('admin and profile routes', () => {
  const route = (name: string) => PAGE_ROUTES.find((candidate) => candidate.name === name);

  it('guards /admin/dashboard for the admin-area roles with a second factor, signed-out visitors to the admin login', () => {
    expect(route('admin-dashboard')?.access).toEqual({
      roles: [...ADMIN_AREA_ROLES],
      redirectTo: '/admin/login',
      secondFactorAt: '/admin/two-factor',
    });
  });

  it('admits admin-area accounts without a second factor to /admin/two-factor only, where they enrol', () => {
    expect(route('admin-two-factor')?.path).toBe('/admin/two-factor');
    expect(route('admin-two-factor')?.access).toEqual({ roles: [...ADMIN_AREA_ROLES], redirectTo: '/admin/login' });
    // Every other admin-area page (no employee admitted) needs the second factor, as the server's endpoints do.
    const adminArea = PAGE_ROUTES.filter(
      (candidate) => candidate.access?.roles && !candidate.access.roles.includes('employee'),
    );
    expect(adminArea.map((candidate) => candidate.name)).toEqual(
      expect.arrayContaining(['admin-dashboard', 'admin-two-factor', 'admin-audit']),
    );
    for (const candidate of adminArea.filter(({ name }) => name !== 'admin-two-factor')) {
      expect(candidate.access, candidate.name).toMatchObject({
        redirectTo: '/admin/login',
        secondFactorAt: '/admin/two-factor',
      });
    }
  });

  it('opens /admin/audit to platform admins only and /admin/invitation to anyone with the link', () => {
    expect(route('admin-audit')?.access?.roles).toEqual(['admin']);
    expect(route('admin-invitation')?.path).toBe('/admin/invitation');
    expect(route('admin-invitation')?.access).toBeUndefined();
  });

  it('guards /profile for any signed-in user; /admin and /admin/login are open', () => {
    expect(route('profile')?.access).toEqual({});
    expect(route('admin')?.access).toBeUndefined();
    expect(route('admin-login')?.access).toBeUndefined();
  });

  it('loads the translations the screens use', () => {
    expect(route('profile')?.namespaces).toEqual(expect.arrayContaining(['profile', 'errors']));
    for (const name of ['admin', 'admin-login', 'admin-dashboard']) {
      expect(route(name)?.namespaces).toEqual(expect.arrayContaining(['admin', 'errors']));
    }
    // The enrolment reuses the profile's steps; guarded pages may show "no access" (auth).
    expect(route('admin-two-factor')?.namespaces).toEqual(expect.arrayContaining(['employers', 'profile', 'auth']));
    expect(route('admin-invitation')?.namespaces).toEqual(expect.arrayContaining(['employers', 'auth', 'errors']));
    expect(route('admin-audit')?.namespaces).toEqual(expect.arrayContaining(['audit', 'errors', 'auth']));
  });
});
