/**
 * Answers of the leaderboard endpoints for feature tests, built on the contract types (a change of the contract
 * shows here). March 2026 up to the 10th, as the wearables fixtures' "today".
 */
import type {
  TCompanyLeaderboard,
  TCompanyRanking,
  TDepartmentLeaderboard,
  TDepartmentRanking,
} from '@openwell/contracts';

const PERIOD = { from: '2026-03-01', to: '2026-03-10' };

export function departmentRow(overrides: Partial<TDepartmentRanking> = {}): TDepartmentRanking {
  return {
    rank: 1,
    departmentId: '11111111-1111-4111-8111-111111111111',
    name: 'Engineering',
    memberCount: 12,
    averagePoints: 412.5,
    own: false,
    ...overrides,
  };
}

export function departmentLeaderboard(overrides: Partial<TDepartmentLeaderboard> = {}): TDepartmentLeaderboard {
  return {
    period: PERIOD,
    participants: 23,
    rows: [
      departmentRow(),
      departmentRow({
        rank: 2,
        departmentId: '22222222-2222-4222-8222-222222222222',
        name: 'Sales',
        memberCount: 6,
        averagePoints: 380,
        own: true,
      }),
    ],
    hiddenGroups: false,
    withheldGroups: false,
    computedAt: '2026-03-10T08:55:00.000Z',
    ...overrides,
  };
}

export function companyRow(overrides: Partial<TCompanyRanking> = {}): TCompanyRanking {
  return { rank: 1, name: null, label: 1, employeeBand: '250-999', averagePoints: 501.25, own: false, ...overrides };
}

export function companyLeaderboard(overrides: Partial<TCompanyLeaderboard> = {}): TCompanyLeaderboard {
  return {
    period: PERIOD,
    participants: 340,
    rows: [
      companyRow(),
      companyRow({ rank: 2, name: 'Demo Company', label: 2, employeeBand: '5-49', averagePoints: 420, own: true }),
      companyRow({ rank: 3, name: 'Named Corp', label: 3, employeeBand: '1000+', averagePoints: 300 }),
    ],
    hiddenGroups: false,
    computedAt: '2026-03-10T08:55:00.000Z',
    ...overrides,
  };
}
