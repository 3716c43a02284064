import { FALLBACK_LANGUAGE, LANGUAGES, type TLanguage } from '@openwell/i18n';
import { isAPIError } from 'better-auth/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { normalizeAuthError, toAppError } from './auth-errors.ts';
import { CLIENT_IP_HEADER } from './auth.plugin.ts';
import { asRole, type TSessionUser } from './auth.service.ts';
import type { Auth } from './auth.ts';
import type { SignInService } from './sign-in.service.ts';

/**
 * Where HTTP meets Better Auth outside its mount: the signed-in user of a request, and sessions started on a reply
 * (Set-Cookie and the bearer token for the mobile app) after sign-up, first-admin setup and the admin login.
 */
export type AuthSessions = {
  /** The signed-in user of these headers (session cookie or bearer token), read from the database; null if none. */
  currentUser(headers: IncomingHttpHeaders): Promise<TSessionUser | null>;
  /** Starts a session for `userId`: Better Auth creates it and its cookie; Set-Cookie and set-auth-token go on `reply`. */
  startSession(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void>;
  /**
   * Password sign-in to the admin area through Better Auth's /sign-in/email (the sign-in service refuses accounts
   * other than employer and admin with INVALID_CREDENTIALS). Throws AppError with our codes.
   */
  signInToAdminArea(
    request: FastifyRequest,
    reply: FastifyReply,
    credentials: { email: string; password: string },
  ): Promise<{ twoFactorRequired: boolean }>;
};

/** `startSession` as the routes that create accounts receive it. */
export type StartSession = AuthSessions['startSession'];

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'content-length', 'expect']);

/**
 * The request's headers as Fetch headers for Better Auth: hop-by-hop and HTTP/2 pseudo headers dropped, the
 * socket's address in CLIENT_IP_HEADER (any client value replaced).
 */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = toFetchHeaders(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** Copies Node's headers into Fetch headers (multi-value headers appended). */
function toFetchHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    if (Array.isArray(value)) for (const item of value) result.append(name, item);
    else result.set(name, String(value));
  }
  return result;
}

/** Set-Cookie (each cookie) and the bearer token from Better Auth's response headers onto the reply. */
function passAuthHeaders(reply: FastifyReply, headers: Headers | null | undefined, token?: string): void {
  const cookies = headers?.getSetCookie() ?? [];
  if (cookies.length > 0) void reply.header('set-cookie', cookies);
  const bearer = headers?.get('set-auth-token') ?? token;
  if (bearer) void reply.header('set-auth-token', bearer).header('access-control-expose-headers', 'set-auth-token');
}

function asLanguage(value: unknown): TLanguage {
  return LANGUAGES.includes(value as TLanguage) ? (value as TLanguage) : FALLBACK_LANGUAGE;
}

export function createAuthSessions(deps: { auth: Auth; signIn: SignInService }): AuthSessions {
  const { auth, signIn } = deps;

  /** Headers for a server-side call that acts for the client but must not reuse its credentials. */
  function callerHeaders(request: FastifyRequest): Headers {
    const headers = authHeaders(request);
    headers.delete('authorization');
    return headers;
  }

  return {
    async currentUser(rawHeaders) {
      // Authoritative: straight from the database (no cookie cache), read-only (no refresh writes).
      const result = await auth.api
        .getSession({ headers: toFetchHeaders(rawHeaders), query: { disableCookieCache: true, disableRefresh: true } })
        .catch(() => null);
      if (!result) return null;
      const user = result.user as typeof result.user & { role?: unknown; language?: unknown };
      return {
        id: user.id,
        email: user.email,
        role: asRole(user.role),
        language: asLanguage(user.language),
        twoFactorEnabled: user.twoFactorEnabled === true,
        sessionId: result.session.id,
      };
    },

    async startSession(request, reply, userId) {
      const result = await auth.api.createSessionForUser({
        body: { userId },
        headers: callerHeaders(request),
        returnHeaders: true,
      });
      passAuthHeaders(reply, result.headers, result.response.token);
    },

    async signInToAdminArea(request, reply, credentials) {
      try {
        const result = await signIn.withArea('admin', () =>
          auth.api.signInEmail({ body: credentials, headers: callerHeaders(request), returnHeaders: true }),
        );
        passAuthHeaders(reply, result.headers);
        // The twoFactor plugin answers `{ twoFactorRedirect: true }` instead of the user while the second factor is due.
        return { twoFactorRequired: 'twoFactorRedirect' in result.response };
      } catch (error) {
        if (isAPIError(error)) throw toAppError(normalizeAuthError('/sign-in/email', error.statusCode, error.body));
        throw error;
      }
    },
  };
}
