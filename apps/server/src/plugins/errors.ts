import { codeForStatus, type TEndpoint, type TErrorCode, type TErrorResponse } from '@openwell/contracts';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError, errorDefaults, GENERIC_INTERNAL_MESSAGE } from '../lib/app-error.ts';

/**
 * One error shape for everything: `{ error: { code, message, details? } }`.
 * 5xx answers never carry internals: the real error is logged with the request id, the client gets a generic text.
 */

export type ValidationIssue = { location: string; path: string; message: string; code: string };

type MaybeHttpError = Partial<FastifyError> & { status?: number; validation?: FastifySchemaValidationError[] };

function statusOf(error: MaybeHttpError): number {
  const status = error.statusCode ?? error.status;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

function validationIssues(error: MaybeHttpError): ValidationIssue[] {
  const location = error.validationContext ?? 'body';
  return (error.validation ?? []).map((issue) => ({
    location,
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? 'is not valid',
    code: issue.keyword,
  }));
}

export function errorBody(code: TErrorCode, message: string, details?: Record<string, unknown>): TErrorResponse {
  return details === undefined ? { error: { code, message } } : { error: { code, message, details } };
}

/**
 * Maps any thrown value to a status and the wire body. An AppError's status comes from the error table, or from the
 * endpoint's `errorStatus` when the route's declaration has one for that code. Exported for the framework-error hook
 * and for tests.
 */
export function toErrorResponse(
  thrown: unknown,
  endpoint?: Pick<TEndpoint, 'errorStatus'>,
): { statusCode: number; body: TErrorResponse; internal: boolean } {
  if (thrown instanceof AppError) {
    const internal = thrown.code === 'INTERNAL';
    const message = internal ? GENERIC_INTERNAL_MESSAGE : thrown.message;
    return {
      statusCode: endpoint?.errorStatus?.[thrown.code] ?? thrown.statusCode,
      body: errorBody(thrown.code, message, internal ? undefined : thrown.details),
      internal,
    };
  }
  const error = (typeof thrown === 'object' && thrown !== null ? thrown : {}) as MaybeHttpError;
  if (Array.isArray(error.validation) && error.validation.length > 0) {
    return {
      statusCode: 400,
      body: errorBody('VALIDATION_FAILED', errorDefaults('VALIDATION_FAILED').message, {
        issues: validationIssues(error),
      }),
      internal: false,
    };
  }
  const statusCode = statusOf(error);
  if (statusCode >= 500) {
    const code: TErrorCode = statusCode === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL';
    const { statusCode: tableStatus, message } = errorDefaults(code);
    return { statusCode: tableStatus, body: errorBody(code, message), internal: code === 'INTERNAL' };
  }
  const code = codeForStatus(statusCode);
  // Fastify's own client errors (FST_*) have safe, useful messages; other libraries' messages are not trusted.
  const message =
    typeof error.code === 'string' && error.code.startsWith('FST_') && typeof error.message === 'string'
      ? error.message
      : errorDefaults(code).message;
  return { statusCode, body: errorBody(code, message), internal: false };
}

export function sendError(thrown: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const endpoint = (request.routeOptions?.config as { endpoint?: TEndpoint } | undefined)?.endpoint;
  const { statusCode, body, internal } = toErrorResponse(thrown, endpoint);
  if (internal) {
    request.log.error({ err: thrown }, 'request failed');
  } else if (statusCode >= 500) {
    request.log.warn({ err: thrown }, 'request failed');
  } else {
    request.log.info({ code: body.error.code, statusCode }, 'request rejected');
  }
  const retryAfter = thrown instanceof AppError ? thrown.details?.retryAfterSeconds : undefined;
  if (statusCode === 429 && typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** For Fastify's `frameworkErrors` option: routing-level errors (bad URL encoding) get the same shape. */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  sendError(error, request, reply);
}

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    sendError(
      new AppError('NOT_FOUND', undefined, { message: `No route for ${request.method} ${path}.` }),
      request,
      reply,
    );
  });
}

export default fp(errorsPlugin, { name: 'openwell-errors' });
