import {
  fillPath,
  type TEndpoint,
  type TEndpointInput,
  type TEndpointOutput,
  type TErrorResponse,
  type THttpMethod,
} from '@openwell/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Cookie, CookieJar } from 'tough-cookie';
import type { AppInstance } from '../../src/app.ts';

/**
 * The one client of the server's integration tests (ADR 006, "One test client"): a call names the endpoint's
 * declaration from @openwell/contracts, which gives the path, the method, the typed input and the schema the answer is
 * parsed with, as the web app's endpoint client does (apps/web/src/lib/endpoint-client.ts). A session is a browser:
 * its origin (sent as Origin, which the CSRF check asks of state-changing and sign-in requests), its client address,
 * and a cookie jar kept by `tough-cookie` (RFC 6265: paths, Max-Age, deletions, Secure), updated by every answer.
 *
 *   const person = await signUp(t.app, origin, company);                 // accounts-fixtures.ts: a TestSession
 *   const answer = await callEndpoint(t.app, person, getHealthTrend, { query: { days: 30 } });
 *   expectOk(answer).days;                                               // typed from the declaration
 *   callEndpoint(t.app, signedOut(origin), getMe).then((a) => a.error?.code);   // 'UNAUTHENTICATED'
 */

let ipSeq = 0;

/** A fresh client address per call: sign-up, sign-in and lookups are rate limited per IP. */
export function nextIp(): string {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}

/** A browser's cookies for one origin: what Set-Cookie stored, sent back as a Cookie header. */
export class TestCookieJar {
  private readonly jar = new CookieJar();
  readonly origin: string;

  constructor(origin: string) {
    this.origin = origin;
  }

  /** Stores the answer's Set-Cookie headers (a deletion removes the cookie) as the browser at `url` would. */
  apply(response: LightMyRequestResponse, url = '/'): this {
    const raw = response.headers['set-cookie'];
    for (const line of raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]) {
      this.jar.setCookieSync(line, new URL(url, this.origin).href);
    }
    return this;
  }

  /** The Cookie header for a request to `url` ('' when nothing applies). */
  header(url = '/api/'): string {
    return this.jar.getCookieStringSync(new URL(url, this.origin).href);
  }

  /** Every stored cookie's name and value (whatever its path). */
  entries(): Array<[string, string]> {
    return this.jar.getCookiesSync(this.origin, { allPaths: true }).map((cookie) => [cookie.key, cookie.value]);
  }

  get(name: string): string | undefined {
    return this.entries().find(([key]) => key === name)?.[1];
  }

  /** Whether a cookie whose name contains `fragment` is stored. */
  has(fragment: string): boolean {
    return this.entries().some(([key]) => key.includes(fragment));
  }

  /** Replaces a cookie's value, keeping its attributes (a forged cookie, in the tests that need one). */
  set(name: string, value: string): void {
    const cookie = this.jar.getCookiesSync(this.origin, { allPaths: true }).find((c) => c.key === name);
    const replacement = cookie ? cookie.clone() : new Cookie({ key: name, path: '/' });
    if (!replacement) throw new Error(`cannot copy cookie ${name}`);
    replacement.value = value;
    this.jar.setCookieSync(replacement, new URL(replacement.path ?? '/', this.origin).href);
  }
}

/** A browser talking to the app: its origin, its cookies, and its address (a fresh one per call when not set). */
export type ApiSession = { readonly origin: string; readonly jar: TestCookieJar; readonly ip?: string };

/** A browser with no cookies yet (signed out). */
export function signedOut(origin: string, ip?: string): ApiSession {
  return { origin, jar: new TestCookieJar(origin), ...(ip === undefined ? {} : { ip }) };
}

export type TRawRequest = {
  method: THttpMethod;
  url: string;
  /** A JSON body (sent as it is: a test of validation may send anything). */
  payload?: unknown;
  headers?: Record<string, string>;
} & Omit<InjectOptions, 'method' | 'url' | 'payload' | 'headers' | 'body'>;

/**
 * One request as the session's browser sends it: its Origin and cookies, the answer's cookies kept. For what has no
 * declaration (static files, the OpenAPI document) and for requests a declaration cannot describe (malformed input);
 * everything else goes through `callEndpoint`. `headers` override the session's (an `origin` of another site).
 */
