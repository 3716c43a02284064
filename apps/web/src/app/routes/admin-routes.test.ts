import { describe, expect, it } from 'vitest';
import { ADMIN_AREA_ROLES } from '@openwell/contracts';
import { PAGE_ROUTES } from '../router.tsx';

describe('admin and profile routes', () => {
  const route = (name: string) => PAGE_ROUTES.find((candidate) => candidate.name === name);

  it('guards /admin/dashboard for the admin-area roles, sending signed-out visitors to the admin login', () => {
    expect(route('admin-dashboard')?.access).toEqual({ roles: [...ADMIN_AREA_ROLES], redirectTo: '/admin/login' });
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
  });
});
