import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSessionStoreForTests } from '@/lib/session/session-store.ts';
import { mockApi, renderAt, sessionOf } from '@/test/feature-test-kit.tsx';
import SignedInMenu from './signed-in-menu.tsx';

describe('SignedInMenu', () => {
  beforeEach(() => resetSessionStoreForTests());

  it.each([
    ['employee', '/dashboard'],
    ['employer', '/admin/dashboard'],
    ['admin', '/admin/dashboard'],
  ] as const)('leads %s accounts to their dashboard (%s)', async (role, href) => {
    mockApi({ getSession: sessionOf({ role, twoFactorEnabled: true }) });
    renderAt(<SignedInMenu />, { path: '/profile' });
    const link = screen.getByRole('link', { name: 'Dashboard' });
    await waitFor(() => expect(link.getAttribute('href')).toBe(href));
  });
});
