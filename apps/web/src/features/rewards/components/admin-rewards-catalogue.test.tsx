import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { i18n } from '@/lib/i18n.ts';
import { apiError, json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { adminReward, COFFEE_ID, COMPANY_ID, DAY_OFF_ID } from '../test/admin-reward-fixtures.ts';
import { AdminRewardsCatalogue } from './admin-rewards-catalogue.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/sonner.tsx', () => ({ toast }));
beforeAll(installRadixPolyfills);
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const DAY_OFF = adminReward({
  id: DAY_OFF_ID,
  title: { en: 'Half day off' },
  description: null,
  pointsCost: 1,
  icon: null,
  stock: null,
  availableFrom: '2026-03-01',
  availableUntil: '2026-03-31',
  active: false,
  unavailable: 'inactive',
  hasRedemptions: true,
});

function rows() {
  return screen.getAllByTestId('reward-row');
}

describe('AdminRewardsCatalogue', () => {
  it("lists the company's rewards: title, cost, stock, window and state", async () => {
    const api = mockApi({ listCompanyRewards: json(200, { rewards: [adminReward(), DAY_OFF] }) });
    renderFeature(<AdminRewardsCatalogue companyId={COMPANY_ID} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Coffee voucher' })).toBeTruthy();
    expect(api.callsTo('listCompanyRewards')[0]!.url.pathname).toBe(`/api/admin/companies/${COMPANY_ID}/rewards`);
    const [coffee, dayOff] = rows();
    expect(within(coffee!).getByText('250 points')).toBeTruthy();
    expect(within(coffee!).getByText('12 left')).toBeTruthy();
    expect(within(coffee!).getByText('Always available')).toBeTruthy();
    expect(within(coffee!).getByTestId('reward-active').textContent).toBe('Active');
    expect(within(dayOff!).getByText('1 point')).toBeTruthy();
    expect(within(dayOff!).getByText('Unlimited stock')).toBeTruthy();
    expect(within(dayOff!).getByText('Mar 1 – 31, 2026')).toBeTruthy();
    expect(within(dayOff!).getByTestId('reward-active').textContent).toBe('Inactive');
    expect(screen.getByText('2 rewards (at most 200)')).toBeTruthy();
  });

  it("shows each title in the reader's language, else in English", async () => {
    await i18n.changeLanguage('de');
    mockApi({ listCompanyRewards: json(200, { rewards: [adminReward(), DAY_OFF] }) });
    renderFeature(<AdminRewardsCatalogue companyId={COMPANY_ID} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Kaffeegutschein' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Half day off' })).toBeTruthy();
    expect(screen.getByText('250 Punkte')).toBeTruthy();
  });

  it('says when there are no rewards yet and offers the first', async () => {
    mockApi({ listCompanyRewards: json(200, { rewards: [] }) });
    renderFeature(<AdminRewardsCatalogue companyId={COMPANY_ID} />);
    expect(await screen.findByRole('heading', { name: 'No rewards yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New reward' })).toBeTruthy();
  });

  it('shows loading, then a failure with a retry that reads again', async () => {
    let attempt = 0;
    mockApi({
      listCompanyRewards: () =>
        // A server failure is tried once more before it shows.
        ++attempt <= 2 ? apiError(503, 'SERVICE_UNAVAILABLE') : json(200, { rewards: [adminReward()] }),
    });
    renderFeature(<AdminRewardsCatalogue companyId={COMPANY_ID} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the catalogue...');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The service is temporarily unavailable. Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Coffee voucher' })).toBeTruthy();
  });

  it('deactivates and activates a reward at once', async () => {
    let active = true;
    const api = mockApi({
      listCompanyRewards: () => json(200, { rewards: [adminReward({ active })] }),
      updateReward: ({ body }) => {
        active = (body as { active: boolean }).active;
        return json(200, adminReward({ active }));
      },
    });
    renderFeature(<AdminRewardsCatalogue companyId={COMPANY_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Coffee voucher' }));
    await waitFor(() => expect(screen.getByTestId('reward-active').textContent).toBe('Inactive'));
    expect(api.callsTo('updateReward')[0]!.url.pathname).toBe(
      `/api/admin/companies/${COMPANY_ID}/rewards/${COFFEE_ID}`,
    );
    expect(api.callsTo('updateReward')[0]!.body).toEqual({ active: false });
    expect(toast.success).toHaveBeenCalledWith(
      'Coffee voucher has been deactivated: employees no longer see it. Codes already issued stay valid.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Activate Coffee voucher' }));
    await waitFor(() => expect(screen.getByTestId('reward-active').textContent).toBe('Active'));
    expect(api.callsTo('updateReward')[1]!.body).toEqual({ active: true });
  });

  it('deletes a reward never redeemed after a confirmation', async () => {
    let rewards = [adminReward()];
    const api = mockApi({
      listCompanyRewards: () => json(200, { rewards }),
      deleteReward: () => {
        rewards = [];
        return new Response(null, { status: 204 });
      },
    });
    renderFeature(<AdminRewardsCatalogue companyId={COMPANY_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Coffee voucher' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Coffee voucher?' });
    expect(api.callsTo('deleteReward')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No rewards yet' })).toBeTruthy();
    expect(api.callsTo('deleteReward')[0]!.url.pathname).toBe(
      `/api/admin/companies/${COMPANY_ID}/rewards/${COFFEE_ID}`,
    );
    expect(toast.success).toHaveBeenCalledWith('Coffee voucher has been deleted.');
  });

  it('explains a refusal (REWARD_HAS_REDEMPTIONS) and deactivates instead', async () => {
    let active = true;
    const api = mockApi({
      listCompanyRewards: () => json(200, { rewards: [adminReward({ active })] }),
      deleteReward: apiError(409, 'REWARD_HAS_REDEMPTIONS'),
      updateReward: () => {
        active = false;
        return json(200, adminReward({ active, hasRedemptions: true }));
      },
    });
    renderFeature(<AdminRewardsCatalogue companyId={COMPANY_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Coffee voucher' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Coffee voucher?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const refusal =
      'This reward has been redeemed, so it cannot be deleted: its codes refer to it. You can deactivate it instead: ' +
      'employees no longer see it, and codes already issued stay valid.';
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate instead' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('updateReward')[0]!.body).toEqual({ active: false });
    await waitFor(() => expect(screen.getByTestId('reward-active').textContent).toBe('Inactive'));
  });

  it('says from the start that a redeemed reward can only be deactivated', async () => {
    const api = mockApi({ listCompanyRewards: json(200, { rewards: [DAY_OFF] }) });
    renderFeature(<AdminRewardsCatalogue companyId={COMPANY_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Half day off' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Half day off?' });
    expect(within(dialog).getByText(/It is already inactive, so employees no longer see it\./)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Deactivate instead' })).toBeNull();
    expect(api.callsTo('deleteReward')).toHaveLength(0);
  });
});
