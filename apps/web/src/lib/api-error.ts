/**
 * One error type for every failed call: the server's `{ error: { code, message, details? } }`. Apart from
 * api-client.ts, which builds it with the contracts' error schema (zod), so that code on every page that only asks
 * what went wrong (the data cache's client, lib/query-client.ts) loads no zod: /auth would evaluate the contracts
 * before it is live (docs/decisions/011-prerendered-public-pages.md).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown> | undefined;

  constructor(init: { status: number; code: string; message: string; details?: Record<string, unknown> | undefined }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
