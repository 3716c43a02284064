import type { z } from 'zod';
import { ROLES, type TRole } from './roles.ts';
import type { TErrorCode } from './errors.ts';

/**
 * One declaration per endpoint: method, path, schemas, error codes and who may call it. The server registers its
 * route from it (the feature supplies only the handler), the web derives its typed fetcher and TanStack Query key
 * from it, and the OpenAPI document is generated from it. Nothing else writes an `/api/` path.
 *
 *   export const getMe = defineEndpoint({
 *     operationId: 'getMe', method: 'GET', path: '/api/me', tags: ['accounts'],
 *     summary: 'The signed-in user', access: SIGNED_IN,
 *     responses: { 200: ZCurrentUserSchema }, errors: [],
 *   });
 */

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Anyone, signed in or not. */
export const ANONYMOUS = 'anonymous';
/** Any signed-in user, whatever the role. */
export const SIGNED_IN: readonly TRole[] = ROLES;
/** Who may call an endpoint: anyone (`'anonymous'`), or signed-in users with one of these roles. */
export type TAccess = typeof ANONYMOUS | readonly TRole[];

/** A success body: a zod schema, or `null` for an empty answer (204). */
export type TResponseBody = z.ZodType | null;

export interface TEndpoint {
  /** Unique, camelCase; the OpenAPI operationId and the first part of the web's query key. */
  readonly operationId: string;
  readonly method: THttpMethod;
  /** Fastify-style path with `:name` parameters, e.g. `/api/admin/users/:userId/role`. */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  /** The feature the endpoint belongs to (its folder name in server, web and contracts). */
  readonly tags: readonly [string];
  readonly access: TAccess;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** Success answers by status (2xx), plus bodies sent with a non-2xx status that are not errors (health 503). */
  readonly responses: Readonly<Record<number, TResponseBody>>;
  /** Media type of the success body when it is not JSON (e.g. an HTML page). */
  readonly produces?: 'text/html' | 'text/event-stream';
  /**
   * The error codes this endpoint answers beyond those its shape implies (validation, sign-in, role, CSRF and rate
   * limits are added by `endpointErrorCodes`).
   */
  readonly errors: readonly TErrorCode[];
  /**
   * Rare: a code answered with another status than the error table's on this endpoint only, because the code names
   * the resource the request addresses (an unknown company code in a lookup is 404). Must be one of `errors`.
   */
  readonly errorStatus?: Partial<Record<TErrorCode, number>>;
  /** Rate limited per client: 429 RATE_LIMITED is documented. */
  readonly rateLimited?: boolean;
  /** Served by Better Auth (mounted under /api/auth): the server forwards, Better Auth validates. */
  readonly betterAuth?: boolean;
  /**
   * Signs someone in without needing a session (sign-up, a login): the CSRF origin check applies to every browser
   * request, not only to those carrying a cookie (see apps/server/src/plugins/csrf-origin.ts).
   */
  readonly startsSession?: boolean;
}

/** Keeps the literal types of a declaration (so fetchers and handlers are typed from it). */
export function defineEndpoint<const E extends TEndpoint>(endpoint: E): E {
  return endpoint;
}

const STATE_CHANGING: ReadonlySet<THttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isStateChanging(endpoint: Pick<TEndpoint, 'method'>): boolean {
  return STATE_CHANGING.has(endpoint.method);
}

export function requiresSignIn(endpoint: Pick<TEndpoint, 'access'>): boolean {
  return endpoint.access !== ANONYMOUS;
}

/**
 * Admin-area endpoints (no employee may call them) need a second factor: an employer or admin account without one is
 * answered TWO_FACTOR_ENROLMENT_REQUIRED until it enrols (issue 8).
 */
export function requiresSecondFactor(endpoint: Pick<TEndpoint, 'access'>): boolean {
  return endpoint.access !== ANONYMOUS && !endpoint.access.includes('employee');
}

/** Every code the endpoint may answer: its own, plus those implied by its input, access, method and limits. */
export function endpointErrorCodes(endpoint: TEndpoint): TErrorCode[] {
  // Any request can be malformed (bad URL encoding, broken JSON); a body can be too large or of another type.
  const codes = new Set<TErrorCode>(['BAD_REQUEST']);
  if (endpoint.params || endpoint.query || endpoint.body) codes.add('VALIDATION_FAILED');
  if (endpoint.body) {
    codes.add('PAYLOAD_TOO_LARGE');
    codes.add('UNSUPPORTED_MEDIA_TYPE');
  }
  if (requiresSignIn(endpoint)) codes.add('UNAUTHENTICATED');
  if (endpoint.access !== ANONYMOUS && endpoint.access.length < ROLES.length) codes.add('FORBIDDEN');
  if (requiresSecondFactor(endpoint)) codes.add('TWO_FACTOR_ENROLMENT_REQUIRED');
  if (isStateChanging(endpoint)) codes.add('CSRF_REJECTED');
  if (endpoint.rateLimited) codes.add('RATE_LIMITED');
  for (const code of endpoint.errors) codes.add(code);
  return [...codes];
}

/** Fills the `:name` parameters of a path (URL-encoded). */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The success statuses (2xx) of an endpoint, lowest first. */
export function successStatuses(endpoint: Pick<TEndpoint, 'responses'>): number[] {
  return Object.keys(endpoint.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300)
    .sort((a, b) => a - b);
}

// ---- types derived from a declaration (used by the server's handlers and the web's fetchers) -----------------

type Schema<E, K extends 'params' | 'query' | 'body'> = E extends { readonly [P in K]: infer S extends z.ZodType }
  ? S
  : never;

/** What a caller sends: only the parts the endpoint declares. */
export type TEndpointInput<E extends TEndpoint> = ([Schema<E, 'params'>] extends [never]
  ? unknown
  : { params: z.input<Schema<E, 'params'>> }) &
  ([Schema<E, 'query'>] extends [never] ? unknown : { query: z.input<Schema<E, 'query'>> }) &
  ([Schema<E, 'body'>] extends [never] ? unknown : { body: z.input<Schema<E, 'body'>> });

/** What a handler receives after validation. */
export type TEndpointParsed<E extends TEndpoint> = {
  params: [Schema<E, 'params'>] extends [never] ? undefined : z.output<Schema<E, 'params'>>;
  query: [Schema<E, 'query'>] extends [never] ? undefined : z.output<Schema<E, 'query'>>;
  body: [Schema<E, 'body'>] extends [never] ? undefined : z.output<Schema<E, 'body'>>;
};

type SuccessKey<E extends TEndpoint> = Extract<keyof E['responses'], 200 | 201 | 202 | 204>;
type BodyOf<S> = S extends z.ZodType ? z.output<S> : void;
/** The success body: what a handler returns and what a fetcher resolves to. */
export type TEndpointOutput<E extends TEndpoint> = BodyOf<E['responses'][SuccessKey<E>]>;
