import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { apiError, json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { adminReward, COMPANY_ID, ownCompany, pending, stats } from '../test/admin-reward-fixtures.ts';
import { CompanyRewardsPage, OwnCompanyRewardsPage } from './admin-rewards-page.tsx';

beforeAll(installRadixPolyfills);
afterEach(() => vi.unstubAllGlobals());

const COMPANY_PATH = `/admin/companies/${COMPANY_ID}`;

describe('OwnCompanyRewardsPage (employers)', () => {
  it("shows the employer's own company's catalogue, then the codes to hand over and the figures in their tabs", async () => {
    const api = mockApi({
      getOwnCompany: json(200, ownCompany()),
      listCompanyRewards: json(200, { rewards: [adminReward()] }),
      listPendingRedemptions: json(200, pending()),
      getRedemptionStats: json(200, stats()),
    });
    const { router } = renderFeature(<OwnCompanyRewardsPage />, { path: '/admin/company/rewards' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rewards' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Coffee voucher' })).toBeTruthy();
    expect(api.callsTo('listCompanyRewards')[0]!.url.pathname).toBe(`/api/admin/companies/${COMPANY_ID}/rewards`);
    // The other tabs ask nothing until they are opened.
    expect(api.callsTo('listPendingRedemptions')).toHaveLength(0);

    const tabs = screen.getByRole('tablist', { name: 'Rewards sections' });
    await userEvent.click(within(tabs).getByRole('tab', { name: 'To hand over' }));
    expect(await screen.findAllByTestId('pending-row')).toHaveLength(5);
    expect(router.state.location.search).toBe('?tab=pending');
    // Arrow keys move between the tabs.
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findAllByTestId('stats-reward')).toHaveLength(2);
    expect(router.state.location.search).toBe('?tab=figures');
  });

  it('opens the tab named in the address (the way back from a code)', async () => {
    mockApi({ getOwnCompany: json(200, ownCompany()), listPendingRedemptions: json(200, pending()) });
    renderFeature(<OwnCompanyRewardsPage />, {
      path: '/admin/company/rewards',
      initialEntry: '/admin/company/rewards?tab=pending',
    });
    expect(await screen.findAllByTestId('pending-row')).toHaveLength(5);
  });

  it('says when the account has no company', async () => {
    mockApi({ getOwnCompany: apiError(404, 'NOT_FOUND') });
    renderFeature(<OwnCompanyRewardsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'No company yet' })).toBeTruthy();
  });
});

describe('CompanyRewardsPage (platform admins)', () => {
  it("shows the company's name and the way back to its page", async () => {
    mockApi({
      getCompany: json(200, ownCompany({ name: 'Beta AG' })),
      listCompanyRewards: json(200, { rewards: [] }),
    });
    renderFeature(<CompanyRewardsPage companyId={COMPANY_ID} companyPath={COMPANY_PATH} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rewards of Beta AG' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Beta AG' }).getAttribute('href')).toBe(COMPANY_PATH);
    expect(await screen.findByRole('heading', { name: 'No rewards yet' })).toBeTruthy();
  });

  it('says a malformed company id is not found without asking the server', async () => {
    const api = mockApi({});
    renderFeature(<CompanyRewardsPage companyId="nope" companyPath="/admin/companies/nope" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Company not found' })).toBeTruthy();
    await waitFor(() => expect(api.calls).toEqual([]));
  });
});
