import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TCompanyDetail, TOwnCompanySettingsRequest, TUpdateCompanyRequest } from '@openwell/contracts';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { ACME_ID, companyDetail } from '../test/company-fixtures.ts';
import { CompanyPage } from './company-page.tsx';
import { OwnCompanyPage } from './own-company-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/sonner.tsx', () => ({ toast }));
beforeAll(installRadixPolyfills);
afterEach(() => {
  vi.unstubAllGlobals();
  toast.success.mockClear();
});

/** The employer's server: remembers the settings it is sent. */
function ownServer(initial: Partial<TCompanyDetail> = {}) {
  let state = companyDetail(initial);
  return mockApi({
    getOwnCompany: () => json(200, state),
    updateOwnCompanySettings: ({ body }) => {
      state = { ...state, ...(body as TOwnCompanySettingsRequest) } as TCompanyDetail;
      return json(200, state);
    },
  });
}

async function expiryCard() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Point expiry' });
  return heading.closest<HTMLElement>('[data-slot="card"]')!;
}

async function choose(card: HTMLElement, option: string) {
  await userEvent.click(within(card).getByRole('combobox', { name: 'Points expire' }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('PointsExpiryCard', () => {
  it('says what the policy means before anything is saved', async () => {
    ownServer({ pointsExpiryMonths: null });
    renderFeature(<OwnCompanyPage />);
    const card = await expiryCard();
    expect(within(card).getByTestId('points-expiry-current').textContent).toBe('Points do not expire.');
    expect(card.textContent).toContain('Oldest first');
    expect(card.textContent).toContain('they expire at the next daily run');
    expect(card.textContent).toContain('the points that expire in the next 30 days');
    expect(within(card).getByRole('combobox', { name: 'Points expire' }).textContent).toContain('Never');
    expect(within(card).getByRole('button', { name: 'Save expiry' })).toHaveProperty('disabled', true);
  });

  it('asks before points expire sooner, then saves the employer’s own setting', async () => {
    const api = ownServer({ pointsExpiryMonths: null });
    renderFeature(<OwnCompanyPage />);
    const card = await expiryCard();
    await choose(card, 'After 12 months');
    await userEvent.click(within(card).getByRole('button', { name: 'Save expiry' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Let points expire after 12 months?' });
    expect(dialog.textContent).toContain('more than 12 months ago and have not spent expire at the next daily run');
    // Cancelled: nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('updateOwnCompanySettings')).toHaveLength(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Save expiry' }));
    const again = await screen.findByRole('alertdialog', { name: 'Let points expire after 12 months?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Let them expire' }));
    await waitFor(() => expect(api.callsTo('updateOwnCompanySettings')).toHaveLength(1));
    expect(api.callsTo('updateOwnCompanySettings')[0]!.body).toEqual({ pointsExpiryMonths: 12 });
    await waitFor(() =>
      expect(within(card).getByTestId('points-expiry-current').textContent).toBe(
        'Points expire 12 months after they are earned.',
      ),
    );
    expect(toast.success).toHaveBeenCalledWith('Points now expire 12 months after they are earned.');
  });

  it('a longer period or "never" is saved without a confirmation', async () => {
    const api = ownServer({ pointsExpiryMonths: 12 });
    renderFeature(<OwnCompanyPage />);
    const card = await expiryCard();
    await choose(card, 'After 24 months');
    await userEvent.click(within(card).getByRole('button', { name: 'Save expiry' }));
    await waitFor(() => expect(api.callsTo('updateOwnCompanySettings')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await choose(card, 'Never');
    await userEvent.click(within(card).getByRole('button', { name: 'Save expiry' }));
    await waitFor(() => expect(api.callsTo('updateOwnCompanySettings')).toHaveLength(2));
    expect(api.callsTo('updateOwnCompanySettings').map((call) => call.body)).toEqual([
      { pointsExpiryMonths: 24 },
      { pointsExpiryMonths: null },
    ]);
  });

  it('takes another number of months from 1 to 60, and refuses anything else', async () => {
    const api = ownServer({ pointsExpiryMonths: 9 });
    renderFeature(<OwnCompanyPage />);
    const card = await expiryCard();
    // A policy that is not a common choice shows as "another number".
    const months = within(card).getByLabelText('Months after earning');
    expect((months as HTMLInputElement).value).toBe('9');
    for (const bad of ['0', '61', 'abc']) {
      await userEvent.clear(months);
      await userEvent.type(months, bad);
      await userEvent.click(within(card).getByRole('button', { name: 'Save expiry' }));
      expect(await within(card).findByText('Enter a whole number of months from 1 to 60.')).toBeTruthy();
    }
    expect(api.callsTo('updateOwnCompanySettings')).toHaveLength(0);
    await userEvent.clear(months);
    await userEvent.type(months, '30');
    await userEvent.click(within(card).getByRole('button', { name: 'Save expiry' }));
    await waitFor(() => expect(api.callsTo('updateOwnCompanySettings')).toHaveLength(1));
    expect(api.callsTo('updateOwnCompanySettings')[0]!.body).toEqual({ pointsExpiryMonths: 30 });
  });

  it("lets a platform admin set any company's policy through updateCompany", async () => {
    let state = companyDetail({ pointsExpiryMonths: 36 });
    const api = mockApi({
      getCompany: () => json(200, state),
      updateCompany: ({ body }) => {
        state = { ...state, ...(body as TUpdateCompanyRequest) } as TCompanyDetail;
        return json(200, state);
      },
    });
    renderFeature(<CompanyPage companyId={ACME_ID} employersSection={() => null} />, {
      path: '/admin/companies/:companyId',
      initialEntry: `/admin/companies/${ACME_ID}`,
      extraRoutes: ['/admin/companies'],
    });
    const card = await expiryCard();
    expect(card.textContent).toContain("The company's employers can change this too.");
    await choose(card, 'After 6 months');
    await userEvent.click(within(card).getByRole('button', { name: 'Save expiry' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Let points expire after 6 months?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Let them expire' }));
    await waitFor(() => expect(api.callsTo('updateCompany')).toHaveLength(1));
    expect(api.callsTo('updateCompany')[0]!.url.pathname).toBe(`/api/admin/companies/${ACME_ID}`);
    expect(api.callsTo('updateCompany')[0]!.body).toEqual({ pointsExpiryMonths: 6 });
  });
});
