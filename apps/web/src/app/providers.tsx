import type { ReactNode } from 'react';
import { ThemeProvider } from '@/lib/theme.tsx';

/**
 * App-wide providers: the theme. The data cache (TanStack Query) is provided per page by
 * query-provider.tsx and motion's LazyMotion lives with the page transitions (motion-outlet.tsx),
 * so the landing page's first download carries neither.
 */
export function Providers({ children }: { children: ReactNode }) {
  return <ThemeProvider>{children}</ThemeProvider>;
}
