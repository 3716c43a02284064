import type {
  TAdminReward,
  TCompanyDetail,
  TPendingRedemptions,
  TRedemptionStats,
  TRedemptionVerification,
} from '@openwell/contracts';

/** The admin area's rewards answers as the server gives them, for the feature's tests. */
export const COMPANY_ID = 'a0a0a0a0-0000-4000-8000-000000000001';
export const COFFEE_ID = 'b0b0b0b0-0000-4000-8000-000000000001';
export const DAY_OFF_ID = 'b0b0b0b0-0000-4000-8000-000000000002';
/** 25 characters of Crockford base32. */
export const CODE = '7KQ2M8XP4RZT9BWC3HNJ6DFGA';

export function ownCompany(overrides: Partial<TCompanyDetail> = {}): TCompanyDetail {
  return {
    id: COMPANY_ID,
    name: 'Acme Ltd',
    code: 'K7QM3-XZP9H',
    defaultLanguage: 'en',
    timeZone: 'Europe/Zurich',
    status: 'active',
    seatLimit: null,
    isDemo: false,
    leaderboardNamed: false,
    pointsExpiryMonths: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    departments: [],
    ...overrides,
  };
}

export function adminReward(overrides: Partial<TAdminReward> = {}): TAdminReward {
  return {
    id: COFFEE_ID,
    title: { en: 'Coffee voucher', de: 'Kaffeegutschein' },
    description: { en: 'One coffee at the canteen.' },
    pointsCost: 250,
    icon: 'coffee',
    stock: 12,
    availableFrom: null,
    availableUntil: null,
    active: true,
    unavailable: null,
    hasRedemptions: false,
    createdAt: '2026-02-01T09:00:00.000Z',
    updatedAt: '2026-02-01T09:00:00.000Z',
    ...overrides,
  };
}

/** Five codes of the coffee voucher of one month: a group the list may show (groups under 5 are named only). */
export function pending(overrides: Partial<TPendingRedemptions> = {}): TPendingRedemptions {
  return {
    pending: ['FGA2', '7KQ2', 'M8XP', 'ZT9B', 'C3HN'].map((codeEnd, index) => ({
      codeEnd,
      rewardId: COFFEE_ID,
      title: { en: 'Coffee voucher', de: 'Kaffeegutschein' },
      redeemedAt: `2026-03-0${index + 2}T08:30:00.000Z`,
      expiresAt: `2026-05-3${index === 0 ? 1 : 0}T08:30:00.000Z`,
    })),
    total: 5,
    fewer: [],
    ...overrides,
  };
}

export function stats(overrides: Partial<TRedemptionStats> = {}): TRedemptionStats {
  return {
    months: ['2026-01', '2026-02', '2026-03'],
    rewards: [
      {
        rewardId: COFFEE_ID,
        title: { en: 'Coffee voucher' },
        active: true,
        cells: [
          { month: '2026-02', status: 'fulfilled', count: 12 },
          { month: '2026-03', status: 'fulfilled', count: 7 },
          { month: '2026-03', status: 'issued', count: null },
        ],
        // March's issued codes (under 5) are left out: counted, they could be recovered from the other cells.
        total: 19,
        leftOut: ['2026-03'],
      },
      {
        rewardId: DAY_OFF_ID,
        title: { en: 'Half day off' },
        active: false,
        cells: [{ month: '2026-03', status: 'fulfilled', count: null }],
        total: null,
        leftOut: ['2026-03'],
      },
    ],
    ...overrides,
  };
}

export function verification(overrides: Partial<TRedemptionVerification> = {}): TRedemptionVerification {
  return {
    code: CODE,
    companyId: COMPANY_ID,
    reward: {
      id: COFFEE_ID,
      title: { en: 'Coffee voucher' },
      description: { en: 'One coffee at the canteen.' },
      icon: 'coffee',
    },
    points: 250,
    status: 'issued',
    employeeEmail: 'ann@example.test',
    redeemedAt: '2026-03-02T08:30:00.000Z',
    expiresAt: '2026-05-31T08:30:00.000Z',
    closedAt: null,
    ...overrides,
  };
}
