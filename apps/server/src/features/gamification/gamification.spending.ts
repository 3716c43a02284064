import { eq } from 'drizzle-orm';
import type { AppExecutor } from '../../db/client.ts';
import { lockState, type TPointsOwner } from './gamification.repo.ts';
import { gamificationState } from './gamification.tables.ts';
import { writeDebit, writeRefund } from './ledger.writer.ts';

/**
 * Spending points (issue 11): what other features (rewards) may do with a person's balance, always inside a
 * transaction the caller opened, under the user's lock (the same lock every award takes, ADR 017), so the cached
 * balance read here cannot change before the transaction ends. Spending and refunds never change lifetime points, the
 * level or points_monthly (those count earning only). Exposed as a port (PointsSpending) wired in features/services.ts:
 * the rewards feature never reads the ledger or the state.
 */

/** An entry of a spending: the ledger key (unique per user), what it refers to, its civil day. */
export type TSpendingEntry = {
  /** How many points (positive; the debit is stored negative). */
  amount: number;
  /** Unique per user: e.g. `redemption:<id>`, `redemption_refund:<id>`. */
  idempotencyKey: string;
  /** What the entry refers to (a redemption id). */
  sourceRef: string;
  /** The civil day of the spending (company time zone). */
  civilDate: string | null;
  now: Date;
};

export type TSpendResult = { ok: true; balance: number } | { ok: false; missingPoints: number };

/** Takes the user's lock (creating the state row when missing) and answers the balance held under it. */
export async function lockPoints(tx: AppExecutor, owner: TPointsOwner): Promise<{ balance: number }> {
  const state = await lockState(tx, owner);
  return { balance: state.balance };
}

/**
 * Debits `amount` from the user's balance in one statement (ledger.writer.ts, writeDebit): the conditional update of
 * the state row (`balance >= amount`) takes the user's lock (or finds it held by the caller) and lowers the cached
 * balance, and the ledger entry (reason `redemption`, negative) is appended only when it did. Not enough: nothing is
 * written, `missingPoints` says how many are missing. The balance's check constraint (>= 0) is the last line of
 * defence.
 */
export async function spend(tx: AppExecutor, owner: TPointsOwner, entry: TSpendingEntry): Promise<TSpendResult> {
  assertPositive(entry.amount);
  const balance = await writeDebit(tx, owner, entry);
  if (balance !== null) return { ok: true, balance };
  // Nothing debited: too few points (or no state row yet, i.e. none at all). Read under the lock the update took.
  const locked = await lockPoints(tx, owner);
  return { ok: false, missingPoints: entry.amount - locked.balance };
}

/**
 * Gives `amount` back (reason `redemption_refund`, positive) and raises the cached balance, under the user's lock
 * (ledger.writer.ts, writeRefund). Idempotent by the entry's key: a refund whose key is in the ledger already changes
 * nothing (`refunded: false`).
 */
export async function refund(
  tx: AppExecutor,
  owner: TPointsOwner,
  entry: TSpendingEntry,
): Promise<{ refunded: boolean; balance: number }> {
  assertPositive(entry.amount);
  const { balance } = await lockPoints(tx, owner);
  const refunded = await writeRefund(tx, owner, entry);
  return refunded === null ? { refunded: false, balance } : { refunded: true, balance: refunded };
}

/** The user's cached balance (0 without a state row), read without the lock: for display only. */
export async function balanceOf(db: AppExecutor, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: gamificationState.balance })
    .from(gamificationState)
    .where(eq(gamificationState.userId, userId));
  return row?.balance ?? 0;
}

function assertPositive(amount: number): void {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`a spending amount must be a positive integer`);
}

/** The port other features spend points through (features/services.ts hands it over). */
export type PointsSpending = {
  lock: typeof lockPoints;
  spend: typeof spend;
  refund: typeof refund;
  balanceOf(userId: string): Promise<number>;
};
