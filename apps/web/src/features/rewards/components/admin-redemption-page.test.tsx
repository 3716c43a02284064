import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TRedemptionStatus } from '@openwell/contracts';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { formatDateTime } from '@/lib/date-format.ts';
import { apiError, json, mockApi, renderFeature, sessionOf } from '@/test/feature-test-kit.tsx';
import { CODE, COMPANY_ID, verification } from '../test/admin-reward-fixtures.ts';
import { AdminRedemptionPage } from './admin-redemption-page.tsx';

beforeAll(installRadixPolyfills);
afterEach(() => vi.unstubAllGlobals());

const CLOSED_AT = '2026-03-04T10:15:00.000Z';
// In the browser's time zone, as the page writes them.
const at = (iso: string) => formatDateTime(iso, 'en');
const CLOSED = at(CLOSED_AT);

function renderCode(code = CODE) {
  return renderFeature(<AdminRedemptionPage code={code} />, {
    path: '/admin/redemptions/:code',
    initialEntry: `/admin/redemptions/${code}`,
  });
}

function details() {
  return Object.fromEntries(
    [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('AdminRedemptionPage', () => {
  it('shows the reward, the state, the dates and who redeemed it; no balance, no health data', async () => {
    const api = mockApi({
      getSession: sessionOf({ role: 'employer' }),
      getRedemptionByCode: json(200, verification()),
    });
    renderCode();
    expect(await screen.findByRole('heading', { level: 1, name: 'Coffee voucher' })).toBeTruthy();
    expect(api.callsTo('getRedemptionByCode')[0]!.url.pathname).toBe(`/api/admin/redemptions/${CODE}`);
    expect(screen.getByText('One coffee at the canteen.')).toBeTruthy();
    expect(screen.getByTestId('redemption-status').textContent).toBe('Issued');
    expect(details()).toEqual({
      Code: '7KQ2M-8XP4R-ZT9BW-C3HNJ-6DFGA',
      'Redeemed for': '250 points',
      'Redeemed by': 'ann@example.test',
      'Redeemed on': at(verification().redeemedAt),
      'Valid until': at(verification().expiresAt),
    });
    expect(screen.getByRole('button', { name: 'Mark as fulfilled' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel and refund' })).toBeTruthy();
    expect(document.title).toBe('Code for Coffee voucher · OpenWell');
    expect(screen.queryByText(/balance|steps|sleep|heart rate/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'Codes to hand over' }).getAttribute('href')).toBe(
      '/admin/company/rewards?tab=pending',
    );
  });

  it('accepts the code as typed (dashes, lower case) and asks for it normalised', async () => {
    const api = mockApi({ getRedemptionByCode: json(200, verification()) });
    renderCode('7kq2m-8xp4r-zt9bw-c3hnj-6dfga');
    await screen.findByRole('heading', { level: 1, name: 'Coffee voucher' });
    expect(api.callsTo('getRedemptionByCode')[0]!.url.pathname).toBe(`/api/admin/redemptions/${CODE}`);
  });

  it('marks an issued code fulfilled after a confirmation; the state changes and the buttons go', async () => {
    const api = mockApi({
      getRedemptionByCode: json(200, verification()),
      fulfilRedemption: json(200, verification({ status: 'fulfilled', closedAt: CLOSED_AT })),
    });
    renderCode();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as fulfilled' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hand over Coffee voucher?' });
    expect(api.callsTo('fulfilRedemption')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as fulfilled' }));

    await waitFor(() => expect(screen.getByTestId('redemption-status').textContent).toBe('Fulfilled'));
    expect(api.callsTo('fulfilRedemption')[0]!.url.pathname).toBe(`/api/admin/redemptions/${CODE}/fulfil`);
    expect(screen.getByRole('status').textContent).toBe('Marked as fulfilled.');
    expect(screen.queryByRole('button', { name: 'Mark as fulfilled' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel and refund' })).toBeNull();
    expect(details()['Closed on']).toBe(CLOSED);
    expect(screen.getByTestId('closed-note').textContent).toBe(
      `Handed over on ${CLOSED}. The code cannot be used again.`,
    );
  });

  it('cancels an issued code after a confirmation that says the points go back', async () => {
    const api = mockApi({
      getRedemptionByCode: json(200, verification()),
      cancelRedemption: json(200, verification({ status: 'cancelled', closedAt: CLOSED_AT })),
    });
    renderCode();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel and refund' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel the code for Coffee voucher?' });
    expect(
      within(dialog).getByText('The code becomes invalid and its 250 points go back to the employee.'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(screen.getByTestId('redemption-status').textContent).toBe('Cancelled'));
    expect(api.callsTo('cancelRedemption')[0]!.url.pathname).toBe(`/api/admin/redemptions/${CODE}/cancel`);
    expect(screen.getByRole('status').textContent).toBe('Cancelled: the points went back to the employee.');
    expect(screen.queryByRole('button', { name: 'Mark as fulfilled' })).toBeNull();
  });

  it.each<[TRedemptionStatus, string]>([
    ['fulfilled', `Handed over on ${CLOSED}. The code cannot be used again.`],
    ['cancelled', `Cancelled on ${CLOSED}; the points went back to the employee. The code cannot be used.`],
    ['expired', `Expired on ${CLOSED} without being handed over; the points went back to the employee.`],
  ])('shows a %s code with its state and no actions', async (status, note) => {
    mockApi({ getRedemptionByCode: json(200, verification({ status, closedAt: CLOSED_AT })) });
    renderCode();
    expect(await screen.findByTestId('closed-note')).toHaveProperty('textContent', note);
    expect(screen.getByTestId('redemption-status').textContent).toBe(status[0]!.toUpperCase() + status.slice(1));
    expect(screen.queryByRole('button', { name: 'Mark as fulfilled' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel and refund' })).toBeNull();
  });

  it('explains a code closed meanwhile (REDEMPTION_CLOSED) and shows its new state', async () => {
    let closed = false;
    mockApi({
      getRedemptionByCode: () =>
        json(200, closed ? verification({ status: 'fulfilled', closedAt: CLOSED_AT }) : verification()),
      fulfilRedemption: () => {
        closed = true;
        return apiError(409, 'REDEMPTION_CLOSED');
      },
    });
    renderCode();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as fulfilled' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as fulfilled' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This code was closed in the meantime (fulfilled elsewhere, cancelled or expired). Its current state is shown.',
    );
    await waitFor(() => expect(screen.getByTestId('redemption-status').textContent).toBe('Fulfilled'));
    expect(screen.queryByRole('button', { name: 'Mark as fulfilled' })).toBeNull();
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('reads a code of another company (NOT_FOUND) as not found', async () => {
    mockApi({ getRedemptionByCode: apiError(404, 'NOT_FOUND') });
    renderCode();
    expect(await screen.findByRole('heading', { level: 1, name: 'Code not found' })).toBeTruthy();
    expect(screen.getByText('This code does not exist or belongs to another company.')).toBeTruthy();
    expect(document.title).toBe('Code not found · OpenWell');
  });

  it('says a malformed code is not found without asking the server', async () => {
    const api = mockApi({});
    renderCode('NOT-A-CODE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Code not found' })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("leads platform admins back to the code's company's pending codes", async () => {
    mockApi({ getSession: sessionOf({ role: 'admin' }), getRedemptionByCode: json(200, verification()) });
    renderCode(CODE);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Codes to hand over' }).getAttribute('href')).toBe(
        `/admin/companies/${COMPANY_ID}/rewards?tab=pending`,
      ),
    );
  });
});
