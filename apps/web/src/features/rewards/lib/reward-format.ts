import type { TFunction } from 'i18next';
import type { TReward } from '@openwell/contracts';
import { formatCivilDate } from '@/lib/date-format.ts';
import { formatPoints } from '@/lib/number-format.ts';

export { formatPoints };

/** "250 points" ("1 point"), the number written as the language writes it. */
export function pointsText(t: TFunction, value: number, language: string): string {
  return t('rewards:points', { count: value, points: formatPoints(value, language) });
}

/** Points still missing to afford `cost` (0 when affordable). */
export function missingPoints(cost: number, balance: number): number {
  return Math.max(0, cost - balance);
}

/** Why a reward cannot be redeemed now, as a sentence ("Available from 1 Apr 2026", "Out of stock"); null if it can. */
export function unavailableText(t: TFunction, reward: TReward, language: string): string | null {
  switch (reward.unavailable) {
    case null:
      return null;
    case 'not_yet':
      return reward.availableFrom
        ? t('rewards:reward.availableFrom', { date: formatCivilDate(reward.availableFrom, language) })
        : t('rewards:reward.notYet');
    case 'ended':
      return t('rewards:reward.ended');
    case 'out_of_stock':
      return t('rewards:reward.outOfStock');
    case 'inactive':
      return t('rewards:reward.inactive');
  }
}
