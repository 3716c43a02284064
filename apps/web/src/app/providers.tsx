import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { LazyMotion, domAnimation } from 'motion/react';
import { queryClient } from '@/lib/query-client.ts';
import { ThemeProvider } from '@/lib/theme.tsx';

/** App-wide providers: data cache, theme, motion features (strict: only `m.*` components). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <LazyMotion features={domAnimation} strict>
          {children}
        </LazyMotion>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
