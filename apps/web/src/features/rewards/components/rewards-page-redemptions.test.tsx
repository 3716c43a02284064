import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { i18n } from '@/lib/i18n.ts';
import { qrDataUrl } from '@/lib/qr-data-url.ts';
import { apiError, employee, json, mockApi, renderFeature, sessionResponse } from '@/test/feature-test-kit.tsx';
import { catalogue, CODE, redemption, redemptions } from '@/test/rewards-fixtures.ts';
import { RewardsPage } from './rewards-page.tsx';

// The real drawing, watched: what the QR code encodes is the argument.
vi.mock('@/lib/qr-data-url.ts', async (importOriginal) => {
  const actual = await importOriginal<{ qrDataUrl: typeof qrDataUrl }>();
  return { qrDataUrl: vi.fn(actual.qrDataUrl) };
});

beforeAll(installRadixPolyfills);
afterEach(() => vi.unstubAllGlobals());

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  const user = employee();
  const api = mockApi({
    getSession: sessionResponse(user),
    getMe: () => json(200, user),
    listRewards: () => json(200, catalogue()),
    listMyRedemptions: () => json(200, { redemptions: redemptions() }),
    getPointsExpiry: () => json(200, { months: null, expiringSoon: 0, upcoming: [] }),
    ...routes,
  });
  const view = renderFeature(<RewardsPage />, { path: '/rewards', initialEntry: '/rewards?tab=redemptions' });
  return { api, ...view };
}

const texts = (item: HTMLElement) => item.textContent ?? '';

describe('RewardsPage: my redemptions', () => {
  it('newest first, with status, points, redeemed-on date; refunded ones say the points were returned', async () => {
    // Sent oldest first: the list still shows the newest first.
    setup({ listMyRedemptions: () => json(200, { redemptions: redemptions().reverse() }) });
    expect(screen.getByTestId('redemptions-skeleton')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'My redemptions' });
    const items = within(list).getAllByTestId('redemption-item');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Coffee voucher',
      'Two cinema tickets',
      'Coffee voucher',
      'Yoga class',
    ]);
    expect(items.map((item) => within(item).getByTestId('redemption-status').textContent)).toEqual([
      'Ready to use',
      'Received',
      'Cancelled',
      'Expired',
    ]);
    const [issued, fulfilled, cancelled, expired] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(issued).getByTestId('redemption-redeemed-on').textContent).toBe('Redeemed on Mar 9, 2026');
    expect(texts(issued)).toContain('250 points');
    expect(texts(issued)).toContain('Valid until Jun 7, 2026');
    expect(within(issued).getByRole('button', { name: 'Show QR code' })).toBeTruthy();

    expect(texts(fulfilled)).toContain('Received on Mar 3, 2026');
    expect(within(fulfilled).queryByRole('button', { name: 'Show QR code' })).toBeNull();
    expect(within(fulfilled).queryByTestId('redemption-refunded')).toBeNull();

    expect(within(cancelled).getByTestId('redemption-refunded').textContent).toBe(
      'Cancelled on Feb 21, 2026. The 250 points were returned to you.',
    );
    expect(within(expired).getByTestId('redemption-refunded').textContent).toBe(
      'Expired on Jan 30, 2026. The 1 point was returned to you.',
    );
    expect(within(expired).queryByRole('button', { name: 'Show QR code' })).toBeNull();
  });

  it('the QR view: the verification URL as a QR code, the code in groups of five, redeemed on, valid until', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'My redemptions' });
    await userEvent.click(within(list).getByRole('button', { name: 'Show QR code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coffee voucher' });
    expect(within(dialog).getByText(/Show this code to your employer/)).toBeTruthy();
    expect(within(dialog).getByTestId('redemption-code').textContent).toBe('7K3M9 QXT2B HD5RW F8NCJ 4PVZ6');
    expect(within(dialog).getByTestId('qr-redeemed-on').textContent).toBe('Mar 9, 2026');
    expect(within(dialog).getByTestId('qr-valid-until').textContent).toMatch(/^Jun 7, 2026, \d{1,2}:\d{2}\s[AP]M$/);
    expect(within(dialog).getByTestId('redemption-status').textContent).toBe('Ready to use');

    const image = await within(dialog).findByRole('img', { name: 'QR code of your redemption' });
    const src = image.getAttribute('src')!;
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(src.slice(src.indexOf(',') + 1))).toContain('<svg');
    expect(vi.mocked(qrDataUrl)).toHaveBeenCalledWith(`${window.location.origin}/admin/redemptions/${CODE}`);
    // No balance and nothing about the employee beyond the code.
    expect(dialog.textContent).not.toContain('1,540');
    expect(dialog.textContent).not.toContain('ann@example.test');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a shown code follows its status when the list is read again (fulfilled by the employer)', async () => {
    let fulfilled = false;
    const { queryClient } = setup({
      listMyRedemptions: () =>
        json(200, {
          redemptions: [
            fulfilled ? redemption({ status: 'fulfilled', closedAt: '2026-03-10T09:00:00.000Z' }) : redemption(),
          ],
        }),
    });
    const list = await screen.findByRole('list', { name: 'My redemptions' });
    await userEvent.click(within(list).getByRole('button', { name: 'Show QR code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coffee voucher' });
    expect(within(dialog).getByTestId('redemption-status').textContent).toBe('Ready to use');
    fulfilled = true;
    await queryClient.invalidateQueries({ queryKey: ['rewards'] });
    await waitFor(() => expect(within(dialog).getByTestId('redemption-status').textContent).toBe('Received'));
  });

  it('empty state with a link to the available rewards', async () => {
    const { router } = setup({ listMyRedemptions: () => json(200, { redemptions: [] }) });
    const empty = await screen.findByTestId('redemptions-empty');
    expect(within(empty).getByRole('heading', { name: 'No redemptions yet' })).toBeTruthy();
    await userEvent.click(within(empty).getByRole('link', { name: 'See the available rewards' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('tab', { name: 'Available rewards' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('list', { name: 'Available rewards' })).toBeTruthy();
  });

  it('loading skeleton, then an error with retry', async () => {
    let fail = true;
    setup({
      listMyRedemptions: () => (fail ? apiError(503, 'SERVICE_UNAVAILABLE') : json(200, { redemptions: [] })),
    });
    expect(screen.getByTestId('redemptions-skeleton')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your redemptions could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('redemptions-empty')).toBeTruthy();
  });

  it('in Italian', async () => {
    await i18n.changeLanguage('it');
    setup();
    const list = await screen.findByRole('list', { name: 'I miei riscatti' });
    const [issued] = within(list).getAllByTestId('redemption-item') as [HTMLElement];
    expect(within(issued).getByTestId('redemption-status').textContent).toBe("Pronto all'uso");
    expect(within(issued).getByRole('button', { name: 'Mostra il codice QR' })).toBeTruthy();
    expect(within(list).getAllByTestId('redemption-refunded')[0]!.textContent).toBe(
      'Annullato il 21 feb 2026. I 250 punti ti sono stati restituiti.',
    );
  });
});
