import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client.ts';
import { ThemeProvider } from '@/lib/theme.tsx';

/**
 * App-wide providers: data cache and theme. motion's LazyMotion lives with the page transitions
 * (motion-outlet.tsx), the only user of motion, so the landing page's first download excludes it.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>{children}</ThemeProvider>
    </QueryClientProvider>
  );
}
