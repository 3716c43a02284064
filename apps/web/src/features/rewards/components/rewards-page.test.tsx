import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { i18n } from '@/lib/i18n.ts';
import { apiError, employee, json, mockApi, renderFeature, sessionResponse } from '@/test/feature-test-kit.tsx';
import { catalogue, redemptions } from '@/test/rewards-fixtures.ts';
import { RewardsPage } from './rewards-page.tsx';

beforeAll(installRadixPolyfills);
afterEach(() => vi.unstubAllGlobals());

function setup(routes: Parameters<typeof mockApi>[0] = {}, { initialEntry = '/rewards' } = {}) {
  const user = employee();
  const api = mockApi({
    getSession: sessionResponse(user),
    getMe: () => json(200, user),
    listRewards: () => json(200, catalogue()),
    listMyRedemptions: () => json(200, { redemptions: redemptions() }),
    getPointsExpiry: () => json(200, { months: 12, expiringSoon: 40, upcoming: [{ date: '2026-12-03', points: 40 }] }),
    ...routes,
  });
  const view = renderFeature(<RewardsPage />, { path: '/rewards', initialEntry });
  return { api, ...view };
}

const card = (title: string) =>
  screen.getAllByTestId('reward-card').find((element) => within(element).queryByRole('heading', { name: title }))!;

describe('RewardsPage: available rewards', () => {
  it('shows the balance and each reward: cost, stock, availability, affordable or the points missing', async () => {
    const { api } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Rewards' })).toBeTruthy();
    expect(screen.getByTestId('rewards-skeleton')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Available rewards' });
    expect(screen.getByTestId('rewards-balance-value').textContent).toBe('1,540 points');
    expect(within(list).getAllByTestId('reward-card')).toHaveLength(5);

    const coffee = card('Coffee voucher');
    expect(within(coffee).getByTestId('reward-cost').textContent).toBe('250 points');
    expect(within(coffee).getByText('A coffee of your choice at the canteen.')).toBeTruthy();
    expect(within(coffee).getByTestId('reward-affordable').textContent).toBe('You have enough points');
    expect(within(coffee).queryByTestId('reward-stock')).toBeNull();
    expect((within(coffee).getByRole('button', { name: 'Redeem' }) as HTMLButtonElement).disabled).toBe(false);

    const cinema = card('Two cinema tickets');
    expect(within(cinema).getByTestId('reward-stock').textContent).toBe('3 left');
    expect(within(cinema).getByText('Available until Jun 30, 2026')).toBeTruthy();

    const dayOff = card('An extra day off');
    expect(within(dayOff).getByTestId('reward-missing').textContent).toBe('3,460 more points needed');
    const progress = within(dayOff).getByRole('progressbar', { name: 'Your points towards An extra day off' });
    expect(progress.getAttribute('aria-valuetext')).toBe('1,540 of 5,000 points');
    // Not affordable, but it can be redeemed: the confirmation says how many points are missing.
    expect((within(dayOff).getByRole('button', { name: 'Redeem' }) as HTMLButtonElement).disabled).toBe(false);

    const bike = card('Bike service');
    expect(within(bike).getByTestId('reward-unavailable').textContent).toBe('Available from Apr 1, 2026');
    expect((within(bike).getByRole('button', { name: 'Redeem' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(bike).queryByTestId('reward-missing')).toBeNull();

    const yoga = card('Yoga class');
    expect(within(yoga).getByTestId('reward-unavailable').textContent).toBe('Out of stock');
    expect((within(yoga).getByRole('button', { name: 'Redeem' }) as HTMLButtonElement).disabled).toBe(true);

    // The company's expiry policy and what expires soon (the gamification feature's notice).
    expect((await screen.findByTestId('points-expiring-soon')).textContent).toBe(
      '40 points expire in the next 30 days, the first on Dec 3, 2026.',
    );

    // The redemptions are not asked for until their tab is opened.
    expect(api.callsTo('listMyRedemptions')).toHaveLength(0);
    expect(api.unhandled).toEqual([]);
  });

  it('says when just one point is missing, and names each Redeem button by its reward', async () => {
    setup({ listRewards: () => json(200, catalogue({ balance: 249 })) });
    await screen.findByRole('list', { name: 'Available rewards' });
    const coffee = card('Coffee voucher');
    expect(within(coffee).getByTestId('reward-missing').textContent).toBe('1 more point needed');
    const redeem = within(coffee).getByRole('button', { name: 'Redeem' });
    expect(document.getElementById(redeem.getAttribute('aria-describedby')!)?.textContent).toBe('Coffee voucher');
    expect(screen.getByTestId('rewards-balance-value').textContent).toBe('249 points');
  });

  it('empty state "No rewards": the employer has not added any yet', async () => {
    setup({ listRewards: () => json(200, catalogue({ balance: 0, rewards: [] })) });
    const empty = await screen.findByTestId('rewards-empty');
    expect(within(empty).getByRole('heading', { name: 'No rewards' })).toBeTruthy();
    expect(empty.textContent).toContain('Your employer has not added any rewards yet.');
    expect(screen.getByTestId('rewards-balance-value').textContent).toBe('0 points');
  });

  it('loading skeleton, then an error with retry', async () => {
    let fail = true;
    setup({ listRewards: () => (fail ? apiError(500, 'INTERNAL') : json(200, catalogue())) });
    expect(screen.getByTestId('rewards-skeleton')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The rewards could not be loaded.');
    expect(alert.textContent).toContain('An unexpected server error occurred. Please try again later.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Available rewards' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tabs by keyboard: arrow right opens "My redemptions", kept in the address', async () => {
    const { api, router } = setup();
    await screen.findByRole('list', { name: 'Available rewards' });
    const tablist = screen.getByRole('tablist', { name: 'Rewards' });
    const available = within(tablist).getByRole('tab', { name: 'Available rewards' });
    expect(available.getAttribute('aria-selected')).toBe('true');
    available.focus();
    await userEvent.keyboard('{ArrowRight}');
    const mine = within(tablist).getByRole('tab', { name: 'My redemptions' });
    await waitFor(() => expect(mine.getAttribute('aria-selected')).toBe('true'));
    expect(router.state.location.search).toBe('?tab=redemptions');
    expect(await screen.findByRole('list', { name: 'My redemptions' })).toBeTruthy();
    expect(api.callsTo('listMyRedemptions')).toHaveLength(1);
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(available.getAttribute('aria-selected')).toBe('true'));
    expect(router.state.location.search).toBe('');
  });

  it('in German: own texts, English where the employer wrote none, German numbers and dates', async () => {
    await i18n.changeLanguage('de');
    setup();
    const list = await screen.findByRole('list', { name: 'Verfügbare Prämien' });
    expect(screen.getByRole('heading', { level: 1, name: 'Prämien' })).toBeTruthy();
    expect(screen.getByTestId('rewards-balance-value').textContent).toBe('1.540 Punkte');
    expect(within(list).getByRole('heading', { name: 'Kaffeegutschein' })).toBeTruthy();
    const dayOff = card('An extra day off');
    expect(within(dayOff).getByTestId('reward-missing').textContent).toBe('Noch 3.460 Punkte nötig');
    expect(within(card('Bike service')).getByTestId('reward-unavailable').textContent).toBe('Verfügbar ab 01.04.2026');
    expect(within(card('Yoga class')).getByTestId('reward-unavailable').textContent).toBe('Vergriffen');
  });
});
