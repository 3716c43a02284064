import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, type TRedeemResponse } from '@openwell/contracts';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { Toaster } from '@/components/ui/sonner.tsx';
import {
  apiError,
  employee,
  json,
  mockApi,
  renderFeature,
  sessionResponse,
  type THandler,
} from '@/test/feature-test-kit.tsx';
import { gamificationSummary } from '@/test/gamification-fixtures.ts';
import { catalogue, CODE, redemption, REWARD_IDS } from '@/test/rewards-fixtures.ts';
import { RewardsPage } from './rewards-page.tsx';

beforeAll(installRadixPolyfills);
afterEach(() => vi.unstubAllGlobals());

const REDEEMED: TRedeemResponse = { redemption: redemption(), balance: 1290 };

function setup(redeem: THandler, routes: Parameters<typeof mockApi>[0] = {}) {
  const user = employee();
  let balance = 1540;
  const api = mockApi({
    getSession: sessionResponse(user),
    getMe: () => json(200, user),
    listRewards: () => json(200, catalogue({ balance })),
    listMyRedemptions: () => json(200, { redemptions: balance < 1540 ? [redemption()] : [] }),
    getPointsExpiry: () => json(200, { months: null, expiringSoon: 0, upcoming: [] }),
    redeemReward: async (request) => {
      const answer = await redeem(request);
      if (answer.status === 201) balance = 1290;
      return answer;
    },
    ...routes,
  });
  const view = renderFeature(
    <>
      <RewardsPage />
      <Toaster theme="light" />
    </>,
    { path: '/rewards' },
  );
  return { api, ...view };
}

const keyOf = (call: { init?: RequestInit | undefined }) =>
  (call.init?.headers as Record<string, string> | undefined)?.[IDEMPOTENCY_KEY_HEADER];

async function openRedeem(title: string) {
  await screen.findByRole('list', { name: 'Available rewards' });
  const card = screen
    .getAllByTestId('reward-card')
    .find((element) => within(element).queryByRole('heading', { name: title }))!;
  await userEvent.click(within(card).getByRole('button', { name: 'Redeem' }));
  return screen.findByRole('dialog', { name: `Redeem ${title}?` });
}

describe('RewardsPage: redeem', () => {
  it('asks for confirmation (cost, balance, afterwards), sends an Idempotency-Key, then "Reward redeemed"', async () => {
    const requests: Array<{ body: unknown; key: string | undefined }> = [];
    const { api, queryClient } = setup((request) => {
      requests.push({ body: request.body, key: keyOf(request) });
      return json(201, REDEEMED);
    });
    queryClient.setQueryData(['gamification', 'getGamification'], gamificationSummary());

    const dialog = await openRedeem('Coffee voucher');
    expect(within(dialog).getByTestId('redeem-cost').textContent).toBe('250 points');
    expect(within(dialog).getByTestId('redeem-balance').textContent).toBe('1,540 points');
    expect(within(dialog).getByTestId('redeem-after').textContent).toBe('1,290 points');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(api.callsTo('redeemReward')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    const done = await screen.findByRole('dialog', { name: 'Reward redeemed' });
    expect(within(done).getByTestId('redeem-new-balance').textContent).toBe('Your balance now: 1,290 points');
    expect(await screen.findByText('Reward redeemed', { selector: '[data-title]' })).toBeTruthy();

    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toEqual({ rewardId: REWARD_IDS.coffee });
    expect(requests[0]!.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The header's balance follows, and the gamification summary (its balance) is read again.
    await waitFor(() => expect(screen.getByTestId('rewards-balance-value').textContent).toBe('1,290 points'));
    expect(queryClient.getQueryState(['gamification', 'getGamification'])?.isInvalidated).toBe(true);
    await waitFor(() => expect(api.callsTo('listRewards')).toHaveLength(2));
  });

  it('"Try again" after a lost answer sends the same key; a new confirmation gets a new one', async () => {
    const keys: Array<string | undefined> = [];
    let attempts = 0;
    setup((request) => {
      keys.push(keyOf(request));
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return json(201, REDEEMED);
    });
    const dialog = await openRedeem('Coffee voucher');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Failed to redeem reward. Please try again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('dialog', { name: 'Reward redeemed' });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const again = await openRedeem('Coffee voucher');
    await userEvent.click(within(again).getByRole('button', { name: 'Redeem' }));
    await screen.findByRole('dialog', { name: 'Reward redeemed' });
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('too few points by the catalogue: the message with the number, and no Redeem', async () => {
    const { api } = setup(() => json(201, REDEEMED));
    const dialog = await openRedeem('An extra day off');
    expect(within(dialog).getByRole('alert').textContent).toBe('You need 3,460 more points to redeem this reward.');
    expect(within(dialog).queryByTestId('redeem-after')).toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Redeem' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('redeemReward')).toHaveLength(0);
  });

  it('INSUFFICIENT_POINTS from the server: "You need {points} more points…" with details.missingPoints', async () => {
    const { api } = setup(() => apiError(409, 'INSUFFICIENT_POINTS', { missingPoints: 120 }));
    const dialog = await openRedeem('Coffee voucher');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('You need 120 more points to redeem this reward.');
    // Trying again cannot help; the catalogue (balance) is read again.
    expect(within(dialog).queryByRole('button', { name: /Redeem|Try again/ })).toBeNull();
    await waitFor(() => expect(api.callsTo('listRewards')).toHaveLength(2));
  });

  it('one point missing reads in the singular', async () => {
    setup(() => apiError(409, 'INSUFFICIENT_POINTS', { missingPoints: 1 }));
    const dialog = await openRedeem('Coffee voucher');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You need 1 more point to redeem this reward.');
  });

  it.each([
    ['POINTS_DEDUCTION_FAILED', 500, 'Points deduction failed. Please contact support.'],
    ['REWARD_OUT_OF_STOCK', 409, 'This reward is out of stock.'],
    ['REWARD_UNAVAILABLE', 409, 'This reward is not available at the moment.'],
  ])('%s: its own message, no retry', async (code, status, message) => {
    setup(() => apiError(status, code));
    const dialog = await openRedeem('Two cinema tickets');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(within(dialog).queryByRole('button', { name: /Redeem|Try again/ })).toBeNull();
    expect(within(dialog).getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
  });

  it.each([
    ['INTERNAL', 500],
    ['IDEMPOTENCY_KEY_REUSED', 422],
    ['RATE_LIMITED', 429],
  ])('any other failure (%s): "Failed to redeem reward. Please try again." with Try again', async (code, status) => {
    setup(() => apiError(status, code));
    const dialog = await openRedeem('Coffee voucher');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to redeem reward. Please try again.');
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('"View code" opens "My redemptions" and the new code\'s QR view', async () => {
    const { router } = setup(() => json(201, REDEEMED));
    const dialog = await openRedeem('Coffee voucher');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    const done = await screen.findByRole('dialog', { name: 'Reward redeemed' });
    await userEvent.click(within(done).getByRole('button', { name: 'View code' }));
    const qr = await screen.findByRole('dialog', { name: 'Coffee voucher' });
    expect(within(qr).getByTestId('redemption-code').textContent).toBe('7K3M9 QXT2B HD5RW F8NCJ 4PVZ6');
    expect(CODE).toBe('7K3M9QXT2BHD5RWF8NCJ4PVZ6');
    expect(router.state.location.search).toBe('?tab=redemptions');
    expect(screen.getByRole('tab', { name: 'My redemptions', hidden: true }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reward redeemed' })).toBeNull());
  });
});
