import type { TCompany, TCompanyDetail } from '@openwell/contracts';

/** Companies as the server answers them, for the feature's tests. */
export const ACME_ID = 'a0a0a0a0-0000-4000-8000-000000000001';
export const ENGINEERING_ID = 'd0d0d0d0-0000-4000-8000-000000000001';
export const SALES_ID = 'd0d0d0d0-0000-4000-8000-000000000002';
export const LEGAL_ID = 'd0d0d0d0-0000-4000-8000-000000000003';

export function company(overrides: Partial<TCompany> = {}): TCompany {
  return {
    id: ACME_ID,
    name: 'Acme Ltd',
    code: 'K7QM3-XZP9H',
    defaultLanguage: 'de',
    timeZone: 'Europe/Zurich',
    status: 'active',
    seatLimit: 250,
    isDemo: false,
    leaderboardNamed: false,
    pointsExpiryMonths: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function companyDetail(overrides: Partial<TCompanyDetail> = {}): TCompanyDetail {
  return {
    ...company(),
    departments: [
      { id: ENGINEERING_ID, name: 'Engineering', memberCount: 12 },
      { id: SALES_ID, name: 'Sales', memberCount: null },
      { id: LEGAL_ID, name: 'Legal', memberCount: null },
    ],
    ...overrides,
  };
}
