import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { originOf, trustedOrigins } from '../lib/trusted-origins.ts';
import { endpointOf } from './endpoint-route.ts';

/**
 * CSRF protection by Origin checks. A state-changing request (POST, PUT, PATCH, DELETE) under /api must come from one
 * of our origins (lib/trusted-origins.ts: PUBLIC_URL, ALLOWED_ORIGINS, in development the loopback spellings and the
 * Vite dev server) when
 * - it carries a cookie: its `Origin` header (or, when a browser omits it, the origin of its `Referer`) must be
 *   trusted; a cookie-carrying request with neither answers 403 `CSRF_REJECTED` too;
 * - or it goes to an endpoint that signs someone in without needing a session (`startsSession` in its declaration:
 *   sign-up, first-admin setup, the admin and the password sign-in) and shows any sign of a browser (`Origin`,
 *   `Referer`, `Sec-Fetch-*`): otherwise another site could sign a visitor into an account of its choosing.
 *
 * Requests without a cookie cannot ride on a user's session, so bearer-token clients (the mobile app) and
 * server-to-server calls are exempt; so is a session-starting request with no sign of a browser (curl, scripts), which
 * no other site can make a browser send. Browsers send `Origin` with every cross-origin and every POST request, and
 * with `navigator.sendBeacon`, so the web app's own requests pass.
 *
 * A refusal is logged (warn) with the origin received and the origins expected: the usual cause is a site opened at
 * another address than PUBLIC_URL, which the operator fixes with PUBLIC_URL or ALLOWED_ORIGINS.
 */

export const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type CsrfOriginOptions = {
  config: Pick<TConfig, 'publicUrl' | 'nodeEnv' | 'allowedOrigins'> & Partial<Pick<TConfig, 'port'>>;
};

/** Every origin allowed to send state-changing requests (the list Better Auth trusts as well). */
export function allowedOrigins(config: CsrfOriginOptions['config']): Set<string> {
  return new Set(trustedOrigins(config));
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

const BROWSER_HEADERS = ['origin', 'referer', 'sec-fetch-site', 'sec-fetch-mode', 'sec-fetch-dest'] as const;

/** Whether the request shows any sign of coming from a browser. */
function fromBrowser(request: Pick<FastifyRequest, 'headers'>): boolean {
  return BROWSER_HEADERS.some((name) => (headerValue(request.headers[name]) ?? '') !== '');
}

/**
 * true when the request must be rejected as a possible cross-site request forgery. `startsSession`: the endpoint
 * signs someone in without a session (its declaration says so).
 */
export function isCrossSiteRequest(
  request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>,
  origins: ReadonlySet<string>,
  startsSession = false,
): boolean {
  if (!UNSAFE_METHODS.has(request.method) || !isApiPath(request.url)) return false;
  const cookie = headerValue(request.headers.cookie);
  const hasCookie = cookie !== undefined && cookie.trim() !== '';
  if (!hasCookie && !(startsSession && fromBrowser(request))) return false;
  const origin = requestOrigin(request);
  return origin === null || !origins.has(origin);
}

/** What the log says about a refused request's origin: never more than an origin (a Referer may carry a token). */
function receivedOrigin(request: Pick<FastifyRequest, 'headers'>): string | null {
  const origin = headerValue(request.headers.origin);
  if (origin !== undefined && origin !== '') return originOf(origin) ?? origin.slice(0, 200);
  const referer = headerValue(request.headers.referer);
  return referer ? (originOf(referer) ?? '(unparsable Referer)') : null;
}

async function csrfOriginPlugin(app: FastifyInstance, options: CsrfOriginOptions): Promise<void> {
  const origins = allowedOrigins(options.config);
  const expectedOrigins = [...origins];
  app.addHook('onRequest', async (request) => {
    if (isCrossSiteRequest(request, origins, endpointOf(request)?.startsSession === true)) {
      request.log.warn(
        { receivedOrigin: receivedOrigin(request), expectedOrigins },
        'request refused: its Origin is not an address this server is configured for ' +
          '(if this is your site, set PUBLIC_URL to the address in the browser, or add it to ALLOWED_ORIGINS)',
      );
      throw new AppError('CSRF_REJECTED');
    }
  });
}

export default fp(csrfOriginPlugin, { name: 'openwell-csrf-origin', dependencies: ['openwell-errors'] });
