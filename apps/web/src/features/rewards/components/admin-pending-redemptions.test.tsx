import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { formatDate } from '@/lib/date-format.ts';
import { json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { CODE, COFFEE_ID, COMPANY_ID, DAY_OFF_ID, pending } from '../test/admin-reward-fixtures.ts';
import { AdminPendingRedemptions } from './admin-pending-redemptions.tsx';

beforeAll(installRadixPolyfills);
afterEach(() => vi.unstubAllGlobals());

function renderPending() {
  return renderFeature(<AdminPendingRedemptions companyId={COMPANY_ID} />, {
    path: '/admin/company/rewards',
    extraRoutes: ['/admin/redemptions/:code'],
  });
}

describe('AdminPendingRedemptions', () => {
  it('lists the codes waiting, oldest first: reward, end of the code, dates; never who redeemed', async () => {
    const api = mockApi({ listPendingRedemptions: json(200, pending()) });
    renderPending();
    const rows = await screen.findAllByTestId('pending-row');
    expect(api.callsTo('listPendingRedemptions')[0]!.url.pathname).toBe(
      `/api/admin/companies/${COMPANY_ID}/redemptions/pending`,
    );
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      // Oldest first, as the server sends them.
      ...pending().pending.map(({ title, codeEnd, redeemedAt, expiresAt }) => [
        title.en,
        `…ending in ${codeEnd}`,
        formatDate(redeemedAt, 'en'),
        formatDate(expiresAt, 'en'),
      ]),
    ]);
    expect(screen.getByTestId('pending-total').textContent).toBe('5 codes waiting to be handed over');
    expect(screen.queryByTestId('pending-fewer')).toBeNull();
    expect(screen.queryByText(/@/)).toBeNull();
  });

  it('says how many are shown when there are more than the list holds', async () => {
    mockApi({ listPendingRedemptions: json(200, pending({ total: 230 })) });
    renderPending();
    expect((await screen.findByTestId('pending-total')).textContent).toBe(
      '230 codes waiting to be handed over; the oldest 5 are shown',
    );
  });

  it('names the rewards and months with fewer than 5 codes, without a number, under the rule it states', async () => {
    const fewer = [
      { rewardId: DAY_OFF_ID, title: { en: 'Half day off' }, month: '2026-02' },
      { rewardId: COFFEE_ID, title: { en: 'Coffee voucher' }, month: '2026-04' },
    ];
    mockApi({ listPendingRedemptions: json(200, pending({ fewer })) });
    renderPending();
    expect((await screen.findByTestId('pending-total')).textContent).toBe(
      '5 codes waiting to be handed over, not counting the rewards and months with fewer than 5 (below)',
    );
    expect(screen.getAllByTestId('pending-row')).toHaveLength(5);
    const section = screen.getByRole('region', { name: 'Fewer than 5 codes waiting, not listed one by one' });
    expect(
      within(section)
        .getAllByTestId('pending-fewer-row')
        .map((row) => row.textContent),
    ).toEqual(['Half day offredeemed in Feb 2026', 'Coffee voucherredeemed in Apr 2026']);
    expect(screen.getByTestId('figures-rule').textContent).toContain(
      "a reward's codes of one month are listed and counted only when there are at least 5",
    );
  });

  it('lists no code when every reward has fewer than 5 from one month, and says why', async () => {
    const fewer = [{ rewardId: COFFEE_ID, title: { en: 'Coffee voucher' }, month: '2026-03' }];
    mockApi({ listPendingRedemptions: json(200, { pending: [], total: 0, fewer }) });
    renderPending();
    expect((await screen.findByTestId('pending-total')).textContent).toBe(
      'No reward has 5 or more codes waiting from one month, so none is listed one by one',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Nothing to hand over' })).toBeNull();
    expect(screen.getAllByTestId('pending-fewer-row')).toHaveLength(1);
  });

  it('says when nothing is waiting', async () => {
    mockApi({ listPendingRedemptions: json(200, { pending: [], total: 0, fewer: [] }) });
    renderPending();
    expect(await screen.findByRole('heading', { name: 'Nothing to hand over' })).toBeTruthy();
  });

  it('checks an entered code, then opens its page (dashes, spaces and lower case allowed)', async () => {
    const api = mockApi({ listPendingRedemptions: json(200, pending()) });
    const { router } = renderPending();
    const input = screen.getByLabelText('Redemption code');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Please enter the code.')).toBeTruthy();
    await userEvent.type(input, '7KQ2-M8XP');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('This is not a valid code. Please check it: 25 letters and digits.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/company/rewards');

    await userEvent.clear(input);
    await userEvent.type(input, ' 7kq2m-8xp4r zt9bw-c3hnj-6dfga ');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/redemptions/${CODE}`));
    // The code itself is never sent anywhere but to its own page.
    expect(api.calls.map((call) => call.key)).toEqual(['listPendingRedemptions']);
    expect(within(document.body).getByText('route:/admin/redemptions/:code')).toBeTruthy();
  });
});
