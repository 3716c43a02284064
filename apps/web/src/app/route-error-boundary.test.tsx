import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

let shouldThrow = true;

function Unstable() {
  if (shouldThrow) throw new Error('boom');
  return <p>Page content</p>;
}

function renderBoundary() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      {
        path: '/broken',
        element: (
          <RouteErrorBoundary routeName="broken-route">
            <Unstable />
          </RouteErrorBoundary>
        ),
      },
    ],
    { initialEntries: ['/broken'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouteErrorBoundary', () => {
  it('shows the error screen and logs the route name with the error', async () => {
    shouldThrow = true;
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBoundary();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText("We encountered an unexpected error. Don't worry, your data is safe.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to Home' })).toBeTruthy();
    const logged = consoleError.mock.calls.find((call) => String(call[0]).includes('broken-route'));
    expect(logged).toBeDefined();
    expect(logged).toContainEqual(expect.objectContaining({ message: 'boom' }));
  });

  it('Try Again renders the route normally again', async () => {
    shouldThrow = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBoundary();
    await screen.findByRole('heading', { name: 'Something went wrong' });
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Page content')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });

  it('Go to Home navigates to /', async () => {
    shouldThrow = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderBoundary();
    await screen.findByRole('heading', { name: 'Something went wrong' });
    await userEvent.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
