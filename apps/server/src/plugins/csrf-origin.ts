import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../config.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * CSRF protection by Origin checks. A state-changing request (POST, PUT, PATCH, DELETE) under /api that carries a
 * cookie must come from one of our origins: its `Origin` header (or, when a browser omits it, the origin of its
 * `Referer`) must be PUBLIC_URL's origin, one of ALLOWED_ORIGINS, or in development the Vite dev server. Anything
 * else, including a cookie-carrying request with neither header, answers 403 `CSRF_REJECTED`.
 *
 * Requests without a cookie cannot ride on a user's session, so bearer-token clients (the mobile app) and
 * server-to-server calls are exempt. Browsers send `Origin` with every cross-origin and every POST request, and
 * with `navigator.sendBeacon`, so the web app's own requests pass.
 */

export const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The Vite dev server (`npm run dev`), which proxies /api to this server. */
export const DEV_SERVER_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

export type CsrfOriginOptions = {
  config: Pick<TConfig, 'publicUrl' | 'nodeEnv' | 'allowedOrigins'>;
};

function originOf(value: string): string | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.origin !== 'null') return url.origin;
  // WHATWG URL gives non-special schemes an opaque origin, but app WebViews send them as `scheme://host`
  // (Capacitor on iOS: `capacitor://localhost`). Truly opaque origins (`null`, file:, data:) never match.
  return url.host ? `${url.protocol}//${url.host}` : null;
}

/** Every origin allowed to send cookie-authenticated state-changing requests. */
export function allowedOrigins(config: CsrfOriginOptions['config']): Set<string> {
  const origins = new Set<string>();
  for (const value of [config.publicUrl, ...config.allowedOrigins]) {
    const origin = originOf(value);
    if (origin) origins.add(origin);
  }
  if (config.nodeEnv === 'development') for (const origin of DEV_SERVER_ORIGINS) origins.add(origin);
  return origins;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return path === '/api' || path.startsWith('/api/');
}

/** The origin a request claims to come from: `Origin`, else the origin of `Referer`, else null. */
export function requestOrigin(request: Pick<FastifyRequest, 'headers'>): string | null {
  const origin = headerValue(request.headers.origin);
  if (origin !== undefined && origin !== '') return originOf(origin);
  const referer = headerValue(request.headers.referer);
  return referer ? originOf(referer) : null;
}

/** true when the request must be rejected as a possible cross-site request forgery. */
export function isCrossSiteRequest(
  request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>,
  origins: ReadonlySet<string>,
): boolean {
  if (!UNSAFE_METHODS.has(request.method) || !isApiPath(request.url)) return false;
  const cookie = headerValue(request.headers.cookie);
  if (cookie === undefined || cookie.trim() === '') return false;
  const origin = requestOrigin(request);
  return origin === null || !origins.has(origin);
}

async function csrfOriginPlugin(app: FastifyInstance, options: CsrfOriginOptions): Promise<void> {
  const origins = allowedOrigins(options.config);
  app.addHook('onRequest', async (request) => {
    if (isCrossSiteRequest(request, origins)) {
      request.log.warn(
        { origin: request.headers.origin ?? null, hasReferer: request.headers.referer !== undefined },
        'cross-site request rejected',
      );
      throw new AppError('CSRF_REJECTED');
    }
  });
}

export default fp(csrfOriginPlugin, { name: 'openwell-csrf-origin', dependencies: ['openwell-errors'] });
