import { describe, expect, it } from 'vitest';
import { auditQuery, datesInOrder, filtersFromSearch, hasFilters, searchFromFilters } from './audit-filters.ts';

const COMPANY = '5c0a0a0a-0000-4000-8000-000000000001';

describe('audit filters in the URL', () => {
  it('read what the contract accepts and ignore the rest', () => {
    expect(
      filtersFromSearch(
        new URLSearchParams(`companyId=${COMPANY}&action=company_created&from=2026-03-01&to=2026-03-31&page=3`),
      ),
    ).toEqual({ companyId: COMPANY, action: 'company_created', from: '2026-03-01', to: '2026-03-31', page: 3 });
    expect(
      filtersFromSearch(new URLSearchParams('companyId=nope&action=drop_tables&from=yesterday&to=2026-13-40&page=-2')),
    ).toEqual({ companyId: null, action: null, from: null, to: null, page: 1 });
    expect(filtersFromSearch(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('write only what is set, and the page from the second on', () => {
    const none = { companyId: null, action: null, from: null, to: null, page: 1 };
    expect(searchFromFilters(none).toString()).toBe('');
    expect(searchFromFilters({ ...none, action: 'mfa_enabled', page: 2 }).toString()).toBe('action=mfa_enabled&page=2');
    const filters = { companyId: COMPANY, action: 'sign_in_failed' as const, from: '2026-01-01', to: null, page: 4 };
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
  });

  it('make the query of the listAuditLog contract', () => {
    expect(auditQuery({ companyId: null, action: null, from: null, to: null, page: 1 })).toEqual({ page: 1 });
    expect(
      auditQuery({ companyId: COMPANY, action: 'role_changed', from: '2026-01-01', to: '2026-01-02', page: 2 }),
    ).toEqual({ companyId: COMPANY, action: 'role_changed', from: '2026-01-01', to: '2026-01-02', page: 2 });
  });

  it('know whether the days are in order and whether anything is filtered', () => {
    expect(datesInOrder({ from: '2026-01-02', to: '2026-01-01' })).toBe(false);
    expect(datesInOrder({ from: '2026-01-01', to: '2026-01-01' })).toBe(true);
    expect(datesInOrder({ from: null, to: '2026-01-01' })).toBe(true);
    expect(hasFilters({ companyId: null, action: null, from: null, to: null, page: 3 })).toBe(false);
    expect(hasFilters({ companyId: null, action: null, from: null, to: '2026-01-01', page: 1 })).toBe(true);
  });
});
