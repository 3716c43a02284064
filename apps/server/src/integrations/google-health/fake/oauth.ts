/**
 * Google's OAuth 2.0 endpoints as the fake serves them: `GET /o/oauth2/v2/auth` (no login page: it redirects at once
 * with the consent the test chose), `POST /token` (authorization_code with PKCE, refresh_token) and `POST /revoke`.
 * OAuth errors use OAuth's own shape `{ error, error_description }`, not the API envelope.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { KNOWN_SCOPES } from './data-types.ts';
import { sendEmpty, sendJson } from './http.ts';
import { fullScope, randomToken, type FakeGoogleHealthState, type TAccessToken } from './state.ts';

const CODE_LIFETIME_MS = 10 * 60_000;

class OAuthError extends Error {
  readonly status: number;
  readonly error: string;
  constructor(status: number, error: string, description: string) {
    super(description);
    this.status = status;
    this.error = error;
  }
}

function isLoopback(uri: string): boolean {
  try {
    const url = new URL(uri);
    return /^https?:$/.test(url.protocol) && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

/** GET /o/oauth2/v2/auth */
export function handleAuthorize(state: FakeGoogleHealthState, url: URL, response: ServerResponse): number {
  const query = url.searchParams;
  try {
    const client = state.clients.get(query.get('client_id') ?? '');
    if (!client) throw new OAuthError(401, 'invalid_client', 'The OAuth client was not found.');
    const redirectUri = query.get('redirect_uri') ?? '';
    const allowed = client.redirectUris ? client.redirectUris.includes(redirectUri) : isLoopback(redirectUri);
    if (!allowed) {
      throw new OAuthError(
        400,
        'redirect_uri_mismatch',
        `redirect_uri is not registered for this client: ${redirectUri}`,
      );
    }
    if (query.get('response_type') !== 'code') {
      throw new OAuthError(400, 'unsupported_response_type', 'Only response_type=code is supported.');
    }
    const requested = (query.get('scope') ?? '').split(/\s+/).filter(Boolean);
    if (requested.length === 0) throw new OAuthError(400, 'invalid_request', 'Missing required parameter: scope');
    const invalid = requested.filter((scope) => !KNOWN_SCOPES.includes(scope));
    if (invalid.length > 0) {
      throw new OAuthError(
        400,
        'invalid_scope',
        `Some requested scopes were invalid. {invalid=[${invalid.join(', ')}]}`,
      );
    }
    const stateParam = query.get('state');
    if (!stateParam) throw new OAuthError(400, 'invalid_request', 'Missing required parameter: state');
    const challenge = query.get('code_challenge');
    if (challenge !== null || state.options.requirePkce) {
      if (!challenge || !/^[A-Za-z0-9_-]{43}$/.test(challenge)) {
        throw new OAuthError(400, 'invalid_request', 'code_challenge must be a base64url SHA-256 (43 characters).');
      }
      if (query.get('code_challenge_method') !== 'S256') {
        throw new OAuthError(400, 'invalid_request', 'code_challenge_method must be S256.');
      }
    }

    const target = new URL(redirectUri);
    const userId = query.get('fake_user') ?? state.consent.userId ?? [...state.users.keys()][0]!;
    if (!state.users.has(userId)) throw new OAuthError(400, 'invalid_request', `No fake user ${userId}`);
    if (query.get('fake_deny') === '1' || (query.get('fake_deny') === null && state.consent.deny)) {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('state', stateParam);
      response.writeHead(302, { location: target.toString() }).end();
      return 302;
    }
    const choice =
      query
        .get('fake_grant')
        ?.split(/[\s,]+/)
        .filter(Boolean) ?? state.consent.grant;
    const ticked = choice ? requested.filter((scope) => choice.map(fullScope).includes(scope)) : requested;
    const grantKey = `${userId}/${client.clientId}`;
    const existing = state.grants.get(grantKey);
    const scopes =
      query.get('include_granted_scopes') === 'true' && existing
        ? [...new Set([...existing.scopes, ...ticked])]
        : ticked;
    const offline = query.get('access_type') === 'offline';
    const forcedConsent = (query.get('prompt') ?? '').split(' ').includes('consent');
    const issueRefreshToken = offline && (state.options.refreshTokenPolicy === 'always' || !existing || forcedConsent);
    state.grants.set(grantKey, {
      userId,
      clientId: client.clientId,
      scopes: [...new Set([...(existing?.scopes ?? []), ...ticked])],
      refreshIssued: (existing?.refreshIssued ?? false) || issueRefreshToken,
    });
    const code = randomToken('4/fake-');
    state.codes.set(code, {
      code,
      clientId: client.clientId,
      redirectUri,
      userId,
      scopes,
      codeChallenge: challenge,
      issueRefreshToken,
      expiresAt: state.now() + CODE_LIFETIME_MS,
      used: false,
    });
    target.searchParams.set('state', stateParam);
    target.searchParams.set('code', code);
    target.searchParams.set('scope', scopes.join(' '));
    response.writeHead(302, { location: target.toString() }).end();
    return 302;
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    // Google shows an error page instead of redirecting; the fake answers with the error as JSON.
    sendJson(response, error.status, { error: error.error, error_description: error.message });
    return error.status;
  }
}

