import { AUTH_BASE_PATH, AUTH_ENDPOINTS } from '@openwell/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { endpointSchema } from '../../plugins/endpoint-route.ts';
import { errorBody } from '../../plugins/errors.ts';
import { normalizeAuthError, retryAfterOf } from './auth-errors.ts';
import { authHeaders, type AuthSessions } from './auth.session.ts';
import type { Auth } from './auth.ts';
import { withSessionTokenScope } from './session-token-hash.ts';

const AUTH_BODY_LIMIT = 64 * 1024;
/** The one answer that carries a token on purpose: a JSON Web Token (GET /token), which is not a session token. */
const JWT_PATH = '/token';

export type AuthRoutesOptions = { auth: Auth; sessions: Pick<AuthSessions, 'bearerAsCookie'>; config: TConfig };

/**
 * get-session always reads the database: Better Auth's cookie cache could otherwise report a session
 * that a password reset or "sign out everywhere" has just revoked, for up to the cache's lifetime.
 */
function strictSessionUrl(href: string): string {
  const url = new URL(href);
  if (url.pathname.endsWith('/get-session')) url.searchParams.set('disableCookieCache', 'true');
  return url.toString();
}

/**
 * The request for Better Auth. A bearer token (native clients) reaches it as the session cookie it stands for, and
 * only when it is the token of a native session; Better Auth never sees an Authorization header.
 */
function toFetchRequest(request: FastifyRequest, config: TConfig, bearer: { name: string; value: string } | null) {
  const body = request.body instanceof Buffer && request.body.length > 0 ? request.body : undefined;
  const headers = authHeaders(request);
  headers.delete('authorization');
  if (bearer) {
    // A bearer token is no ambient credential that another site could make a browser send, and its Origin (if any)
    // was checked: the request passes Better Auth's cookie CSRF check as our own origin.
    headers.set('cookie', `${bearer.name}=${bearer.value}`);
    if (!headers.has('origin')) headers.set('origin', new URL(config.publicUrl).origin);
  }
  return new Request(strictSessionUrl(`${config.publicUrl}${request.url}`), {
    method: request.method,
    headers,
    ...(body && request.method !== 'GET' && request.method !== 'HEAD' ? { body } : {}),
  });
}

/**
 * Better Auth puts session tokens in its answers (get-session, list-sessions, sign-in, the second factor,
 * change-password). They never leave the server: a browser's session is its HttpOnly cookie, and a script that could
 * read a token (one XSS) could carry the session away. Native clients get theirs in `set-auth-token`.
 */
export function withoutSessionTokens(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutSessionTokens);
  if (typeof body !== 'object' || body === null) return body;
  const { token: _token, ...rest } = body as Record<string, unknown>;
  if ('session' in rest) rest.session = withoutSessionTokens(rest.session);
  return rest;
}

function parseJson(buffer: Buffer): unknown {
  if (buffer.length === 0) return null;
  try {
    return JSON.parse(buffer.toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * Mounts Better Auth under /api/auth: one route per declaration in @openwell/contracts (AUTH_ENDPOINTS, documented in
 * OpenAPI like every endpoint), so an endpoint Better Auth offers but we do not declare answers 404. Each converts the
 * request to a Fetch Request (socket address in CLIENT_IP_HEADER), lets Better Auth validate and answer, sends back
 * status, headers (every Set-Cookie) and body, and turns every error into our error shape and codes. The rules around
 * the calls (lockout, TOTP single use, audit) run inside Better Auth, as our plugin's hooks.
 */
export async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions): Promise<void> {
  const { auth, sessions, config } = opts;

  // Better Auth reads the raw body itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: AUTH_BODY_LIMIT }, (_request, body, done) => {
    done(null, body);
  });

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const path = (request.url.split('?')[0] ?? '').slice(AUTH_BASE_PATH.length).replace(/\/+$/, '');
    const bearer = await sessions.bearerAsCookie(request.headers);
    // Session tokens are stored hashed; the scope lets one request delete the sessions it listed (session-token-hash.ts).
    const response = await withSessionTokenScope(() => auth.handler(toFetchRequest(request, config, bearer)));
    let buffer = Buffer.from(await response.arrayBuffer());
    for (const [name, value] of response.headers) {
      if (name === 'set-cookie' || name === 'content-length' || name === 'content-type') continue;
      void reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) void reply.header('set-cookie', cookies);
    void reply.header('cache-control', 'no-store');
    if (response.status < 400) {
      const contentType = response.headers.get('content-type');
      if (contentType) void reply.type(contentType);
      if (contentType?.startsWith('application/json') && path !== JWT_PATH) {
        buffer = Buffer.from(JSON.stringify(withoutSessionTokens(parseJson(buffer))));
      }
      return reply.code(response.status).send(buffer);
    }

    const normalized = normalizeAuthError(path, response.status, parseJson(buffer), retryAfterOf(response.headers));
    const error = new AppError(normalized.code, normalized.details);
    if (error.statusCode === 429 && normalized.details?.retryAfterSeconds !== undefined) {
      void reply.header('retry-after', String(normalized.details.retryAfterSeconds));
    }
    request.log.info(
      { code: error.code, statusCode: error.statusCode, upstream: response.status },
      'auth request rejected',
    );
    return reply
      .code(error.statusCode)
      .type('application/json; charset=utf-8')
      .send(errorBody(error.code, error.message, error.details));
  }

  for (const endpoint of AUTH_ENDPOINTS) {
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      // Documented from the declaration; Better Auth validates the raw body itself, so ours is not run here.
      schema: endpointSchema(endpoint),
      validatorCompiler: () => (value) => ({ value }),
      config: { endpoint },
      handler: forward,
    });
  }
}
