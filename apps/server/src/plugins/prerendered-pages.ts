import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGES, type TLanguage } from '@openwell/i18n';

/**
 * The public pages the web build prerendered for each language (docs/decisions/011-prerendered-public-pages.md):
 * `prerendered/<lang>/<file>` in the web dist, listed by `prerendered/manifest.json`, which the web build writes.
 * The manifest is read again whenever the file changes (a rebuild while the server runs).
 */

export const PRERENDER_DIR = 'prerendered';
export const PRERENDER_MANIFEST = `${PRERENDER_DIR}/manifest.json`;

export interface TPrerenderedPage {
  /** The page's path, e.g. `/auth`. */
  path: string;
  /** The query parameters the page's markup depends on. */
  keys: string[];
  /** Their values for this variant (a key left out must be absent from the request). */
  search: Record<string, string>;
  /** File name inside `prerendered/<lang>/`. */
  file: string;
}

export interface TPrerenderManifest {
  languages: TLanguage[];
  pages: TPrerenderedPage[];
}

function isManifest(value: unknown): value is TPrerenderManifest {
  const manifest = value as Partial<TPrerenderManifest> | null;
  return (
    Array.isArray(manifest?.languages) &&
    manifest.languages.every((language) => (LANGUAGES as readonly string[]).includes(language)) &&
    Array.isArray(manifest.pages) &&
    manifest.pages.every(
      (page) =>
        typeof page.path === 'string' &&
        Array.isArray(page.keys) &&
        typeof page.search === 'object' &&
        typeof page.file === 'string' &&
        /^[\w.-]+\.html$/.test(page.file),
    )
  );
}

/** Reads the manifest of `root` (the web dist), cached until the file changes; null without one. */
export function prerenderManifestReader(root: string): () => Promise<TPrerenderManifest | null> {
  const path = join(root, PRERENDER_MANIFEST);
  let cached: { mtimeMs: number; manifest: TPrerenderManifest | null } | null = null;
  return async () => {
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    if (cached?.mtimeMs === info.mtimeMs) return cached.manifest;
    let manifest: TPrerenderManifest | null;
    try {
      const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
      manifest = isManifest(parsed) ? parsed : null;
    } catch {
      manifest = null; // being rewritten by a build: serve the app shell meanwhile
    }
    cached = { mtimeMs: info.mtimeMs, manifest };
    return manifest;
  };
}

/** `/auth/` -> `/auth`; the root stays `/`. */
function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The prerendered variant for a request's path and query, if there is one. */
export function findPrerenderedPage(
  manifest: TPrerenderManifest,
  path: string,
  query: URLSearchParams,
): TPrerenderedPage | null {
  const normalized = normalizePath(path);
  return (
    manifest.pages.find(
      (page) =>
        page.path === normalized &&
        page.keys.every((key) => (query.get(key) ?? undefined) === (page.search[key] ?? undefined)),
    ) ?? null
  );
}
