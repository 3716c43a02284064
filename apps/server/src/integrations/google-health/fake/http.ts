/** Small HTTP helpers for the fake: bodies, JSON answers and Google's error envelope (AIP-193). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const GOOGLE_STATUS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  501: 'UNIMPLEMENTED',
  502: 'UNAVAILABLE',
  503: 'UNAVAILABLE',
};

/** A Google API error: `{ error: { code, message, status, details: [ErrorInfo] } }`. */
export class GoogleApiError extends Error {
  readonly code: number;
  readonly reason: string | null;
  readonly domain: string;
  readonly metadata: Record<string, string>;
  readonly headers: Record<string, string>;
  constructor(
    code: number,
    message: string,
    options: {
      reason?: string;
      domain?: string;
      metadata?: Record<string, string>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.code = code;
    this.reason = options.reason ?? null;
    this.domain = options.domain ?? 'health.googleapis.com';
    this.metadata = options.metadata ?? {};
    this.headers = options.headers ?? {};
  }

  envelope(): object {
    return {
      error: {
        code: this.code,
        message: this.message,
        status: GOOGLE_STATUS[this.code] ?? 'UNKNOWN',
        ...(this.reason
          ? {
              details: [
                {
                  '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
                  reason: this.reason,
                  domain: this.domain,
                  metadata: this.metadata,
                },
              ],
            }
          : {}),
      },
    };
  }
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body, null, 2);
  response.writeHead(status, {
    'content-type': 'application/json; charset=UTF-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

export function sendEmpty(response: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-length': 0, ...headers });
  response.end();
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
