import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { LazyMotion } from 'motion/react';
import { whenEngaged } from '@/lib/engagement.ts';
import { queryClient } from '@/lib/query-client.ts';
import { ThemeProvider } from '@/lib/theme.tsx';

/**
 * motion's `domAnimation` features, downloaded once the user engages (or navigates). The first
 * page needs no animation (it appears without a fade), so the landing page does not pay for it;
 * until the features arrive, `m.*` elements render as plain elements and exits are immediate.
 */
const loadMotionFeatures = () =>
  whenEngaged()
    .then(() => import('./motion-features.ts'))
    .then((module) => module.default);

/** App-wide providers: data cache, theme, motion features (strict: only `m.*` components). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <LazyMotion features={loadMotionFeatures} strict>
          {children}
        </LazyMotion>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
