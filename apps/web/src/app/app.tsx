import { StrictMode, Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { FullPageLoader } from '@/components/full-page-loader.tsx';
import { Providers } from './providers.tsx';
import type { createAppRouter } from './router.tsx';

/** Providers and router; Suspense shows the full-page loader while translations load. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <StrictMode>
      <Providers>
        <Suspense fallback={<FullPageLoader />}>
          <RouterProvider router={router} />
        </Suspense>
      </Providers>
    </StrictMode>
  );
}
