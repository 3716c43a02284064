import { createContext, use, useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { isHydrating, subscribeHydration } from './use-hydrated.ts';

/** The theme preference is stored in the browser under this key, default "system". */
export const THEME_STORAGE_KEY = 'vite-ui-theme';
export const THEMES = ['light', 'dark', 'system'] as const;
export type TTheme = (typeof THEMES)[number];
export type TResolvedTheme = Exclude<TTheme, 'system'>;

const DARK_QUERY = '(prefers-color-scheme: dark)';

export interface TThemeContext {
  theme: TTheme;
  resolvedTheme: TResolvedTheme;
  setTheme: (theme: TTheme) => void;
}

const ThemeContext = createContext<TThemeContext | null>(null);

export function isTheme(value: unknown): value is TTheme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** A choice made while storage is blocked (privacy mode): it applies to this visit only. */
let sessionChoice: TTheme | null = null;

function readStoredTheme(storageKey: string): TTheme | null {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isTheme(stored) ? stored : sessionChoice;
  } catch {
    return sessionChoice; // storage blocked (privacy mode): the default or this visit's choice
  }
}

function darkQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY)
    : null;
}

function subscribeToSystemTheme(onChange: () => void): () => void {
  const query = darkQuery();
  const unsubscribe = subscribeHydration(onChange);
  query?.addEventListener('change', onChange);
  return () => {
    query?.removeEventListener('change', onChange);
    unsubscribe();
  };
}

const systemPrefersDark = (): boolean => darkQuery()?.matches ?? false;

/** Applies the resolved theme as a class on <html> (the design tokens switch on `.dark`). */
export function applyThemeClass(resolved: TResolvedTheme, root: HTMLElement = document.documentElement): void {
  // Untouched when already right (set by public/boot.js): any change restyles the whole page.
  const other = resolved === 'dark' ? 'light' : 'dark';
  if (root.classList.contains(other)) root.classList.remove(other);
  if (!root.classList.contains(resolved)) root.classList.add(resolved);
  if (root.style.colorScheme !== resolved) root.style.colorScheme = resolved;
}

/** Who shows the stored choice: notified when setTheme stores a new one. */
const storedThemeListeners = new Set<() => void>();

function subscribeToStoredTheme(onChange: () => void): () => void {
  storedThemeListeners.add(onChange);
  const unsubscribe = subscribeHydration(onChange);
  return () => {
    storedThemeListeners.delete(onChange);
    unsubscribe();
  };
}

function resolveTheme(theme: TTheme, prefersDark: boolean): TResolvedTheme {
  return theme === 'system' ? (prefersDark ? 'dark' : 'light') : theme;
}

/**
 * The theme: the stored choice (default "system") and what it resolves to. The `<html>` class is
 * set before the first paint by public/boot.js (same rule) and kept in step here.
 *
 * Hydration-safe: while a prerendered page hydrates, the choice reads as the default and the
 * system as light (what the prerendering saw), and React re-renders with the real values once the
 * page is live (lib/use-hydrated.ts), so the markup matches. The `<html>` class is only ever set
 * from the real values.
 */
export function ThemeProvider({
  children,
  defaultTheme = 'system',
  storageKey = THEME_STORAGE_KEY,
}: {
  children: ReactNode;
  defaultTheme?: TTheme;
  storageKey?: string;
}) {
  const readTheme = useCallback(() => readStoredTheme(storageKey) ?? defaultTheme, [storageKey, defaultTheme]);
  const theme = useSyncExternalStore(
    subscribeToStoredTheme,
    () => (isHydrating() ? defaultTheme : readTheme()),
    () => defaultTheme,
  );
  // Follows the operating system live, but only matters while the choice is "system".
  const prefersDark = useSyncExternalStore(
    subscribeToSystemTheme,
    () => !isHydrating() && systemPrefersDark(),
    () => false,
  );
  const resolvedTheme = resolveTheme(theme, prefersDark);

  useEffect(() => {
    applyThemeClass(resolveTheme(readTheme(), systemPrefersDark()));
  }, [resolvedTheme, readTheme]);

  const setTheme = useCallback(
    (next: TTheme) => {
      try {
        window.localStorage.setItem(storageKey, next);
      } catch {
        // storage blocked: the choice still applies to this visit
        sessionChoice = next;
      }
      for (const notify of [...storedThemeListeners]) notify();
    },
    [storageKey],
  );

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): TThemeContext {
  const context = use(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside <ThemeProvider>');
  return context;
}
