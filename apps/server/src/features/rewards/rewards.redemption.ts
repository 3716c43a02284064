import { createHash, randomUUID } from 'node:crypto';
import {
  REDEMPTION_VALID_DAYS,
  type TRedeemResponse,
  type TRedemptionVerification,
  type TRedemptions,
} from '@openwell/contracts';
import type { AppExecutor } from '../../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts';
import { AppError, isAppError } from '../../lib/app-error.ts';
import type { TScopedActor } from '../companies/companies.service.ts';
import { generateRedemptionCode } from './redemption-code.ts';
import { toRedemption, toVerification } from './rewards.mapping.ts';
import {
  closeRedemption,
  findCompanyReward,
  findDueRedemptions,
  findRedemptionByCode,
  findRedemptionByKey,
  insertRedemption,
  listUserRedemptions,
  returnStock,
  takeStock,
  type TRedemptionWithReward,
} from './rewards.repo.ts';
import type { RewardsContext, TRewardsPerson } from './rewards.service.ts';
import type { Redemption } from './rewards.tables.ts';

const DAY_MS = 86_400_000;
/** A unique violation while redeeming (a code collision, a key written past the lock) is retried this often. */
const REDEEM_ATTEMPTS = 3;
/** The expiry job closes this many redemptions per query (each in its own transaction). */
const EXPIRY_BATCH = 200;

/** The hash of a redemption request's body that an Idempotency-Key is bound to. */
export function redeemRequestHash(body: { rewardId: string }): string {
  return createHash('sha256')
    .update(JSON.stringify({ rewardId: body.rewardId }))
    .digest('hex');
}

/** The ledger keys of a redemption's debit and of its refund (unique per user: at most one of each). */
export const redemptionLedgerKey = (redemptionId: string) => `redemption:${redemptionId}`;
export const refundLedgerKey = (redemptionId: string) => `redemption_refund:${redemptionId}`;

/**
 * Redemptions: redeem (one transaction under the user's lock), the owner's list, the verification page's reads and
 * the employer's fulfil and cancel, and the expiry of codes not fulfilled in time. Lock order everywhere: the user's
 * points (gamification_state) first, then the redemption row, then the reward row; so no two of these deadlock.
 */
