import type { IncomingHttpHeaders } from 'node:http';
import { AUTH_TOKEN_HEADER } from '@openwell/contracts';
import { FALLBACK_LANGUAGE, LANGUAGES, type TLanguage } from '@openwell/i18n';
import { isAPIError } from 'better-auth/api';
import { parseCookies } from 'better-auth/cookies';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requestOrigin } from '../../plugins/csrf-origin.ts';
import { normalizeAuthError, retryAfterOf, toAppError } from './auth-errors.ts';
import { CLIENT_IP_HEADER } from './auth.plugin.ts';
import { prepareFindSessionUser, type TSessionUserRow } from './auth.repo.ts';
import { asRole, type TSessionProfile, type TSessionUser } from './auth.service.ts';
import type { Auth } from './auth.ts';
import { verifySignedToken } from './session-token.ts';
import type { SignInService } from './sign-in.service.ts';

/**
 * Where HTTP meets Better Auth outside its mount: the signed-in user of a request, sessions started on a reply
 * (Set-Cookie, and the bearer token for native clients that ask) after sign-up, first-admin setup and the admin login.
 */
export type AuthSessions = {
  /**
   * The signed-in user of these headers: the session cookie, or a bearer token of a native session. One indexed
   * query, no cache (a revoked session ends on the next request, in every process), no signing. A bearer request
   * from a browser page on a foreign origin is refused (CSRF_REJECTED).
   */
  currentUser(headers: IncomingHttpHeaders): Promise<TSessionUser | null>;
  /**
   * For Better Auth's mount: the session cookie (`name=value`) that stands for the request's bearer token, when it
   * is a valid token of a native session; null otherwise. Throws CSRF_REJECTED like currentUser.
   */
  bearerAsCookie(headers: IncomingHttpHeaders): Promise<{ name: string; value: string } | null>;
  /** Starts a session for `userId`: Better Auth creates it and its cookie; Set-Cookie (and set-auth-token) on `reply`. */
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

/** The bearer token of an Authorization header, or null. */
function bearerValue(header: string | undefined): string | null {
  if (header?.slice(0, 7).toLowerCase() !== 'bearer ') return null;
  const value = header.slice(7).trim();
  return value === '' ? null : value;
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

/**
 * Set-Cookie (each cookie) from Better Auth's response headers onto the reply, and the bearer token when our plugin
 * issued one (native clients only).
 */
function passAuthHeaders(reply: FastifyReply, headers: Headers | null | undefined): void {
  const cookies = headers?.getSetCookie() ?? [];
  if (cookies.length > 0) void reply.header('set-cookie', cookies);
  const bearer = headers?.get(AUTH_TOKEN_HEADER);
  if (bearer) void reply.header(AUTH_TOKEN_HEADER, bearer).header('access-control-expose-headers', AUTH_TOKEN_HEADER);
}

/** The profile part of a session row, or null when the user has none (or its company or department is gone). */
function sessionProfile(row: TSessionUserRow): TSessionProfile | null {
  const { companyId, departmentId, age, gender, onboardingStep, consentState, legalState, profileCreatedAt } = row;
  const { companyCode, companyName, departmentName } = row;
  if (companyId === null || departmentId === null || age === null || gender === null || onboardingStep === null) {
    return null;
  }
  if (profileCreatedAt === null || companyCode === null || companyName === null || departmentName === null) return null;
  return {
    companyId,
    departmentId,
    age,
    gender,
    onboardingStep,
    consentState: consentState ?? {},
    legalState: legalState ?? {},
    createdAt: new Date(profileCreatedAt),
    companyCode,
    companyName,
    departmentName,
  };
}

function asLanguage(value: unknown): TLanguage {
  return LANGUAGES.includes(value as TLanguage) ? (value as TLanguage) : FALLBACK_LANGUAGE;
}

export type AuthSessionsDeps = {
  auth: Auth;
  signIn: SignInService;
  database: Database;
  /** Origins whose pages may send bearer requests (the native app's WebView); any other Origin is refused. */
  trustedOrigins: ReadonlySet<string>;
};

export function createAuthSessions(deps: AuthSessionsDeps): AuthSessions {
  const { auth, signIn, database, trustedOrigins } = deps;
  const findSessionUser = prepareFindSessionUser(database.db);
  // Better Auth's session cookie name (with __Secure- when PUBLIC_URL is https) and the secret that signs it.
  let cookie: { name: string; secret: string } | undefined;
  async function sessionCookie(): Promise<{ name: string; secret: string }> {
    if (!cookie) {
      const context = await auth.$context;
      cookie = { name: context.authCookies.sessionToken.name, secret: context.secret };
    }
    return cookie;
  }

  /** Headers for a server-side call that acts for the client but must not reuse its credentials. */
  function callerHeaders(request: FastifyRequest): Headers {
    const headers = authHeaders(request);
    headers.delete('authorization');
    return headers;
  }

  /** The session token of a bearer value after the Origin check (CSRF_REJECTED), or null when its signature is wrong. */
  async function bearerToken(headers: IncomingHttpHeaders, signed: string): Promise<{ token: string } | null> {
    if (headers.origin !== undefined) {
      const origin = requestOrigin({ headers });
      if (origin === null || !trustedOrigins.has(origin)) throw new AppError('CSRF_REJECTED');
    }
    const token = verifySignedToken(signed, (await sessionCookie()).secret);
    return token ? { token } : null;
  }

  async function sessionOf(headers: IncomingHttpHeaders) {
    // Another Authorization scheme (e.g. Basic from a proxy in front of the site) leaves the cookie in charge.
    const signedBearer = bearerValue(headers.authorization);
    if (signedBearer !== null) {
      const bearer = await bearerToken(headers, signedBearer);
      if (!bearer) return null;
      const row = await findSessionUser(bearer.token);
      // A bearer token counts only for sessions started by a native client: a browser session's token is no
      // credential outside its HttpOnly cookie.
      return row?.client === 'native' ? { row, signed: signedBearer } : null;
    }
    const { name, secret } = await sessionCookie();
    // Better Auth's own cookie parser (ADR 009: cookies are read and named by Better Auth).
    const signed = headers.cookie === undefined ? null : (parseCookies(headers.cookie).get(name) ?? null);
    const token = signed === null ? null : verifySignedToken(signed, secret);
    if (signed === null || token === null) return null;
    const row = await findSessionUser(token);
    return row ? { row, signed } : null;
  }

  return {
    async currentUser(headers) {
      const found = await sessionOf(headers);
      if (!found) return null;
      const { row } = found;
      return {
        id: row.userId,
        email: row.email,
        role: asRole(row.role),
        language: asLanguage(row.language),
        twoFactorEnabled: row.twoFactorEnabled,
        sessionId: row.sessionId,
        profile: sessionProfile(row),
        // Only an employer administers a company: a row left from a former role grants nothing.
        employerCompanyId: row.role === 'employer' ? row.employerCompanyId : null,
      };
    },

    async bearerAsCookie(headers) {
      if (bearerValue(headers.authorization) === null) return null;
      const found = await sessionOf(headers);
      return found ? { name: (await sessionCookie()).name, value: found.signed } : null;
    },

    async startSession(request, reply, userId) {
      const result = await auth.api.createSessionForUser({
        body: { userId },
        headers: callerHeaders(request),
        returnHeaders: true,
      });
      passAuthHeaders(reply, result.headers);
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
        if (isAPIError(error)) {
          const retry = retryAfterOf(error.headers as ConstructorParameters<typeof Headers>[0]);
          throw toAppError(normalizeAuthError('/sign-in/email', error.statusCode, error.body, retry));
        }
        throw error;
      }
    },
  };
}
