import { codeForStatus, ZErrorResponseSchema, type TErrorCode } from '@openwell/contracts';
import { ApiError } from './api-error.ts';

export { ApiError, isApiError } from './api-error.ts';

/** Codes the client itself produces, beside the server's ERROR_CODES. */
export const CLIENT_ERROR_CODES = ['NETWORK_ERROR', 'INVALID_RESPONSE'] as const;
export type TClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];
export type TApiErrorCode = TErrorCode | TClientErrorCode;

/** Anything with zod's `parse` (every `Z…Schema` of `@openwell/contracts`). */
export interface TResponseSchema<T> {
  parse: (input: unknown) => T;
}

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TRequestOptions<T> {
  body?: unknown;
  schema?: TResponseSchema<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Builds the ApiError for a non-2xx response. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const parsed = ZErrorResponseSchema.safeParse(await readJson(response));
  if (parsed.success) {
    const { code, message, details } = parsed.data.error;
    return new ApiError({ status: response.status, code, message, details });
  }
  return new ApiError({
    status: response.status,
    code: codeForStatus(response.status),
    message: response.statusText || `HTTP ${response.status}`,
  });
}

/** Base URL of the API: same origin on the web; the server's address in the mobile app. */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The one fetch wrapper: JSON in and out, cookies included, errors as ApiError, and the
 * response validated with the endpoint's contract schema when one is given.
 */
export async function request<T = unknown>(
  method: THttpMethod,
  path: string,
  options: TRequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;

  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, init);
  } catch (error) {
    if (isAbort(error)) throw error; // cancelled by the caller (TanStack Query), not a failure
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: error instanceof Error ? error.message : 'Network request failed',
    });
  }

  if (!response.ok) throw await errorFromResponse(response);
  if (response.status === 204) return undefined as T;

  const data = await readJson(response);
  if (!options.schema) return data as T;
  try {
    return options.schema.parse(data);
  } catch (error) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: `Response of ${method} ${path} does not match its contract`,
      details: { cause: error instanceof Error ? error.message : String(error) },
    });
  }
}
