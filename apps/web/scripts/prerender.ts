/**
 * Prerendering (docs/decisions/011-prerendered-public-pages.md), run by `npm run build` after the
 * client build: builds src/entry-prerender.tsx for Node with Vite, renders every public page
 * (src/app/public-pages.ts) in every language into the built index.html and writes
 *
 *   dist/prerendered/<lang>/<file>   the page: <html lang>, <title>, the markup in #root, and
 *                                    modulepreload links for the page's code and translations
 *   dist/prerendered/manifest.json   which path (and query) each file stands for, for the server
 *
 * The browser hydrates these pages (src/main.tsx); the server picks the language (plugins/static-spa.ts).
 * `node scripts/prerender.ts [dir]`: the build folder (scripts/build.ts passes its own; default dist/).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { FALLBACK_LANGUAGE, LANGUAGES, type TLanguage } from '@openwell/i18n';
import type * as TEntry from '../src/entry-prerender.tsx';

const webDir = join(import.meta.dirname, '..');
const distDir = resolve(process.argv[2] ?? join(webDir, 'dist'));
/** Inside node_modules, so the built entry resolves the app's dependencies from there; one per process, so two
 * builds at once do not share it. */
const ssrDir = join(webDir, 'node_modules', `.openwell-prerender-${process.pid}`);
const outDir = join(distDir, 'prerendered');

/** Vite's build manifest: source file -> its chunk and the chunks that chunk imports. */
type TClientManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The chunks of `keys` and everything they import statically, as URLs. */
function chunkUrls(manifest: TClientManifest, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files].map((file) => `/${file}`);
}

/** A page's own module, `src/features/<feature>/pages/<route name>.tsx` (lib/page-route.ts): exactly one. */
function pageModuleKey(manifest: TClientManifest, routeName: string): string {
  const keys = Object.keys(manifest).filter(
    (key) => /^src\/features\/[^/]+\/pages\//.test(key) && key.endsWith(`/${routeName}.tsx`),
  );
  if (keys.length !== 1 || !keys[0])
    throw new Error(`not one page module for the route ${routeName}: ${keys.join(', ')}`);
  return keys[0];
}

function localeKey(manifest: TClientManifest, language: TLanguage, namespace: string): string | undefined {
  return Object.keys(manifest).find((key) => key.endsWith(`locales/${language}/${namespace}.json`));
}

process.env.NODE_ENV = 'production';
await build({
  root: webDir,
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-prerender.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
    sourcemap: false,
  },
});
const entry = (await import(pathToFileURL(join(ssrDir, 'entry-prerender.js')).href)) as typeof TEntry;

const template = readFileSync(join(distDir, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as TClientManifest;
const mainEntry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? 'index.html';
const inTemplate = new Set(chunkUrls(manifest, [mainEntry]));

rmSync(outDir, { recursive: true, force: true });
let bytes = 0;
for (const language of LANGUAGES) {
  mkdirSync(join(outDir, language), { recursive: true });
  for (const page of entry.PUBLIC_PAGES) {
    const route = entry.PAGE_ROUTES.find((candidate) => candidate.path === page.path);
    if (!route) throw new Error(`no route for the public page ${page.path}`);
    const { html, title } = await entry.renderPublicPage(page, language);
    // The code and translations hydration waits for (main.tsx), fetched in parallel with the main script.
    const languages = language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];
    const namespaces = ['common', 'ui', ...route.namespaces];
    const keys = [
      pageModuleKey(manifest, route.name),
      ...(route.withoutData ? [] : ['src/app/query-provider.tsx']),
      ...languages.flatMap((lng) => namespaces.map((namespace) => localeKey(manifest, lng, namespace) ?? '')),
    ];
    const preloads = chunkUrls(manifest, keys).filter((url) => !inTemplate.has(url));
    const document = entry.prerenderedDocument(template, { language, title, html, preloads });
    writeFileSync(join(outDir, language, page.file), document);
    bytes += document.length;
  }
}
const pages = entry.PUBLIC_PAGES.map(({ path, keys, search, file }) => ({ path, keys, search, file }));
writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify({ languages: LANGUAGES, pages }, null, 2)}\n`);
rmSync(ssrDir, { recursive: true, force: true });
console.info(
  `prerendered ${entry.PUBLIC_PAGES.length} pages in ${LANGUAGES.length} languages (${(bytes / 1024).toFixed(0)} KB) into ${relative(webDir, outDir)}`,
);
process.exit(0); // a module of the app may leave a timer behind; the work is done
