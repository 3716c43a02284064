import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button.tsx';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { apiError, json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { adminReward, COFFEE_ID, COMPANY_ID } from '../test/admin-reward-fixtures.ts';
import { AdminRewardDialog } from './admin-reward-dialog.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/sonner.tsx', () => ({ toast }));
beforeAll(installRadixPolyfills);
afterEach(() => vi.unstubAllGlobals());

async function openNew() {
  renderFeature(<AdminRewardDialog companyId={COMPANY_ID} trigger={<Button>New reward</Button>} />);
  await userEvent.click(screen.getByRole('button', { name: 'New reward' }));
  return screen.findByRole('dialog', { name: 'New reward' });
}

const field = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByLabelText<HTMLInputElement>(name);

describe('AdminRewardDialog', () => {
  it('checks the fields with the contract rules before sending anything', async () => {
    const api = mockApi({});
    const dialog = await openNew();
    await userEvent.type(field(dialog, 'Cost in points'), '0');
    await userEvent.type(field(dialog, 'Stock'), '-3');
    await userEvent.type(field(dialog, 'Available from'), '2026-04-10');
    await userEvent.type(field(dialog, 'Available until'), '2026-04-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create reward' }));

    expect(await within(dialog).findByText('Please enter an English title.')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a whole number of points from 1 to 1,000,000.')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Please enter a whole number from 0 to 1,000,000, or leave the field empty for no limit.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('The last day must not be before the first.')).toBeTruthy();
    expect(field(dialog, 'Title (required)')).toHaveProperty('ariaInvalid', 'true');
    expect(document.activeElement).toBe(field(dialog, 'Title (required)'));
    expect(api.calls).toEqual([]);
  });

  it('asks for the English description when only another language has one, and opens the English tab', async () => {
    const api = mockApi({});
    const dialog = await openNew();
    await userEvent.type(field(dialog, 'Title (required)'), 'Coffee voucher');
    await userEvent.type(field(dialog, 'Cost in points'), '250');
    await userEvent.click(within(dialog).getByRole('tab', { name: /Deutsch/ }));
    await userEvent.type(field(dialog, 'Description'), 'Ein Kaffee in der Kantine.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create reward' }));

    const message = 'Please add the English description too: it is shown where a language has none.';
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('tab', { name: /English/ })
        .getAttribute('aria-selected'),
    ).toBe('true');
    expect(within(dialog).getByRole('tab', { name: /English/ }).textContent).toContain('(needs attention)');
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, 'Description')));
    expect(api.calls).toEqual([]);
  });

  it('creates a reward: texts per language (empty ones left out), icon chosen with the keyboard, no limits', async () => {
    const api = mockApi({ createReward: ({ body }) => json(201, adminReward(body as object)) });
    const dialog = await openNew();
    await userEvent.type(field(dialog, 'Title (required)'), '  Coffee voucher ');
    await userEvent.type(field(dialog, 'Description'), 'One coffee at the canteen.');
    await userEvent.click(within(dialog).getByRole('tab', { name: /Français/ }));
    await userEvent.type(field(dialog, 'Title'), 'Bon pour un café');
    await userEvent.type(field(dialog, 'Cost in points'), '250');
    // The icon group: the gift is chosen; the arrow keys move the choice.
    const icons = within(dialog).getByRole('radiogroup', { name: 'Icon' });
    expect(within(icons).getByRole('radio', { name: 'Gift' })).toHaveProperty('checked', true);
    within(icons).getByRole('radio', { name: 'Gift' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(icons).getByRole('radio', { name: 'Coffee' })).toHaveProperty('checked', true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create reward' }));

    await waitFor(() => expect(api.callsTo('createReward')).toHaveLength(1));
    expect(api.callsTo('createReward')[0]!.url.pathname).toBe(`/api/admin/companies/${COMPANY_ID}/rewards`);
    expect(api.callsTo('createReward')[0]!.body).toEqual({
      title: { en: 'Coffee voucher', fr: 'Bon pour un café' },
      description: { en: 'One coffee at the canteen.' },
      pointsCost: 250,
      icon: 'coffee',
      stock: null,
      availableFrom: null,
      availableUntil: null,
      active: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Coffee voucher has been added to the catalogue.');
  });

  it('says so when the catalogue is full (REWARD_LIMIT_REACHED) and keeps what was typed', async () => {
    mockApi({ createReward: apiError(409, 'REWARD_LIMIT_REACHED') });
    const dialog = await openNew();
    await userEvent.type(field(dialog, 'Title (required)'), 'Coffee voucher');
    await userEvent.type(field(dialog, 'Cost in points'), '250');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create reward' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The catalogue already holds 200 rewards, the most it can. Delete one that was never redeemed, or change one you no longer need.',
    );
    expect(field(dialog, 'Title (required)')).toHaveProperty('value', 'Coffee voucher');
  });

  it('edits a reward: sends only what changed, an emptied stock as unlimited', async () => {
    const reward = adminReward();
    const api = mockApi({ updateReward: ({ body }) => json(200, { ...reward, ...(body as object) }) });
    renderFeature(<AdminRewardDialog companyId={COMPANY_ID} reward={reward} trigger={<Button>Edit</Button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Coffee voucher' });
    expect(field(dialog, 'Title (required)')).toHaveProperty('value', 'Coffee voucher');
    expect(field(dialog, 'Cost in points')).toHaveProperty('value', '250');
    expect(within(dialog).getByRole('radio', { name: 'Coffee' })).toHaveProperty('checked', true);
    await userEvent.clear(field(dialog, 'Cost in points'));
    await userEvent.type(field(dialog, 'Cost in points'), '300');
    await userEvent.clear(field(dialog, 'Stock'));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(api.callsTo('updateReward')).toHaveLength(1));
    expect(api.callsTo('updateReward')[0]!.url.pathname).toBe(
      `/api/admin/companies/${COMPANY_ID}/rewards/${COFFEE_ID}`,
    );
    expect(api.callsTo('updateReward')[0]!.body).toEqual({ pointsCost: 300, stock: null, active: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
