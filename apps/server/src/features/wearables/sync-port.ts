/**
 * What the rest of the wearables feature needs from the sync engine (wearables.sync.ts): sync one connection now.
 * The engine holds a lease so one sync per user runs at a time across processes, refreshes tokens, backs off on
 * 429/5xx and marks a dead grant as needing reconnection; the outcome says which of these happened.
 */
export type TSyncTrigger = 'connect' | 'manual' | 'demo' | 'scheduled';

export type TSyncRun =
  /** Values stored (new, changed or unchanged). */
  | { outcome: 'synced'; stored: number }
  /** The provider asked to wait (429) or was unavailable (5xx, timeout): retried at `retryAt`. */
  | { outcome: 'delayed'; retryAt: Date }
  /** Another sync of this connection holds the lease. */
  | { outcome: 'busy' }
  /** The refresh token is dead (`invalid_grant`): the connection is marked `needs_reconnect`. */
  | { outcome: 'needs_reconnect' }
  /** Anything else (recorded as `provider_failed`). */
  | { outcome: 'failed' };

export interface WearablesSync {
  syncConnection(connectionId: string, options: { trigger: TSyncTrigger }): Promise<TSyncRun>;
}

/**
 * Told after a person's daily values changed: a successful sync (the civil days whose values it added or changed; a
 * connection's first sync always, for the one-off "tracker connected" award) or a logged activity (today).
 * Gamification awards the days (features/services.ts wires this to its job), so wearables never imports it. Called
 * after the values are committed; a failure is logged by the caller and never undoes or fails the sync.
 */
export interface HealthDaysListener {
  daysChanged(owner: { userId: string; companyId: string }, dates: readonly string[]): Promise<void>;
}