function clientFrom(state: FakeGoogleHealthState, request: IncomingMessage, form: URLSearchParams) {
  let clientId = form.get('client_id');
  let secret = form.get('client_secret');
  const header = request.headers.authorization;
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    clientId = decodeURIComponent(decoded.slice(0, colon));
    secret = decodeURIComponent(decoded.slice(colon + 1));
  }
  const client = state.clients.get(clientId ?? '');
  if (!client || client.clientSecret !== secret) throw new OAuthError(401, 'invalid_client', 'Unauthorized');
  return client;
}

function issueAccessToken(state: FakeGoogleHealthState, entry: Omit<TAccessToken, 'token' | 'expiresAt' | 'revoked'>) {
  const token = randomToken('ya29.fake-');
  const expiresAt = state.now() + state.options.accessTokenLifetimeSeconds * 1000;
  state.accessTokens.set(token, { ...entry, token, expiresAt, revoked: false });
  return token;
}

function tokenResponse(state: FakeGoogleHealthState, accessToken: string, scopes: string[]) {
  return {
    access_token: accessToken,
    expires_in: state.options.accessTokenLifetimeSeconds,
    scope: scopes.join(' '),
    token_type: 'Bearer',
  };
}

/** POST /token */
export function handleToken(
  state: FakeGoogleHealthState,
  request: IncomingMessage,
  form: URLSearchParams,
  response: ServerResponse,
): number {
  try {
    const client = clientFrom(state, request, form);
    const grantType = form.get('grant_type');
    const now = state.now();
    const lifetime = state.options.refreshTokenLifetimeSeconds;
    if (grantType === 'authorization_code') {
      const code = state.codes.get(form.get('code') ?? '');
      if (!code) throw new OAuthError(400, 'invalid_grant', 'Malformed auth code.');
      if (code.used || code.expiresAt <= now || code.clientId !== client.clientId) {
        throw new OAuthError(400, 'invalid_grant', 'Bad Request');
      }
      if (form.get('redirect_uri') !== code.redirectUri)
        throw new OAuthError(400, 'redirect_uri_mismatch', 'Bad Request');
      if (code.codeChallenge) {
        const verifier = form.get('code_verifier');
        if (!verifier) throw new OAuthError(400, 'invalid_grant', 'Missing code verifier.');
        const hashed = createHash('sha256').update(verifier).digest('base64url');
        if (hashed !== code.codeChallenge) throw new OAuthError(400, 'invalid_grant', 'Invalid code verifier.');
      }
      code.used = true;
      let refreshToken: string | null = null;
      if (code.issueRefreshToken) {
        const live = [...state.refreshTokens.values()].filter(
          (entry) => !entry.revoked && entry.userId === code.userId && entry.clientId === client.clientId,
        );
        // Beyond the per-client limit Google silently invalidates the oldest refresh token.
        for (const old of live.slice(0, Math.max(0, live.length - state.options.maxRefreshTokensPerClient + 1))) {
          old.revoked = true;
          for (const access of state.accessTokens.values())
            if (access.refreshToken === old.token) access.revoked = true;
        }
        refreshToken = randomToken('1//fake-');
        state.refreshTokens.set(refreshToken, {
          token: refreshToken,
          userId: code.userId,
          clientId: client.clientId,
          scopes: code.scopes,
          issuedAt: now,
          revoked: false,
        });
      }
      const accessToken = issueAccessToken(state, {
        userId: code.userId,
        clientId: client.clientId,
        scopes: code.scopes,
        refreshToken,
      });
      sendJson(response, 200, {
        ...tokenResponse(state, accessToken, code.scopes),
        ...(refreshToken ? { refresh_token: refreshToken } : {}),
        ...(refreshToken && lifetime !== null && state.options.includeRefreshTokenExpiresIn
          ? { refresh_token_expires_in: lifetime }
          : {}),
      });
      return 200;
    }
    if (grantType === 'refresh_token') {
      const refresh = state.refreshTokens.get(form.get('refresh_token') ?? '');
      const expired = refresh && lifetime !== null && now >= refresh.issuedAt + lifetime * 1000;
      if (!refresh || refresh.revoked || expired) {
        throw new OAuthError(400, 'invalid_grant', 'Token has been expired or revoked.');
      }
      if (refresh.clientId !== client.clientId) throw new OAuthError(401, 'unauthorized_client', 'Unauthorized');
      const accessToken = issueAccessToken(state, {
        userId: refresh.userId,
        clientId: client.clientId,
        scopes: refresh.scopes,
        refreshToken: refresh.token,
      });
      // Google does not rotate refresh tokens: the answer carries no new one.
      sendJson(response, 200, {
        ...tokenResponse(state, accessToken, refresh.scopes),
        ...(lifetime !== null && state.options.includeRefreshTokenExpiresIn
          ? { refresh_token_expires_in: Math.max(0, Math.floor((refresh.issuedAt + lifetime * 1000 - now) / 1000)) }
          : {}),
      });
      return 200;
    }
    throw new OAuthError(400, 'unsupported_grant_type', `Invalid grant_type: ${grantType ?? ''}`);
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    sendJson(response, error.status, { error: error.error, error_description: error.message });
    return error.status;
  }
}

/** POST /revoke (form or query `token=`): 200 with an empty body. */
export function handleRevoke(state: FakeGoogleHealthState, token: string | null, response: ServerResponse): number {
  const entry = token ? (state.accessTokens.get(token) ?? state.refreshTokens.get(token)) : undefined;
  if (!token || !entry || entry.revoked) {
    sendJson(response, 400, { error: 'invalid_token', error_description: 'Token expired or revoked' });
    return 400;
  }
  state.revoke(token);
  sendEmpty(response, 200);
  return 200;
}
