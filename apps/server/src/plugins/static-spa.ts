import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { negotiateLanguage } from '@openwell/i18n/negotiate.ts';
import { findPrerenderedPage, PRERENDER_DIR, prerenderManifestReader } from './prerendered-pages.ts';

export type StaticSpaOptions = { webDistDir: string };

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';
export const NOT_BUILT_MESSAGE = 'The web app is not built. Run npm run build.\n';
/** A prerendered page depends on the language, chosen by the language cookie and Accept-Language. */
export const PRERENDERED_VARY = 'accept-language, cookie';

/**
 * Whether a request path is the API's: its first segment is `api` in any case and any percent-encoding (`/api`,
 * `/API/admin/users`, `/%61pi/x`). Such a path never answers the web app: an unknown one is the JSON 404, because the
 * API's routes are case-sensitive and a client reading JSON must not get a page.
 */
export function isApiPath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Malformed percent-encoding: judged as written.
  }
  const first = decoded.split('/', 2)[1] ?? '';
  return decoded.startsWith('/') && first.toLowerCase() === 'api';
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves the built SPA at `/`:
 * - files from WEB_DIST_DIR; hashed files under /assets/ are cached for a year, everything else revalidates;
 * - precompressed: the build writes `.br` and `.gz` beside each text file; the answer is brotli when the browser
 *   accepts it, else gzip, else the file itself, with `Vary: Accept-Encoding` (docs/decisions/011-prerendered-public-pages.md);
 * - the public pages the build prerendered (landing, auth, legal) answer their HTML in the visitor's language:
 *   the stored choice (`i18nextLng` cookie), else Accept-Language, else English; `Vary` names both;
 * - any other GET/HEAD outside /api answers index.html so client routes (/dashboard, /auth/fitbit/callback) work;
 * - a missing file under /assets/ is a real 404 (an old tab asking for a replaced chunk must not get HTML);
 * - without a build the server still runs and non-API pages explain how to build.
 * Unknown /api paths, in any case (isApiPath), go to the JSON not-found handler.
 */
async function staticSpaPlugin(app: FastifyInstance, options: StaticSpaOptions): Promise<void> {
  const root = resolve(options.webDistDir);
  const indexFile = resolve(root, 'index.html');
  const readManifest = prerenderManifestReader(root);

  await app.register(fastifyStatic, {
    root,
    serve: false,
    cacheControl: false,
    dotfiles: 'deny',
    preCompressed: true,
    suppressWarning: true,
  });

  async function handle(
    request: FastifyRequest<{ Params: { '*'?: string } }>,
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path)) {
      reply.callNotFound();
      return reply;
    }
    if (!(await isFile(indexFile))) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(NOT_BUILT_MESSAGE);
    }
    const relative = request.params['*'] ?? '';
    const manifest = await readManifest();
    const page = manifest && findPrerenderedPage(manifest, path, new URLSearchParams(request.url.split('?')[1] ?? ''));
    if (page) {
      const language = negotiateLanguage({
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      });
      if (manifest.languages.includes(language)) {
        return reply
          .header('cache-control', REVALIDATE_CACHE)
          .header('vary', PRERENDERED_VARY)
          .header('content-language', language)
          .sendFile(`${PRERENDER_DIR}/${language}/${page.file}`);
      }
    }
    const target = resolve(root, relative);
    const inside = target.startsWith(root + sep);
    const hidden = relative.split('/').some((segment) => segment.startsWith('.'));
    // The prerendered files are answered for their pages only (above), never under their own paths.
    const internal = relative === PRERENDER_DIR || relative.startsWith(`${PRERENDER_DIR}/`);
    if (inside && !hidden && !internal && (await isFile(target))) {
      const immutable = relative.startsWith('assets/');
      return reply.header('cache-control', immutable ? IMMUTABLE_CACHE : REVALIDATE_CACHE).sendFile(relative);
    }
    if (relative.startsWith('assets/')) {
      reply.callNotFound();
      return reply;
    }
    return reply.header('cache-control', REVALIDATE_CACHE).sendFile('index.html');
  }

  app.get('/*', { schema: { hide: true } }, handle);
}

export default fp(staticSpaPlugin, { name: 'openwell-static-spa' });
