import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, minifySync, type Plugin } from 'vite';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const publicDir = fileURLToPath(new URL('./public', import.meta.url));

/** Files in public/ that belong to the offline shell (sw.js itself is fetched by the browser). */
function publicShellFiles(): string[] {
  if (!existsSync(publicDir)) return [];
  return readdirSync(publicDir).filter((name) => name !== 'sw.js');
}

/**
 * Service-worker precache list. At build time it collects index.html and every emitted JS, CSS
 * and asset file, plus the public files, then
 *  - emits `sw-manifest.json` ({ version, files }) for inspection and tooling, and
 *  - writes the same object into `dist/sw.js` in place of the `__OPENWELL_PRECACHE__` marker, so
 *    every build changes sw.js byte-for-byte and browsers install the new worker.
 * The version is a hash of the file names, which are content-hashed, so it changes with content.
 */
function serviceWorkerPrecache(): Plugin {
  let precache: { version: string; files: string[] } | undefined;
  let outDir = 'dist';
  return {
    name: 'openwell:sw-precache',
    // The client build only: the prerendering build (scripts/prerender.ts) has no service worker.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      // Not the build manifest (.vite/manifest.json, read by the prerendering; the server hides dotfiles).
      const emitted = Object.keys(bundle).filter((name) => !name.endsWith('.map') && !name.startsWith('.'));
      const names = [...new Set(['index.html', ...emitted, ...publicShellFiles(), 'sw-manifest.json'])].sort();
      const version = createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
      precache = { version, files: names.map((name) => `/${name}`) };
      this.emitFile({ type: 'asset', fileName: 'sw-manifest.json', source: `${JSON.stringify(precache, null, 2)}\n` });
    },
    writeBundle() {
      if (!precache) return;
      const swPath = join(outDir, 'sw.js');
      if (!existsSync(swPath)) this.error('public/sw.js was not copied to the output directory');
      const source = readFileSync(swPath, 'utf8');
      const marker = /\/\* __OPENWELL_PRECACHE__ \*\/[^\n]*/;
      if (!marker.test(source)) this.error('sw.js lacks the __OPENWELL_PRECACHE__ marker line');
      writeFileSync(
        swPath,
        source.replace(marker, () => `/* __OPENWELL_PRECACHE__ */ const PRECACHE = ${JSON.stringify(precache)};`),
      );
    },
  };
}

/**
 * public/boot.js is copied as it is written (comments, whitespace): every page loads it before its first paint, so the
 * build minifies the copy (some 1.2 KB to 0.5 KB gzip of the landing page's first download, ADR 007).
 */
function minifiedBootScript(): Plugin {
  return {
    name: 'openwell:minified-boot-script',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    writeBundle(options) {
      const bootPath = join(options.dir ?? 'dist', 'boot.js');
      if (!existsSync(bootPath)) this.error('public/boot.js was not copied to the output directory');
      const result = minifySync('boot.js', readFileSync(bootPath, 'utf8'));
      if (result.errors.length > 0) this.error(`boot.js: ${result.errors.map((error) => error.message).join('; ')}`);
      writeFileSync(bootPath, result.code);
    },
  };
}

/**
 * A feature's `index.ts` (src/features/<name>/index.ts) only re-exports (ESLint checks it), so it is
 * declared free of side effects. The bundler then links each import through the index straight to
 * the module that defines it: a page importing one thing from a feature gets that thing's code,
 * not the whole feature (without this, the app shell's use of `auth`'s return-to page would pull
 * every auth page into the landing page's first download).
 */
function featureIndexesWithoutSideEffects(): Plugin {
  const featureIndex = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
  return {
    name: 'openwell:feature-indexes-without-side-effects',
    transform(_code, id) {
      return featureIndex.test(id) ? { moduleSideEffects: false } : null;
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), serviceWorkerPrecache(), minifiedBootScript(), featureIndexesWithoutSideEffects()],
  resolve: {
    alias: { '@': srcDir },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: which chunks a page needs, for the prerendered pages' modulepreload links.
    manifest: true,
    modulePreload: {
      // The admin area's pages and the health questionnaire's two pages (opened about once a year) get no preload
      // lists: the router is part of every page's first download, and each list is an array in the landing page's
      // JavaScript. Their chunks load as they are imported (ADR 007).
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'js' && /(^|\/)(admin-|anamnesebogen)[^/]*\.js$/.test(filename)
          ? deps.filter((dep) => dep.endsWith('.css'))
          : deps,
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
