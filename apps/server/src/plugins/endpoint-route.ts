import {
  ANONYMOUS,
  ERROR_TABLE,
  ZErrorResponseSchema,
  endpointErrorCodes,
  requiresSecondFactor,
  successStatuses,
  type TEndpoint,
  type TEndpointOutput,
  type TEndpointParsed,
  type TErrorCode,
  type TRole,
} from '@openwell/contracts';
import type { FastifyReply, FastifyRequest, FastifySchemaValidationError, LogLevel, RouteOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
// Types only: every feature, auth included, registers its routes through this module, so loading a feature from
// here would be an import cycle (import-cycles.test.ts). `request.user` is set by auth's session-user plugin.
import type { TSessionUser } from '../features/auth/auth.service.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * Registers a route from its declaration in packages/contracts: method, path, validation, response serialisation,
 * OpenAPI (operationId, summary, security, every success and error response) and the access rule all come from the
 * declaration; the feature supplies only the handler.
 *
 *   registerEndpoint(app, getMe, ({ user }) => accountsService.getCurrentUser(user));
 *
 * Handlers get the validated input and return the success body (status: the declaration's 2xx); a handler may set
 * another declared status itself (`reply.code(503)`). They throw AppError codes; statuses come from the error table.
 */

/** Who made the request, for audit rows and rate limits. No HTTP types reach services. */
export type TClientInfo = { ip: string; userAgent: string | null };

export type TEndpointContext<E extends TEndpoint> = TEndpointParsed<E> & {
  /** The signed-in user; never null on endpoints that require signing in (the route refuses first). */
  user: E['access'] extends typeof ANONYMOUS ? TSessionUser | null : TSessionUser;
  client: TClientInfo;
  /** For what only HTTP can do (cookies, headers); services never receive these. */
  request: FastifyRequest;
  reply: FastifyReply;
};

export type TEndpointHandler<E extends TEndpoint> = (
  context: TEndpointContext<E>,
) => Promise<TEndpointOutput<E>> | TEndpointOutput<E>;

export type TEndpointRouteOptions = {
  /** @fastify/rate-limit options for this route (counters in PostgreSQL, see plugins/rate-limit.ts). */
  rateLimit?: Record<string, unknown>;
  bodyLimit?: number;
  logLevel?: LogLevel;
  /**
   * Turns schema validation issues into a more specific code (e.g. sign-up's UNDERAGE); null keeps VALIDATION_FAILED.
   * `body`: the request's body as it arrived (not validated).
   */
  validationError?: (issues: FastifySchemaValidationError[], body: unknown) => AppError | null;
  /**
   * The handler may answer with the same object again (a cache of answers that are never changed once made): each
   * object is serialised once, by the response schema as always, and its JSON kept with it (a WeakMap) and sent as it
   * is the next time.
   */
  reusedAnswers?: boolean;
};

/** The route config every declared route carries: the errors plugin and the route-coverage test read it. */
export type TEndpointRouteConfig = { endpoint: TEndpoint };

/** Route `config` of a request's route, if it was registered from a declaration. */
export function endpointOf(request: FastifyRequest): TEndpoint | undefined {
  return (request.routeOptions.config as Partial<TEndpointRouteConfig> | undefined)?.endpoint;
}

export function clientOf(request: FastifyRequest): TClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

/** OpenAPI security of an endpoint: the session cookie (browsers) or a bearer token (mobile); none when anonymous. */
export function endpointSecurity(endpoint: TEndpoint): Array<Record<string, string[]>> {
  return endpoint.access === ANONYMOUS ? [] : [{ sessionCookie: [] }, { bearerAuth: [] }];
}

/** Success bodies and one error response per status, described by the codes answered with it. */
export function endpointResponses(endpoint: TEndpoint): Record<number, z.ZodType> {
  const responses: Record<number, z.ZodType> = {};
  for (const [status, body] of Object.entries(endpoint.responses)) {
    responses[Number(status)] = body === null ? z.null().describe('No content') : body.describe(endpoint.summary);
  }
  const byStatus = new Map<number, TErrorCode[]>();
  for (const code of endpointErrorCodes(endpoint)) {
    const status = endpoint.errorStatus?.[code] ?? ERROR_TABLE[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of byStatus) {
    if (responses[status]) continue; // a declared body for this status (health's 503) wins
    responses[status] = ZErrorResponseSchema.describe(`Error codes: ${codes.join(', ')}`);
  }
  return responses;
}

/** Route schema (validation, serialisation, OpenAPI) from a declaration. Shared with the Better Auth mount. */
export function endpointSchema(endpoint: TEndpoint) {
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [...endpoint.tags],
    security: endpointSecurity(endpoint),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: endpointResponses(endpoint),
  };
}

/** A preHandler that fits every Fastify instance type (zod type provider, our logger). */
export type TGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The access rule of a declared route (`registerEndpoint` adds it; `preHandler: requireUser()` on a route of its
 * own): 401 UNAUTHENTICATED when signed out, 403 FORBIDDEN when the role is not among `roles`, 403
 * TWO_FACTOR_ENROLMENT_REQUIRED when `secondFactor` is asked for and the account has none (the admin area: employer
 * and admin accounts must enrol one first).
 */
export function requireUser(roles?: readonly TRole[], options: { secondFactor?: boolean } = {}): TGuard {
  return async (request) => {
    if (!request.user) throw new AppError('UNAUTHENTICATED');
    if (roles && !roles.includes(request.user.role)) throw new AppError('FORBIDDEN');
    if (options.secondFactor && !request.user.twoFactorEnabled) throw new AppError('TWO_FACTOR_ENROLMENT_REQUIRED');
  };
}

/** Any Fastify instance, whatever its type provider and logger type. */
type TAnyApp = { route: (options: never) => unknown };

export function registerEndpoint<const E extends TEndpoint>(
  app: TAnyApp,
  endpoint: E,
  handler: TEndpointHandler<E>,
  options: TEndpointRouteOptions = {},
): void {
  if (endpoint.betterAuth) throw new Error(`${endpoint.operationId} is served by the Better Auth mount`);
  const [successStatus = 200] = successStatuses(endpoint);
  const config: TEndpointRouteConfig & { rateLimit?: Record<string, unknown> } = { endpoint };
  if (options.rateLimit) config.rateLimit = options.rateLimit;
  const serialiseOnce = options.reusedAnswers ? onceSerialiser(endpoint, successStatus) : null;
  const route: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    schema: endpointSchema(endpoint),
    config,
    // 401 UNAUTHENTICATED when signed out, 403 FORBIDDEN for another role, 403 TWO_FACTOR_ENROLMENT_REQUIRED on
    // admin-area endpoints for an account without a second factor.
    ...(endpoint.access === ANONYMOUS
      ? {}
      : { onRequest: requireUser(endpoint.access, { secondFactor: requiresSecondFactor(endpoint) }) }),
    ...(options.validationError ? { attachValidation: true } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    // An HTML page is sent as it is; error answers stay JSON.
    ...(endpoint.produces
      ? { serializerCompiler: () => (data: unknown) => (typeof data === 'string' ? data : JSON.stringify(data)) }
      : {}),
    handler: async (request, reply) => {
      if (request.validationError) {
        const issues = request.validationError.validation ?? [];
        throw options.validationError?.(issues, request.body) ?? request.validationError;
      }
      void reply.code(successStatus);
      if (endpoint.produces) void reply.type(`${endpoint.produces}; charset=utf-8`);
      const context = {
        params: request.params,
        query: request.query,
        body: request.body,
        user: request.user,
        client: clientOf(request),
        request,
        reply,
      } as TEndpointContext<E>;
      const result = await handler(context);
      if (reply.sent) return reply;
      if (serialiseOnce && typeof result === 'object' && result !== null) {
        // A JSON string with a JSON content type is sent as it is (no second serialisation).
        void reply.type('application/json; charset=utf-8');
        return serialiseOnce(result);
      }
      return successStatus === 204 && reply.statusCode === 204 ? reply.send(null) : result;
    },
  };
  app.route(route as never);
}

/** reusedAnswers: the success body's serialiser (the app's for every route), run once per answer object. */
function onceSerialiser(endpoint: TEndpoint, status: number): (answer: object) => string {
  const body = endpointResponses(endpoint)[status];
  if (!body) throw new Error(`${endpoint.operationId}: reusedAnswers needs a body for ${status}`);
  const serialise = serializerCompiler({
    schema: body,
    method: endpoint.method,
    url: endpoint.path,
    httpStatus: String(status),
  });
  const made = new WeakMap<object, string>();
  return (answer) => {
    let json = made.get(answer);
    if (json === undefined) made.set(answer, (json = serialise(answer)));
    return json;
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration a route was registered from (registerEndpoint, the Better Auth mount). */
    endpoint?: TEndpoint;
  }
  interface FastifyInstance {
    /** What trackEndpointRoutes recorded (set by buildApp). */
    endpointRoutes: TRouteRegistry;
  }
}

/** Routes under /api that are not endpoints of the product: the OpenAPI document and the docs page. */
const INFRASTRUCTURE_ROUTES = [/^\/api\/openapi\.json$/, /^\/api\/docs(\/|$)/];

export type TRouteRegistry = {
  /** operationIds of the routes registered from declarations. */
  declared: Set<string>;
  /** `METHOD /path` of /api routes registered without a declaration. */
  undeclared: string[];
};

/**
 * Records every /api route as it is registered (Fastify's onRoute hook, inherited by every plugin registered later):
 * those from declarations by operationId, the others by method and path. The route-coverage test reads it.
 */
export function trackEndpointRoutes(app: {
  addHook: (name: 'onRoute', hook: (route: RouteOptions) => void) => unknown;
}): TRouteRegistry {
  const registry: TRouteRegistry = { declared: new Set(), undeclared: [] };
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    if (methods.length === 0 || !route.url.startsWith('/api/')) return;
    const endpoint = (route.config as Partial<TEndpointRouteConfig> | undefined)?.endpoint;
    if (endpoint) registry.declared.add(endpoint.operationId);
    else if (!INFRASTRUCTURE_ROUTES.some((pattern) => pattern.test(route.url))) {
      registry.undeclared.push(...methods.map((method) => `${method} ${route.url}`));
    }
  });
  return registry;
}
