import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';

export type StaticSpaOptions = { webDistDir: string };

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';
export const NOT_BUILT_MESSAGE = 'The web app is not built. Run npm run build.\n';

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
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
 * - any other GET/HEAD outside /api answers index.html so client routes (/dashboard, /auth/fitbit/callback) work;
 * - a missing file under /assets/ is a real 404 (an old tab asking for a replaced chunk must not get HTML);
 * - without a build the server still runs and non-API pages explain how to build.
 * Unknown /api paths go to the JSON not-found handler.
 */
async function staticSpaPlugin(app: FastifyInstance, options: StaticSpaOptions): Promise<void> {
  const root = resolve(options.webDistDir);
  const indexFile = resolve(root, 'index.html');

  await app.register(fastifyStatic, {
    root,
    serve: false,
    cacheControl: false,
    dotfiles: 'deny',
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
    const target = resolve(root, relative);
    const inside = target.startsWith(root + sep);
    const hidden = relative.split('/').some((segment) => segment.startsWith('.'));
    if (inside && !hidden && (await isFile(target))) {
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
