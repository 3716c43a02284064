import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGES, type TResourceTree } from '@openwell/i18n';
import { resources } from '@openwell/i18n/resources.ts';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import {
  PUBLIC_PAGES,
  prerenderedDocument,
  publicPageUrl,
  renderPublicPage,
  type TRenderedPage,
} from './entry-prerender.tsx';
import { i18n } from './lib/i18n.ts';
import { resetSessionStoreForTests } from './lib/session/session-store.ts';
import { json, mockApi } from './test/api-mocks.ts';

const TEMPLATE = `<!doctype html>
<html>
  <head>
    <title>OpenWell</title>
    <script src="/boot.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/utils-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

function text(tree: TResourceTree, path: string): string {
  const value = path.split('.').reduce<string | TResourceTree | undefined>((node, key) => {
    return typeof node === 'object' ? node[key] : undefined;
  }, tree);
  if (typeof value !== 'string') throw new Error(`no text at ${path}`);
  return value;
}

/** How React writes text into HTML. */
function escaped(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

describe('prerendered public pages', () => {
  let root: Root | undefined;
  // Every page in every language, rendered once before the hydration tests.
  const rendered = new Map<string, TRenderedPage>();
  beforeAll(async () => {
    for (const language of LANGUAGES) {
      for (const page of PUBLIC_PAGES)
        rendered.set(`${language} ${publicPageUrl(page)}`, await renderPublicPage(page, language));
    }
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    // jsdom lacks ResizeObserver, which Radix's checkbox uses once mounted.
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    };
  });
  beforeEach(() => {
    resetSessionStoreForTests();
    mockApi({ getSession: json(200, null) });
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
  });

  it.each(LANGUAGES)('the landing page in %s: translated text, <html lang>, complete markup', (language) => {
    const html = prerenderedDocument(TEMPLATE, {
      ...rendered.get(`${language} /`)!,
      language,
      preloads: ['/assets/landing-abc.js'],
    });
    expect(html).toContain(`<html lang="${language}">`);
    const landingTexts = resources[language].landing;
    for (const key of ['hero.title', 'hero.lead', 'features.title', 'privacy.title', 'cta.title']) {
      expect(html).toContain(escaped(text(landingTexts, key)));
    }
    expect(html).toContain(escaped(text(resources[language].common, 'footer.privacyPolicy')));
    expect(html).toContain('<title>OpenWell</title>');
    // The page paints without scripts: the boot script starts them after the first paint.
    expect(html).toContain(
      '<script src="/boot.js" data-app="/assets/index-abc.js" data-preload="/assets/utils-abc.js /assets/landing-abc.js"></script>',
    );
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    // Every Suspense boundary complete (no client-rendered or pending ones), no inline script (CSP).
    expect(html).not.toMatch(/<!--\$[?!]-->/);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('gives each page its tab title in the language', async () => {
    expect(rendered.get('de /auth')?.title).toBe(`${text(resources.de.auth, 'tabs.login')} · OpenWell`);
    expect(rendered.get('fr /')?.title).toBe('OpenWell');
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(PUBLIC_PAGES.map((page) => publicPageUrl(page)))('%s hydrates without a difference', async (url) => {
      const { html } = rendered.get(`${language} ${url}`)!;
      expect(html).not.toMatch(/<!--\$[?!]-->/);
      // The browser: the prerendered markup, the language of the HTML, the page at its URL.
      window.history.replaceState(null, '', url);
      const container = document.createElement('div');
      container.innerHTML = html;
      if (i18n.language !== language) await i18n.changeLanguage(language);
      document.body.append(container);
      const heading = container.querySelector('h1');
      expect(heading?.textContent).toBeTruthy();
      const errors: unknown[] = [];
      await act(async () => {
        root = hydrateRoot(container, <App router={createAppRouter()} />, {
          onRecoverableError: (error) => errors.push(error),
        });
      });
      // A mismatch is a recoverable error (and, in development, a console error: the test setup fails on those).
      expect(errors).toEqual([]);
      expect(i18n.resolvedLanguage).toBe(language);
      // The prerendered elements were kept, not replaced.
      expect(container.querySelector('h1')).toBe(heading);
    });
  });
});