export async function send(
  app: AppInstance,
  session: ApiSession,
  request: TRawRequest,
): Promise<LightMyRequestResponse> {
  const { payload, headers, ...rest } = request;
  const cookie = session.jar.header(request.url);
  const response = await app.inject({
    remoteAddress: session.ip ?? nextIp(),
    ...rest,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    headers: { origin: session.origin, ...(cookie ? { cookie } : {}), ...headers },
  } as InjectOptions);
  session.jar.apply(response, request.url);
  return response;
}

type TParts = { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };

/** What a call sends, whatever the endpoint (a table of endpoints): any params, query, body, headers. */
export type TLooseInput = TParts & { headers?: Record<string, string> };

/**
 * What a call sends: the parts the endpoint declares, typed from it (each may be left out), and extra headers. A
 * declaration typed only as `TEndpoint` (from a list) takes any parts.
 */
export type TCallInput<E extends TEndpoint> = TEndpoint extends E
  ? TLooseInput
  : Partial<TEndpointInput<E>> & { headers?: Record<string, string> };

/**
 * The answer of a call. On 2xx, `body` is the success body parsed with the declaration's schema; on any other status
 * it is the body as sent (the error body, `{ error }`), which its type does not say: check the status first, or take
 * the success body with `expectOk`. `error` is the error of a non-2xx answer (`{ code, message, details }`, null on
 * success); `raw` the body as sent.
 */
export type TEndpointAnswer<E extends TEndpoint> = {
  status: number;
  ok: boolean;
  body: TEndpointOutput<E>;
  error: TErrorResponse['error'] | null;
  raw: string;
  headers: LightMyRequestResponse['headers'];
  response: LightMyRequestResponse;
};

/** The declared path with its parameters filled in and the query string (undefined and null values left out). */
export function endpointUrl(endpoint: Pick<TEndpoint, 'path'>, parts: TParts = {}): string {
  const path = fillPath(endpoint.path, parts.params);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parts.query ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls an endpoint as the session's browser. State-changing calls send a JSON body (`{}` when there is none), as
 * the web app does. A 2xx answer is parsed with the schema declared for its status (a body the contract does not
 * allow fails the test); anything else is returned with its error (`{ code, message, details }`) when it has one.
 */
export async function callEndpoint<E extends TEndpoint>(
  app: AppInstance,
  session: ApiSession,
  endpoint: E,
  input: TCallInput<E> = {} as TCallInput<E>,
): Promise<TEndpointAnswer<E>> {
  const { headers, ...parts } = input as TParts & { headers?: Record<string, string> };
  const response = await send(app, session, {
    method: endpoint.method,
    url: endpointUrl(endpoint, parts),
    ...(endpoint.method === 'GET' ? {} : { payload: parts.body ?? {} }),
    ...(headers ? { headers } : {}),
  });
  const status = response.statusCode;
  const raw = response.body;
  const ok = status >= 200 && status < 300;
  // Errors are JSON, whatever the endpoint produces on success.
  const json = ok && endpoint.produces ? raw : parseJson(raw);
  if (ok) {
    const schema = endpoint.responses[status];
    if (schema === undefined) {
      throw new Error(`${endpoint.operationId} answered ${status}, which it does not declare: ${raw.slice(0, 300)}`);
    }
    const parsed = schema === null ? undefined : schema.safeParse(json);
    if (parsed && !parsed.success) {
      throw new Error(`${endpoint.operationId} answered a body its schema refuses: ${parsed.error.message}`);
    }
    return {
      ok: true,
      status,
      raw,
      headers: response.headers,
      response,
      body: parsed?.data as TEndpointOutput<E>,
      error: null,
    };
  }
  const error = (json as Partial<TErrorResponse> | undefined)?.error;
  return {
    ok: false,
    status,
    raw,
    headers: response.headers,
    response,
    body: json as TEndpointOutput<E>,
    error: error && typeof error === 'object' ? error : null,
  };
}

/** The success body of an answer; fails with the status and the body otherwise. */
export function expectOk<E extends TEndpoint>(answer: TEndpointAnswer<E>): TEndpointOutput<E> {
  if (!answer.ok) throw new Error(`expected a success, got ${answer.status}: ${answer.raw.slice(0, 500)}`);
  return answer.body;
}