export function createRedemptions(ctx: RewardsContext) {
  const { db } = ctx.database;
  const { clock, points } = ctx;
  const log = ctx.logger.child({ feature: 'rewards' });

  /** The first result of a redemption, as the request that made it was answered (a replay answers the same). */
  const firstResult = (row: TRedemptionWithReward): TRedeemResponse => ({
    redemption: toRedemption({ ...row, status: 'issued', closedAt: null }),
    balance: row.balanceAfter,
  });

  async function redeemOnce(
    person: TRewardsPerson,
    rewardId: string,
    key: { idempotencyKey: string; requestHash: string } | null,
    now: Date,
    today: string,
  ): Promise<TRedeemResponse> {
    return db.transaction(async (tx) => {
      // (a) The user's lock first: all redemptions (and awards, refunds) of one person run one after another.
      const { balance } = await points.lock(tx, person);
      // (b) A replay answers the first result; the same key with another body is refused.
      if (key) {
        const stored = await findRedemptionByKey(tx, person.userId, key.idempotencyKey);
        if (stored) {
          if (stored.requestHash !== key.requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
          return firstResult(stored);
        }
      }
      // (c) A reward of the person's company, active and within its window today.
      const reward = await findCompanyReward(tx, person.companyId, rewardId);
      if (!reward) throw new AppError('NOT_FOUND');
      const outsideWindow =
        (reward.availableFrom !== null && reward.availableFrom > today) ||
        (reward.availableUntil !== null && reward.availableUntil < today);
      if (!reward.active || outsideWindow) throw new AppError('REWARD_UNAVAILABLE');
      // (d) Stock: none left is the answer even with too few points (it could not be redeemed either way).
      if (reward.stock !== null && reward.stock <= 0) throw new AppError('REWARD_OUT_OF_STOCK');
      // (e) The balance, held under the lock (it cannot change before the commit).
      if (balance < reward.pointsCost) {
        throw new AppError('INSUFFICIENT_POINTS', { missingPoints: reward.pointsCost - balance });
      }
      // (d') Take one: a conditional update, so of concurrent redemptions of the last one exactly one gets it.
      if (reward.stock !== null && !(await takeStock(tx, reward.id))) throw new AppError('REWARD_OUT_OF_STOCK');
      // (f) The debit: an entry in the ledger and the cached balance, in this transaction.
      const id = randomUUID();
      const spent = await debit(tx, person, { id, points: reward.pointsCost, today, now });
      // (g) The redemption with its code.
      const row = await insertRedemption(tx, {
        id,
        userId: person.userId,
        companyId: person.companyId,
        rewardId: reward.id,
        points: reward.pointsCost,
        status: 'issued',
        code: generateRedemptionCode(),
        idempotencyKey: key?.idempotencyKey ?? null,
        requestHash: key?.requestHash ?? null,
        balanceAfter: spent.balance,
        redeemedAt: now,
        civilDate: today,
        expiresAt: new Date(now.getTime() + REDEMPTION_VALID_DAYS * DAY_MS),
      });
      const shown = { title: reward.title, description: reward.description, icon: reward.icon, active: reward.active };
      return firstResult({ ...row, reward: shown });
    });
  }

  /**
   * The ledger's debit through gamification's spending port. Anything it throws that is not one of our answers is
   * POINTS_DEDUCTION_FAILED (logged with its cause); the transaction rolls back, so nothing is lost.
   */
  async function debit(
    tx: AppExecutor,
    person: TRewardsPerson,
    input: { id: string; points: number; today: string; now: Date },
  ): Promise<{ balance: number }> {
    let result: Awaited<ReturnType<typeof points.spend>>;
    try {
      result = await points.spend(tx, person, {
        amount: input.points,
        idempotencyKey: redemptionLedgerKey(input.id),
        sourceRef: input.id,
        civilDate: input.today,
        now: input.now,
      });
    } catch (error) {
      if (isAppError(error)) throw error;
      log.error({ err: error, userId: person.userId, redemptionId: input.id }, 'points deduction failed');
      throw new AppError('POINTS_DEDUCTION_FAILED', undefined, { cause: error });
    }
    if (!result.ok) throw new AppError('INSUFFICIENT_POINTS', { missingPoints: result.missingPoints });
    return result;
  }

  /**
   * Closes an issued redemption as cancelled or expired, in one transaction: the owner's lock first, then the
   * redemption (a conditional update: only while issued), the refund (a compensating ledger entry, once by its key)
   * and the stock given back. false: it was not issued (any more).
   */
  async function closeWithRefund(
    redemption: Pick<Redemption, 'id' | 'userId' | 'companyId'>,
    input: { status: 'cancelled' | 'expired'; closedBy: string | null; now: Date; dueBy?: Date },
    after?: (tx: AppExecutor, closed: Redemption) => Promise<void>,
  ): Promise<boolean> {
    const owner = { userId: redemption.userId, companyId: redemption.companyId };
    const today = await ctx.todayOf(redemption.companyId, input.now);
    return db.transaction(async (tx) => {
      await points.lock(tx, owner);
      const closed = await closeRedemption(tx, {
        id: redemption.id,
        status: input.status,
        now: input.now,
        closedBy: input.closedBy,
        ...(input.dueBy ? { dueBy: input.dueBy } : {}),
      });
      if (!closed) return false;
      await points.refund(tx, owner, {
        amount: closed.points,
        idempotencyKey: refundLedgerKey(closed.id),
        sourceRef: closed.id,
        civilDate: today,
        now: input.now,
      });
      await returnStock(tx, closed.rewardId);
      await after?.(tx, closed);
      return true;
    });
  }

  /** The redemption with this code when the actor may act on its company (employers: their own), else NOT_FOUND. */
  async function redemptionInScope(actor: TScopedActor, code: string): Promise<TRedemptionWithReward> {
    const row = await findRedemptionByCode(db, code);
    const allowed =
      row !== null &&
      (actor.role === 'admin' || (actor.role === 'employer' && actor.employerCompanyId === row.companyId));
    if (!row || !allowed) throw new AppError('NOT_FOUND');
    return row;
  }

  async function verification(code: string): Promise<TRedemptionVerification> {
    const row = await findRedemptionByCode(db, code);
    if (!row) throw new AppError('NOT_FOUND');
    return toVerification(row, (await ctx.accounts.emailOf(row.userId)) ?? '');
  }

  const auditOf = (row: TRedemptionWithReward) => ({
    redemptionId: row.id,
    codeEnd: row.code.slice(-4),
    rewardId: row.rewardId,
    title: row.reward.title.en,
    points: row.points,
  });

  return {
    /**
     * Redeems a reward for the person, in one transaction (ADR 018). With an Idempotency-Key a retry answers the first
     * result; without one the request is simply not idempotent.
     */
    async redeem(person: TRewardsPerson, rewardId: string, idempotencyKey: string | null): Promise<TRedeemResponse> {
      const now = clock.now();
      const today = await ctx.todayOf(person.companyId, now);
      const key = idempotencyKey ? { idempotencyKey, requestHash: redeemRequestHash({ rewardId }) } : null;
      for (let attempt = 1; ; attempt++) {
        try {
          return await redeemOnce(person, rewardId, key, now, today);
        } catch (error) {
          // The reward deleted between the read and the insert (only possible without redemptions): gone.
          if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', undefined, { cause: error });
          // A code that exists already (1 in 2^125), or the same key written past the lock: try again; the next
          // attempt answers the stored redemption.
          if (!isUniqueViolation(error) || attempt >= REDEEM_ATTEMPTS) throw error;
          log.warn({ err: error, userId: person.userId, attempt }, 'redemption retried after a unique violation');
        }
      }
    },

    /** The person's redemptions, newest first. */
    async myRedemptions(person: TRewardsPerson): Promise<TRedemptions> {
      return { redemptions: (await listUserRedemptions(db, person.userId)).map(toRedemption) };
    },

    /** The verification page: employers of the code's company and admins; anyone else NOT_FOUND. */
    async redemptionByCode(actor: TScopedActor, code: string): Promise<TRedemptionVerification> {
      const row = await redemptionInScope(actor, code);
      return toVerification(row, (await ctx.accounts.emailOf(row.userId)) ?? '');
    },

    /** Marks an issued code fulfilled: one conditional update, so of two fulfils at once one succeeds. Audited. */
    async fulfil(actor: TScopedActor, code: string): Promise<TRedemptionVerification> {
      const row = await redemptionInScope(actor, code);
      const fulfilled = await db.transaction(async (tx) => {
        const closed = await closeRedemption(tx, {
          id: row.id,
          status: 'fulfilled',
          now: clock.now(),
          closedBy: actor.userId,
        });
        if (!closed) return false;
        await ctx.audit(tx, 'redemption_fulfilled', row.companyId, actor, auditOf(row));
        return true;
      });
      if (!fulfilled) throw new AppError('REDEMPTION_CLOSED');
      return verification(code);
    },

    /** Cancels an issued code: its points go back to the person, the stock gets one back. Audited. */
    async cancel(actor: TScopedActor, code: string): Promise<TRedemptionVerification> {
      const row = await redemptionInScope(actor, code);
      const cancelled = await closeWithRefund(
        row,
        { status: 'cancelled', closedBy: actor.userId, now: clock.now() },
        (tx) => ctx.audit(tx, 'redemption_cancelled', row.companyId, actor, auditOf(row)),
      );
      if (!cancelled) throw new AppError('REDEMPTION_CLOSED');
      return verification(code);
    },

    /**
     * Expires the issued codes past their expiry (the daily job): each in its own transaction under its owner's lock,
     * refunded once. Idempotent: an expired code is not issued any more, and the refund's key is unique.
     */
    async expireDue(now: Date): Promise<{ expired: number }> {
      let expired = 0;
      for (;;) {
        const due = await findDueRedemptions(db, now, EXPIRY_BATCH);
        let closed = 0;
        // One closed meanwhile (fulfilled, cancelled, or by another run) is not issued any more: skipped.
        for (const redemption of due) {
          if (await closeWithRefund(redemption, { status: 'expired', closedBy: null, now, dueBy: now })) closed++;
        }
        expired += closed;
        if (due.length < EXPIRY_BATCH || closed === 0) return { expired };
      }
    },
  };
}
