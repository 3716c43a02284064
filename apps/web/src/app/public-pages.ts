import type { TFunction } from 'i18next';

/**
 * The public pages delivered as prerendered HTML, one file per language
 * (docs/decisions/011-prerendered-public-pages.md): text and layout paint before any JavaScript
 * runs, then the app hydrates them. The server answers a page's file when the request's path
 * matches and its query has exactly the `search` values for the `keys` the page reads; any other
 * query (/auth?tab=signup, /auth?view=forgot: forms loaded on demand) gets the app shell, which
 * renders on the client as before.
 */
export interface TPublicPage {
  path: string;
  /** Query parameters the page's first render depends on. */
  keys: readonly string[];
  /** Their values in this variant (a key left out is absent). */
  search: Readonly<Record<string, string>>;
  /** File name in `dist/prerendered/<lang>/`. */
  file: string;
  /** The tab title the page sets (useDocumentTitle), for the HTML's <title>. */
  title: (t: TFunction) => string | undefined;
}

const AUTH_KEYS = ['tab', 'view'] as const;

export const PUBLIC_PAGES: readonly TPublicPage[] = [
  { path: '/', keys: [], search: {}, file: 'index.html', title: () => undefined },
  { path: '/auth', keys: AUTH_KEYS, search: {}, file: 'auth.html', title: (t) => t('auth:tabs.login') },
  {
    path: '/privacy-policy',
    keys: [],
    search: {},
    file: 'privacy-policy.html',
    title: (t) => t('legal:privacy.title'),
  },
  {
    path: '/terms-of-service',
    keys: [],
    search: {},
    file: 'terms-of-service.html',
    title: (t) => t('legal:terms.title'),
  },
  {
    path: '/cookie-policy',
    keys: [],
    search: {},
    file: 'cookie-policy.html',
    title: (t) => t('legal:cookies.title'),
  },
];

/** The page's URL: path and query. */
export function publicPageUrl(page: TPublicPage): string {
  const query = new URLSearchParams(page.search).toString();
  return query ? `${page.path}?${query}` : page.path;
}
