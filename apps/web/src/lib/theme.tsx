import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/** Spec section 3: theme preference stored in the browser under this key, default "system". */
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

function readStoredTheme(storageKey: string): TTheme | null {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isTheme(stored) ? stored : null;
  } catch {
    return null; // storage blocked (privacy mode): fall back to the default
  }
}

function darkQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY)
    : null;
}

function subscribeToSystemTheme(onChange: () => void): () => void {
  const query = darkQuery();
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const systemPrefersDark = (): boolean => darkQuery()?.matches ?? false;

/** Applies the resolved theme as a class on <html> (the design tokens switch on `.dark`). */
export function applyThemeClass(resolved: TResolvedTheme, root: HTMLElement = document.documentElement): void {
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}

export function ThemeProvider({
  children,
  defaultTheme = 'system',
  storageKey = THEME_STORAGE_KEY,
}: {
  children: ReactNode;
  defaultTheme?: TTheme;
  storageKey?: string;
}) {
  const [theme, setThemeState] = useState<TTheme>(() => readStoredTheme(storageKey) ?? defaultTheme);
  // Follows the operating system live, but only matters while the choice is "system".
  const prefersDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false);
  const resolvedTheme: TResolvedTheme = theme === 'system' ? (prefersDark ? 'dark' : 'light') : theme;

  useEffect(() => {
    applyThemeClass(resolvedTheme);
  }, [resolvedTheme]);

  const setTheme = useCallback(
    (next: TTheme) => {
      try {
        window.localStorage.setItem(storageKey, next);
      } catch {
        // storage blocked: the choice still applies to this visit
      }
      setThemeState(next);
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
