import type { TMetric, TScopeGroup, TWearableProvider } from '@openwell/contracts';

/**
 * What the wearables feature needs from a provider (issue 9). Adapters live in src/integrations/<provider>/ beside
 * their local fake servers; a registry built from the configuration hands them to the feature.
 */

/** Inclusive range of civil dates (`YYYY-MM-DD`) in the user's time zone. */
export type TCivilDateRange = { from: string; to: string };

export type TProviderTokens = {
  accessToken: string;
  accessTokenExpiresAt: Date;
  /** Google issues one on the first consent only and does not rotate it: keep the stored one when this is null. */
  refreshToken: string | null;
  /** What the user actually granted (granular consent): metrics of other groups are "not shared". */
  grantedScopes: TScopeGroup[];
};

/** One day's value of one metric, in the unit of METRIC_DEFINITIONS (not yet checked for plausibility). */
export type TProviderDailyValue = { date: string; metric: TMetric; value: number };

/**
 * How far a read of a range had come (issue 24): what the provider hands the sync after each answer, and takes back to
 * resume a read that was cut off (a 429, the provider down, the process killed) instead of starting it again. JSON,
 * opaque to the sync, which stores it with the connection; a provider checks what it gets back and starts from the
 * beginning when it cannot use it.
 */
export type TReadProgress = { readonly [key: string]: unknown };

/** Why a provider call failed, in the terms the sync acts on. */
export type TProviderFailure =
  /** The refresh token is dead (revoked, expired): the connection needs reconnecting. */
  | { kind: 'invalid_grant' }
  /** 429: try again later (`retryAfterMs` when the provider said). */
  | { kind: 'rate_limited'; retryAfterMs: number | null }
  /** 5xx, a timeout or a dropped connection: try again later. */
  | { kind: 'unavailable' }
  /** 401 with a token that should be valid: refresh once, then treat as invalid_grant. */
  | { kind: 'unauthorized' }
  /** Anything else (a bad request is our bug): logged with the status, never with data. */
  | { kind: 'failed'; status: number | null };

export class ProviderError extends Error {
  readonly failure: TProviderFailure;
  constructor(failure: TProviderFailure) {
    super(`wearable provider call failed: ${failure.kind}`);
    this.name = 'ProviderError';
    this.failure = failure;
  }
}

/** The OAuth 2.0 authorization code flow with PKCE (S256), for providers the user signs in to. */
export interface WearableOAuth {
  /** Where the browser goes to consent: read-only scopes, `state`, the S256 challenge of the verifier. */
  authorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<TProviderTokens>;
  refresh(refreshToken: string): Promise<TProviderTokens>;
  /** Revokes the grant at the provider (the refresh token, or the access token when there is none). */
  revoke(token: string): Promise<void>;
}

export interface WearableProvider {
  readonly id: TWearableProvider;
  /** Absent for providers without a sign-in at the provider (demo). */
  readonly oauth: WearableOAuth | null;
  /**
   * Every day's value of the metrics the granted scopes allow, for `range` in `timeZone`. Respects the provider's
   * limits (range caps per request, page sizes); throws ProviderError.
   */
  dailyMetrics(input: {
    accessToken: string;
    grantedScopes: readonly TScopeGroup[];
    range: TCivilDateRange;
    timeZone: string;
    /**
     * Awaited before each request to the provider's API: the sync's per-user pacing (300 requests a minute for Google
     * Health), which may wait, and may throw to stop the read (the sync lost its lease).
     */
    pace?: () => Promise<void>;
    /**
     * Where an earlier read of the same range, scopes and zone stopped (the last `progress` it reported): the parts it
     * had read are not asked for again. The values returned still cover the whole range.
     */
    resume?: TReadProgress | null;
    /** Told how far the read has come after each answer taken in (keep the last one to resume from). */
    progress?: (read: TReadProgress) => void;
  }): Promise<TProviderDailyValue[]>;
}
