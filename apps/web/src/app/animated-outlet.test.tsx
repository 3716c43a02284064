import { useEffect, useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Redirect } from '@/components/redirect.tsx';
import { AnimatedOutlet } from './animated-outlet.tsx';

describe('AnimatedOutlet', () => {
  it('mounts the page a first-page redirect leads to once, so what is typed there stays', async () => {
    const mounts: string[] = [];
    function Target() {
      const [id] = useState(() => `mount-${mounts.length + 1}`);
      useEffect(() => {
        mounts.push(id);
      }, [id]);
      return (
        <label>
          Password
          <input type="password" />
        </label>
      );
    }
    const router = createMemoryRouter(
      [
        {
          element: <AnimatedOutlet />,
          children: [
            { path: '/from', element: <Redirect to="/to" /> },
            { path: '/to', element: <Target /> },
          ],
        },
      ],
      { initialEntries: ['/from'] },
    );
    render(<RouterProvider router={router} />);
    const field = await screen.findByLabelText('Password');
    await userEvent.type(field, 'secret');
    // The first page's fade-out is over and the page-transition code has taken over.
    await waitFor(() => expect(document.querySelectorAll('[data-page-transition]')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('secret');
    expect(new Set(mounts).size).toBe(1);
  });
});
