import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FocusMainOnNavigate } from './focus-main-on-navigate.tsx';

function Layout() {
  return (
    <>
      <button type="button">Header button</button>
      <FocusMainOnNavigate targetId="main" />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/', Component: Layout, children: [{ path: '*', Component: () => <h1>Page</h1> }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('FocusMainOnNavigate', () => {
  it('leaves focus alone on the first load', () => {
    renderAt('/one');
    expect(document.activeElement).toBe(document.body);
  });

  it('moves focus to the main landmark after a navigation', async () => {
    const router = renderAt('/one');
    screen.getByRole('button', { name: 'Header button' }).focus();
    await act(() => router.navigate('/two'));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
