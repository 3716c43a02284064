/**
 * Prerendering entry (docs/decisions/011-prerendered-public-pages.md): renders the public pages
 * (app/public-pages.ts) to HTML in Node at build time, with the same App, routes and translations
 * the browser uses, so the browser can hydrate the markup without a difference.
 * scripts/prerender.ts builds this file with Vite (SSR) and writes the pages into dist/.
 */
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter } from 'react-router';
import { NAMESPACES, type TLanguage } from '@openwell/i18n';
import { resources } from '@openwell/i18n/resources.ts';
import { App } from './app/app.tsx';
import { PUBLIC_PAGES, publicPageUrl, type TPublicPage } from './app/public-pages.ts';
import { PAGE_ROUTES, resolveRoutesFor, routes } from './app/router.tsx';
import { I18N_OPTIONS } from './lib/i18n.ts';
import { documentTitle } from './lib/use-document-title.ts';

export { PAGE_ROUTES, PUBLIC_PAGES, publicPageUrl };

/** The app's i18next instance with every translation in memory (nothing to load, nothing suspends). */
async function switchLanguage(language: TLanguage): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      ...I18N_OPTIONS,
      ns: [...NAMESPACES],
      resources,
      lng: language,
      initAsync: false,
    });
  }
  await i18next.changeLanguage(language);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const BOOT_SCRIPT = '<script src="/boot.js"></script>';

/**
 * The built index.html with a rendered page: `<html lang>`, `<title>` and the markup in #root.
 * The page paints without JavaScript, so its scripts do not load alongside the stylesheet: the
 * module script and the modulepreloads of index.html, plus `preloads` (the page's own code and
 * translations, which hydration waits for), move onto the boot script, which starts them once the
 * page has painted (public/boot.js).
 */
export function prerenderedDocument(
  template: string,
  { language, title, html, preloads }: TRenderedPage & { language: TLanguage; preloads: readonly string[] },
): string {
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html lacks <div id="root"></div>');
  if (!template.includes(BOOT_SCRIPT)) throw new Error(`index.html lacks ${BOOT_SCRIPT}`);
  const apps = [...template.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  if (apps.length !== 1) throw new Error('index.html must have exactly one module script');
  const modules = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const preload = [...new Set([...modules, ...preloads])].join(' ');
  const boot = `<script src="/boot.js" data-app="${escapeHtml(apps[0]!)}" data-preload="${escapeHtml(preload)}"></script>`;
  return template
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(BOOT_SCRIPT, () => boot)
    .replace(/<html[^>]*>/, `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
}

export interface TRenderedPage {
  /** The markup of #root. */
  html: string;
  /** The tab title. */
  title: string;
}

/** One public page in one language, as the browser's first render will produce it. */
export async function renderPublicPage(page: TPublicPage, language: TLanguage): Promise<TRenderedPage> {
  await switchLanguage(language);
  const url = publicPageUrl(page);
  await resolveRoutesFor(url);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  try {
    // A plain synchronous render: the page's code and translations are in place, nothing suspends
    // (a boundary that did would show as <!--$!--> and fail entry-prerender.test.tsx). Unlike the
    // streaming renderers it never adds inline scripts, which the Content Security Policy blocks.
    const html = renderToString(<App router={router} />);
    return { html, title: documentTitle(page.title(i18next.getFixedT(language))) };
  } finally {
    router.dispose();
  }
}
