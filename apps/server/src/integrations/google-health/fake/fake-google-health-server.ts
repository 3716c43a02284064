import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTROL_PREFIX, handleControl } from './control.ts';
import { handleHealthApi } from './health-api.ts';
import { GoogleApiError, readBody, sendJson, sleep } from './http.ts';
import { handleAuthorize, handleRevoke, handleToken } from './oauth.ts';
import { FakeGoogleHealthState, type TFakeGoogleHealthOptions } from './state.ts';

/** The OAuth paths on the fake's base URL (Google: accounts.google.com and oauth2.googleapis.com). */
export const FAKE_OAUTH_PATHS = { authorize: '/o/oauth2/v2/auth', token: '/token', revoke: '/revoke' } as const;

export type FakeGoogleHealth = {
  /** `http://127.0.0.1:<port>`: the Health API (`/v4/...`) and the OAuth paths (FAKE_OAUTH_PATHS). */
  url: string;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  state: FakeGoogleHealthState;
  stop(): Promise<void>;
};

const FAULT_MESSAGES: Record<number, string> = {
  429: 'Resource has been exhausted (e.g. check quota).',
  500: 'Internal error encountered.',
  502: 'Bad Gateway',
  503: 'The service is currently unavailable.',
};

/**
 * A local fake of the Google Health API v4 and Google's OAuth 2.0 endpoints on 127.0.0.1 (random port unless
 * `options.port`). Tests, the e2e suite, demos and benchmarks seed users and data points through `state`, choose what
 * the "user" consents to, inject faults, move the clock, and read the request log. See README.md beside this file.
 */
export async function startFakeGoogleHealth(
  options: TFakeGoogleHealthOptions & { control?: boolean } = {},
): Promise<FakeGoogleHealth> {
  const state = new FakeGoogleHealthState(options);

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    const method = request.method ?? 'GET';
    const entry = {
      method,
      path: url.pathname,
      query: url.search,
      status: 0,
      userId: null as string | null,
      at: state.clock.now(),
    };
    state.requests.push(entry);
    const body = await readBody(request);
    if (options.control && url.pathname.startsWith(CONTROL_PREFIX)) {
      state.requests.pop(); // the control API is not part of the log it serves
      try {
        handleControl(state, method, url, body, response);
      } catch (error) {
        sendJson(response, 400, { error: String(error) });
      }
      return;
    }

    const fault = state.takeFault(method, url.pathname);
    if (fault?.delayMs) await sleep(fault.delayMs);
    if (fault?.drop) {
      request.socket.destroy();
      return;
    }
    if (fault?.status) {
      const retryAfter =
        fault.retryAfterSeconds === undefined ? state.options.retryAfterSeconds : fault.retryAfterSeconds;
      const error = new GoogleApiError(fault.status, FAULT_MESSAGES[fault.status] ?? 'Error', {
        headers: fault.status === 429 && retryAfter !== null ? { 'retry-after': String(retryAfter) } : {},
      });
      sendJson(response, error.code, error.envelope(), error.headers);
      entry.status = error.code;
      return;
    }

    try {
      if (url.pathname === FAKE_OAUTH_PATHS.authorize && method === 'GET') {
        entry.status = handleAuthorize(state, url, response);
      } else if (url.pathname === FAKE_OAUTH_PATHS.token && method === 'POST') {
        entry.status = handleToken(state, request, formOf(request, body), response);
      } else if (url.pathname === FAKE_OAUTH_PATHS.revoke && method === 'POST') {
        const token = formOf(request, body).get('token') ?? url.searchParams.get('token');
        entry.status = handleRevoke(state, token, response);
      } else if (url.pathname.startsWith('/v4/')) {
        await handleHealthApi(state, request, url, body, response, (userId) => (entry.userId = userId));
        entry.status = response.statusCode;
      } else {
        throw new GoogleApiError(404, 'Requested entity was not found.');
      }
    } catch (error) {
      const apiError = error instanceof GoogleApiError ? error : new GoogleApiError(500, 'Internal error encountered.');
      sendJson(response, apiError.code, apiError.envelope(), apiError.headers);
      entry.status = apiError.code;
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => request.socket.destroy());
  });
  // Idle connections stay open a minute, as a real API's front end keeps them. With Node's 5 s, a client in the same
  // process whose event loop was busy for 5 s (a long synchronous seed in a test on a loaded machine) could send its
  // next request on a connection the server was closing at that very moment: ECONNRESET.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    authorizeUrl: url + FAKE_OAUTH_PATHS.authorize,
    tokenUrl: url + FAKE_OAUTH_PATHS.token,
    revokeUrl: url + FAKE_OAUTH_PATHS.revoke,
    state,
    stop() {
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** Form fields of a token or revoke request (Google also accepts a JSON body). */
function formOf(request: IncomingMessage, body: string): URLSearchParams {
  if ((request.headers['content-type'] ?? '').includes('application/json')) {
    try {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      return new URLSearchParams(Object.entries(parsed).map(([key, value]): [string, string] => [key, String(value)]));
    } catch {
      return new URLSearchParams();
    }
  }
  return new URLSearchParams(body);
}
