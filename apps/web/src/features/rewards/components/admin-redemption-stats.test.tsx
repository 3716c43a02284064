import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { COMPANY_ID, stats } from '../test/admin-reward-fixtures.ts';
import { AdminRedemptionStats } from './admin-redemption-stats.tsx';

beforeAll(installRadixPolyfills);
afterEach(() => vi.unstubAllGlobals());

describe('AdminRedemptionStats', () => {
  it('shows counts per reward, month and status; groups under 5 as "fewer than 5", never a number', async () => {
    const api = mockApi({ getRedemptionStats: json(200, stats()) });
    renderFeature(<AdminRedemptionStats companyId={COMPANY_ID} />);
    const [coffee, dayOff] = await screen.findAllByTestId('stats-reward');
    expect(api.callsTo('getRedemptionStats')[0]!.url.pathname).toBe(
      `/api/admin/companies/${COMPANY_ID}/redemptions/stats`,
    );
    expect(api.callsTo('getRedemptionStats')[0]!.url.searchParams.get('months')).toBe('6');

    const table = within(coffee!).getByRole('table', { name: 'Redemptions of Coffee voucher by month and state' });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual(['Month', 'Issued', 'Fulfilled', 'Cancelled', 'Expired']);
    const body = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(body).toEqual([
      ['Mar 2026', '< 5Fewer than 5', '7', '0', '0'],
      ['Feb 2026', '0', '12', '0', '0'],
      ['Jan 2026', '0', '0', '0', '0'],
    ]);
    // The total says what it leaves out (issue 24), and the page states the rule.
    expect(within(coffee!).getByTestId('stats-total').textContent).toBe(
      '19 redemptions counted in this period; the numbers below 5 of Mar 2026 are left out',
    );
    expect(screen.getByTestId('figures-rule').textContent).toContain(
      "A total adds a month's numbers below 5 only when together they make 5 or more; otherwise it leaves them out and names the months.",
    );

    expect(within(dayOff!).getByText('Inactive')).toBeTruthy();
    expect(within(dayOff!).getByTestId('stats-total').textContent).toBe(
      'No total: the numbers below 5 of Mar 2026 are not added up',
    );
    expect(within(dayOff!).getAllByTestId('fewer-than')).toHaveLength(1);
    expect(screen.queryByText(/@/)).toBeNull();
  });

  it('says a total counts everything when nothing is left out, and when a reward had no redemptions', async () => {
    const [coffee, dayOff] = stats().rewards;
    mockApi({
      getRedemptionStats: json(
        200,
        stats({
          rewards: [
            { ...coffee!, cells: [{ month: '2026-02', status: 'fulfilled', count: 12 }], total: 12, leftOut: [] },
            { ...dayOff!, cells: [], total: null, leftOut: [] },
          ],
        }),
      ),
    });
    renderFeature(<AdminRedemptionStats companyId={COMPANY_ID} />);
    const [counted, none] = await screen.findAllByTestId('stats-total');
    expect(counted!.textContent).toBe('12 redemptions in this period');
    expect(none!.textContent).toBe('No redemptions in this period');
    expect(screen.queryByTestId('fewer-than')).toBeNull();
  });

  it('reads the chosen period: 3, 6, 12 or 24 months', async () => {
    const api = mockApi({ getRedemptionStats: () => json(200, stats()) });
    renderFeature(<AdminRedemptionStats companyId={COMPANY_ID} />);
    await screen.findAllByTestId('stats-reward');
    const period = screen.getByRole('group', { name: 'Period' });
    expect(within(period).getByRole('button', { name: '6 months' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(period).getByRole('button', { name: '12 months' }));
    await waitFor(() => expect(api.callsTo('getRedemptionStats')).toHaveLength(2));
    expect(api.callsTo('getRedemptionStats')[1]!.url.searchParams.get('months')).toBe('12');
    expect(within(period).getByRole('button', { name: '12 months' }).getAttribute('aria-pressed')).toBe('true');
    expect(
      within(period)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['3 months', '6 months', '12 months', '24 months']);
  });

  it('says when nothing was redeemed in the period', async () => {
    mockApi({ getRedemptionStats: json(200, { months: ['2026-01', '2026-02', '2026-03'], rewards: [] }) });
    renderFeature(<AdminRedemptionStats companyId={COMPANY_ID} />);
    expect(await screen.findByRole('heading', { name: 'No redemptions in this period' })).toBeTruthy();
    expect(screen.getByText('None of the rewards was redeemed in the last 6 months.')).toBeTruthy();
  });
});
