import { POINTS_EXPIRY_NOTICE_DAYS, type TPointsExpiry } from '@openwell/contracts';
import { expiryCutoff, pointsDueToExpire, upcomingExpiries } from '@openwell/gamification';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { civilToday } from '../../lib/civil-dates.ts';
import { EARNING_REASONS } from './award-plan.ts';
import { findExpiryCandidates, readCredits } from './gamification.expiry.repo.ts';
import { lockState, type TPointsOwner } from './gamification.repo.ts';
import { writeExpiry } from './ledger.writer.ts';

/**
 * The companies' point expiry policies, implemented by the companies service (features/services.ts): gamification never
 * reads companies tables.
 */
export interface PointsExpiryPolicies {
  /** The companies with a policy: points expire `months` months after they were earned; their time zones. */
  pointsExpiryPolicies(): Promise<Array<{ companyId: string; months: number; timeZone: string }>>;
  /** The company's policy in months; null: points never expire. */
  pointsExpiryMonthsOf(companyId: string): Promise<number | null>;
}

export type PointsExpiryDeps = {
  database: Database;
  logger: Logger;
  clock: Clock;
  timeZones: { timeZoneOf(companyId: string): Promise<string> };
  policies: PointsExpiryPolicies;
};

/** What one expiry run did. */
export type TExpiryRunResult = { candidates: number; expired: number; points: number; failed: number };

/** The idempotency key of the expiry entry of civil day `date`: one per person and day. */
export const expiryKey = (date: string) => `expiry:${date}`;

/**
 * Point expiry (issue 11, ADR 019): the daily run that writes expiry entries to the ledger (first earned, first
 * expired; the rules in @openwell/gamification expiry.ts), and what an employee sees of it.
 */
export function createPointsExpiryService(deps: PointsExpiryDeps) {
  const { db } = deps.database;
  const log = deps.logger.child({ feature: 'gamification', part: 'expiry' });

  /**
   * Expires what is due for one person on civil day `today`, in one transaction under the person's lock (the same
   * lock as awards and redemptions): the credits and the balance are read after the lock is taken, so nothing
   * changes them until the entry is written. Returns the points expired (0: nothing due, or today's entry written
   * already).
   */
  async function expireOne(owner: TPointsOwner, today: string, months: number, now: Date): Promise<number> {
    const idempotencyKey = expiryKey(today);
    return db.transaction(async (tx) => {
      const state = await lockState(tx, owner);
      if (state.balance <= 0) return 0;
      const { credits, keyTaken } = await readCredits(tx, {
        userId: owner.userId,
        earningReasons: EARNING_REASONS,
        idempotencyKey,
      });
      // Today's entry exists: anything due since (a refund of old points) waits for tomorrow's run.
      if (keyTaken) return 0;
      const due = pointsDueToExpire({ credits, balance: state.balance, months, today });
      if (due <= 0) return 0;
      await writeExpiry(tx, owner, { points: due, idempotencyKey, civilDate: today, now });
      return due;
    });
  }

  return {
    /**
     * The daily run: for every company with a policy, its civil day (its time zone) and cutoff; the people with
     * points due, found in one query; then each person on their own, under their lock. Idempotent: a second run the
     * same day finds nothing due (and the key `expiry:<day>` could not be written twice). A person whose transaction
     * fails is logged and the others still run; the run then fails, so the job is retried.
     */
    async expireDue(now: Date): Promise<TExpiryRunResult> {
      const policies = await deps.policies.pointsExpiryPolicies();
      const byCompany = new Map(
        policies.map((policy) => {
          const today = civilToday(now, policy.timeZone);
          return [policy.companyId, { today, months: policy.months, cutoff: expiryCutoff(today, policy.months) }];
        }),
      );
      const candidates = await findExpiryCandidates(db, {
        cutoffs: [...byCompany].map(([companyId, { cutoff }]) => ({ companyId, cutoff })),
        earningReasons: EARNING_REASONS,
      });
      const result: TExpiryRunResult = { candidates: candidates.length, expired: 0, points: 0, failed: 0 };
      let firstError: unknown = null;
      for (const owner of candidates) {
        const policy = byCompany.get(owner.companyId)!;
        try {
          const points = await expireOne(owner, policy.today, policy.months, now);
          if (points > 0) {
            result.expired++;
            result.points += points;
            log.debug({ userId: owner.userId, points, date: policy.today }, 'points expired');
          }
        } catch (error) {
          // A concurrent run wrote today's entry between our read and write (it cannot under the lock; the key is
          // the last line of defence): nothing is lost, the entry is there.
          if (isUniqueViolation(error)) continue;
          result.failed++;
          firstError ??= error;
          log.error({ err: error, userId: owner.userId }, 'point expiry failed for a person');
        }
      }
      if (firstError) throw firstError;
      return result;
    },

    /**
     * The employee's view: the company's policy, and what of their balance would expire from today through
     * POINTS_EXPIRY_NOTICE_DAYS days on if nothing else happened (by day, earliest first). Their own data only.
     */
    async expiryOf(owner: TPointsOwner): Promise<TPointsExpiry> {
      const months = await deps.policies.pointsExpiryMonthsOf(owner.companyId);
      if (months === null) return { months: null, expiringSoon: 0, upcoming: [] };
      const today = civilToday(deps.clock.now(), await deps.timeZones.timeZoneOf(owner.companyId));
      const { credits, balance } = await readCredits(db, { userId: owner.userId, earningReasons: EARNING_REASONS });
      const { upcoming, total } = upcomingExpiries({
        credits,
        balance,
        months,
        today,
        days: POINTS_EXPIRY_NOTICE_DAYS,
      });
      return { months, expiringSoon: total, upcoming };
    },
  };
}

export type PointsExpiryService = ReturnType<typeof createPointsExpiryService>;
