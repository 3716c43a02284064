/**
 * Answers of the employee's rewards endpoints for feature tests, built on the contract types (a change of the
 * contract shows here). Redemptions in March 2026, as the other fixtures' "today" (2026-03-10).
 */
import type { TRedemption, TReward, TRewardsCatalogue } from '@openwell/contracts';

export const REWARD_IDS = {
  coffee: 'a1111111-1111-4111-8111-111111111111',
  dayOff: 'a2222222-2222-4222-8222-222222222222',
  bike: 'a3333333-3333-4333-8333-333333333333',
  cinema: 'a4444444-4444-4444-8444-444444444444',
  yoga: 'a5555555-5555-4555-8555-555555555555',
} as const;

/** A 25-character Crockford base32 code, as the server issues them. */
export const CODE = '7K3M9QXT2BHD5RWF8NCJ4PVZ6';

export function reward(overrides: Partial<TReward> = {}): TReward {
  return {
    id: REWARD_IDS.coffee,
    title: { en: 'Coffee voucher', de: 'Kaffeegutschein' },
    description: { en: 'A coffee of your choice at the canteen.' },
    pointsCost: 250,
    icon: 'coffee',
    stock: null,
    availableFrom: null,
    availableUntil: null,
    active: true,
    unavailable: null,
    ...overrides,
  };
}

/** Balance 1,540: the coffee (250) and the limited cinema tickets (900, 3 left) are affordable, the day off is not. */
export function catalogue(overrides: Partial<TRewardsCatalogue> = {}): TRewardsCatalogue {
  return {
    balance: 1540,
    rewards: [
      reward(),
      reward({
        id: REWARD_IDS.cinema,
        title: { en: 'Two cinema tickets', de: 'Zwei Kinokarten' },
        description: null,
        pointsCost: 900,
        icon: 'ticket',
        stock: 3,
        availableUntil: '2026-06-30',
      }),
      reward({
        id: REWARD_IDS.dayOff,
        title: { en: 'An extra day off' },
        description: { en: 'Agree the day with your manager.' },
        pointsCost: 5000,
        icon: 'calendar',
      }),
      reward({
        id: REWARD_IDS.bike,
        title: { en: 'Bike service' },
        description: null,
        pointsCost: 600,
        icon: 'bike',
        availableFrom: '2026-04-01',
        unavailable: 'not_yet',
      }),
      reward({
        id: REWARD_IDS.yoga,
        title: { en: 'Yoga class' },
        description: null,
        pointsCost: 400,
        icon: null,
        stock: 0,
        unavailable: 'out_of_stock',
      }),
    ],
    ...overrides,
  };
}

export function redemption(overrides: Partial<TRedemption> = {}): TRedemption {
  return {
    id: 'b1111111-1111-4111-8111-111111111111',
    rewardId: REWARD_IDS.coffee,
    title: { en: 'Coffee voucher', de: 'Kaffeegutschein' },
    icon: 'coffee',
    points: 250,
    status: 'issued',
    code: CODE,
    redeemedAt: '2026-03-09T08:30:00.000Z',
    expiresAt: '2026-06-07T08:30:00.000Z',
    closedAt: null,
    ...overrides,
  };
}

/** Four redemptions in the server's order (newest first): issued, fulfilled, cancelled, expired. */
export function redemptions(): TRedemption[] {
  return [
    redemption(),
    redemption({
      id: 'b2222222-2222-4222-8222-222222222222',
      rewardId: REWARD_IDS.cinema,
      title: { en: 'Two cinema tickets' },
      icon: 'ticket',
      points: 900,
      status: 'fulfilled',
      code: 'AAAAABBBBBCCCCCDDDDDEEEEE',
      redeemedAt: '2026-03-02T10:00:00.000Z',
      expiresAt: '2026-05-31T10:00:00.000Z',
      closedAt: '2026-03-03T12:00:00.000Z',
    }),
    redemption({
      id: 'b3333333-3333-4333-8333-333333333333',
      points: 250,
      status: 'cancelled',
      code: 'FFFFFGGGGGHHHHHJJJJJKKKKK',
      redeemedAt: '2026-02-20T10:00:00.000Z',
      expiresAt: '2026-05-21T10:00:00.000Z',
      closedAt: '2026-02-21T09:00:00.000Z',
    }),
    redemption({
      id: 'b4444444-4444-4444-8444-444444444444',
      rewardId: REWARD_IDS.yoga,
      title: { en: 'Yoga class' },
      icon: null,
      points: 1,
      status: 'expired',
      code: 'MMMMMNNNNNPPPPPQQQQQRRRRR',
      redeemedAt: '2025-11-01T10:00:00.000Z',
      expiresAt: '2026-01-30T10:00:00.000Z',
      closedAt: '2026-01-30T10:05:00.000Z',
    }),
  ];
}
