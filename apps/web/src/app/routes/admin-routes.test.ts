import { describe, expect, it } from 'vitest';
import { ADMIN_AREA_ROLES } from '@openwell/contracts';
import { PAGE_ROUTES } from '../router.tsx';

describe('admin and profile routes', () => {
  const route = (name: string) => PAGE_ROUTES.find((candidate) => candidate.name === name);

  const ADMIN_AREA_PAGES = ['admin-dashboard', 'admin-companies', 'admin-company', 'admin-users', 'admin-own-company'];

  it('guards the signed-in admin pages for the admin-area roles, sending signed-out visitors to the admin login', () => {
    for (const name of ADMIN_AREA_PAGES) {
      expect(route(name)?.access, name).toEqual({ roles: [...ADMIN_AREA_ROLES], redirectTo: '/admin/login' });
    }
  });

  it('guards /profile for any signed-in user; /admin and /admin/login are open', () => {
    expect(route('profile')?.access).toEqual({});
    expect(route('admin')?.access).toBeUndefined();
    expect(route('admin-login')?.access).toBeUndefined();
  });

  it('loads the translations the screens use', () => {
    expect(route('profile')?.namespaces).toEqual(expect.arrayContaining(['profile', 'errors']));
    for (const name of ['admin', 'admin-login', ...ADMIN_AREA_PAGES]) {
      expect(route(name)?.namespaces, name).toEqual(expect.arrayContaining(['admin', 'errors']));
    }
    // The guard's "no access" page (employees) is in `auth`.
    for (const name of ADMIN_AREA_PAGES) expect(route(name)?.namespaces, name).toContain('auth');
    for (const name of ['admin-companies', 'admin-company', 'admin-own-company']) {
      expect(route(name)?.namespaces, name).toContain('companies');
    }
  });
});
