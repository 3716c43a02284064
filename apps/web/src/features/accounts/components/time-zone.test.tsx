import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCurrentUser } from '@openwell/contracts';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import {
  apiError,
  DEPARTMENTS,
  employee,
  json,
  mockApi,
  renderFeature,
  sessionResponse,
} from '@/test/feature-test-kit.tsx';
import { ProfilePage } from './profile-page.tsx';

/**
 * The person's time zone (ADR 022) on the profile page: the setting (a native select, "Company's time zone (…)" first)
 * and the offer to count days in the device's zone when it differs, with "Keep" remembered per pair of zones.
 */

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/sonner.tsx', () => ({ toast }));

beforeAll(installRadixPolyfills);
beforeEach(() => {
  toast.success.mockReset();
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The browser reports `zone` as its time zone. */
function deviceZone(zone: string) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone: zone };
  });
}

/** The updated user the server answers: the zone set (null: the company's). */
function withZone(user: TCurrentUser, timeZone: string | null): TCurrentUser {
  const profile = user.profile!;
  return { ...user, profile: { ...profile, timeZone, effectiveTimeZone: timeZone ?? profile.companyTimeZone } };
}

function setup(user = employee(), extra: Parameters<typeof mockApi>[0] = {}) {
  let current = user;
  const api = mockApi({
    getSession: sessionResponse(user),
    getMe: () => json(200, current),
    lookupCompany: () => json(200, { companyName: 'Demo Company', departments: DEPARTMENTS }),
    getWearables: () => json(200, { availableProviders: ['google-health'], demoMode: false, connection: null }),
    updateProfile: ({ body }) => {
      current = withZone(current, (body as { timeZone: string | null }).timeZone);
      return json(200, current);
    },
    ...extra,
  });
  const view = renderFeature(<ProfilePage />, { path: '/profile', initialEntry: '/profile' });
  return { api, view };
}

const offer = () => screen.queryByRole('region', { name: 'Different time zone' });

describe('the device-zone offer', () => {
  it('offers the device zone when it differs from the zone in effect, and uses it', async () => {
    deviceZone('Pacific/Auckland');
    const { api } = setup();
    const region = await screen.findByRole('region', { name: 'Different time zone' });
    expect(
      within(region).getByText('Your device is set to Pacific/Auckland. Count your days in this time zone?'),
    ).toBeTruthy();
    await userEvent.click(within(region).getByRole('button', { name: 'Use Pacific/Auckland' }));
    await waitFor(() => expect(api.callsTo('updateProfile')).toHaveLength(1));
    expect(api.callsTo('updateProfile')[0]!.body).toEqual({ timeZone: 'Pacific/Auckland' });
    // The zone in effect is now the device's: nothing left to offer.
    await waitFor(() => expect(offer()).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Your days are now counted in Pacific/Auckland.');
  });

  it('"Keep" by keyboard hides it, remembered for this pair of zones only', async () => {
    deviceZone('Pacific/Honolulu');
    const { api, view } = setup();
    const keep = await screen.findByRole('button', { name: 'Keep Europe/Zurich' });
    keep.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(offer()).toBeNull());
    expect(api.callsTo('updateProfile')).toHaveLength(0);
    view.unmount();

    // Remembered: the same pair does not come back...
    setup();
    await screen.findByRole('heading', { name: 'Time zone' });
    expect(offer()).toBeNull();
  });

  it('a new pair of zones is offered again after a "Keep"', async () => {
    deviceZone('Pacific/Honolulu');
    localStorage.setItem('openwell.timeZoneOffer.dismissed', JSON.stringify(['Pacific/Honolulu|Europe/Zurich']));
    setup(withZone(employee(), 'America/New_York'));
    expect(await screen.findByRole('button', { name: 'Keep America/New_York' })).toBeTruthy();
  });

  it('no offer when the device is in the zone in effect', async () => {
    deviceZone('Europe/Zurich');
    setup();
    await screen.findByRole('heading', { name: 'Time zone' });
    expect(offer()).toBeNull();
  });
});

describe('the time zone setting', () => {
  it("starts at the company's zone, saves a chosen zone, and goes back to the company's (null)", async () => {
    deviceZone('Europe/Zurich');
    const { api } = setup();
    const select = await screen.findByRole('combobox', { name: 'Time zone' });
    expect((select as HTMLSelectElement).selectedOptions[0]!.textContent).toBe("Company's time zone (Europe/Zurich)");
    const save = screen.getByRole('button', { name: 'Save time zone' });
    expect(save).toHaveProperty('disabled', true);

    await userEvent.selectOptions(select, 'Pacific/Honolulu');
    await userEvent.click(save);
    await waitFor(() => expect(api.callsTo('updateProfile')).toHaveLength(1));
    expect(api.callsTo('updateProfile')[0]!.body).toEqual({ timeZone: 'Pacific/Honolulu' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your days are now counted in Pacific/Honolulu.'));

    const after = await screen.findByRole('combobox', { name: 'Time zone' });
    await waitFor(() => expect((after as HTMLSelectElement).value).toBe('Pacific/Honolulu'));
    await userEvent.selectOptions(after, "Company's time zone (Europe/Zurich)");
    await userEvent.click(screen.getByRole('button', { name: 'Save time zone' }));
    await waitFor(() => expect(api.callsTo('updateProfile')).toHaveLength(2));
    expect(api.callsTo('updateProfile')[1]!.body).toEqual({ timeZone: null });
  });

  it('shows the translated error when the server refuses the zone', async () => {
    deviceZone('Europe/Zurich');
    setup(employee(), { updateProfile: () => apiError(400, 'INVALID_TIME_ZONE') });
    const select = await screen.findByRole('combobox', { name: 'Time zone' });
    await userEvent.selectOptions(select, 'Asia/Tokyo');
    await userEvent.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This time zone is not known. Please choose one from the list.',
    );
  });
});
