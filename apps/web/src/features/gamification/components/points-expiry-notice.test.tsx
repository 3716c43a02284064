import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TPointsExpiry } from '@openwell/contracts';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { i18n } from '@/lib/i18n.ts';
import { apiError, json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { gamificationSummary, NEW_USER_SUMMARY } from '@/test/gamification-fixtures.ts';
import { useGamification } from '../api/get-gamification.ts';
import { PointsExpiryNotice } from './points-expiry-notice.tsx';
import { ProgressOverview } from './progress-overview.tsx';

beforeAll(installRadixPolyfills);
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const SOON: TPointsExpiry = {
  months: 12,
  expiringSoon: 1250,
  upcoming: [
    { date: '2026-12-03', points: 1000 },
    { date: '2026-12-20', points: 250 },
  ],
};

function Overview() {
  return <ProgressOverview summary={useGamification()} />;
}

describe('PointsExpiryNotice', () => {
  it('says how many points expire in the next 30 days, from which day, and the policy', async () => {
    mockApi({ getPointsExpiry: () => json(200, SOON) });
    renderFeature(<PointsExpiryNotice />);
    expect((await screen.findByTestId('points-expiring-soon')).textContent).toBe(
      '1,250 points expire in the next 30 days, the first on Dec 3, 2026.',
    );
    expect(screen.getByTestId('points-expiry-policy').textContent).toBe(
      'Points expire 12 months after you earn them, oldest first.',
    );
  });

  it('one point on one day', async () => {
    mockApi({
      getPointsExpiry: () => json(200, { months: 1, expiringSoon: 1, upcoming: [{ date: '2026-12-03', points: 1 }] }),
    });
    renderFeature(<PointsExpiryNotice />);
    expect((await screen.findByTestId('points-expiring-soon')).textContent).toBe(
      '1 point expires in the next 30 days, on Dec 3, 2026.',
    );
    expect(screen.getByTestId('points-expiry-policy').textContent).toBe(
      'Points expire 1 month after you earn them, oldest first.',
    );
  });

  it('nothing about expiring points when none expire soon; the policy line stays', async () => {
    mockApi({ getPointsExpiry: () => json(200, { months: 24, expiringSoon: 0, upcoming: [] }) });
    renderFeature(<PointsExpiryNotice />);
    expect((await screen.findByTestId('points-expiry-policy')).textContent).toBe(
      'Points expire 24 months after you earn them, oldest first.',
    );
    expect(screen.queryByTestId('points-expiring-soon')).toBeNull();
  });

  it('when points never expire, says so', async () => {
    mockApi({ getPointsExpiry: () => json(200, { months: null, expiringSoon: 0, upcoming: [] }) });
    renderFeature(<PointsExpiryNotice />);
    expect((await screen.findByTestId('points-expiry-policy')).textContent).toBe('Your points do not expire.');
    expect(screen.queryByTestId('points-expiring-soon')).toBeNull();
  });

  it('in the language of the interface', async () => {
    await i18n.changeLanguage('de');
    mockApi({ getPointsExpiry: () => json(200, SOON) });
    renderFeature(<PointsExpiryNotice />);
    expect((await screen.findByTestId('points-expiring-soon')).textContent).toBe(
      '1.250 Punkte verfallen in den nächsten 30 Tagen, die ersten am 03.12.2026.',
    );
  });

  it('shows nothing when the answer does not come', async () => {
    const api = mockApi({ getPointsExpiry: () => apiError(500, 'INTERNAL') });
    renderFeature(<PointsExpiryNotice />);
    await vi.waitFor(() => expect(api.callsTo('getPointsExpiry').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('points-expiry-notice')).toBeNull();
  });

  it('on the dashboard, in the points card once the person has points', async () => {
    mockApi({ getGamification: () => json(200, gamificationSummary()), getPointsExpiry: () => json(200, SOON) });
    renderFeature(<Overview />);
    const points = await screen.findByRole('region', { name: 'Total points' });
    expect((await within(points).findByTestId('points-expiring-soon')).textContent).toContain('1,250 points expire');
  });

  it('not for a person without points yet', async () => {
    const api = mockApi({ getGamification: () => json(200, NEW_USER_SUMMARY), getPointsExpiry: () => json(200, SOON) });
    renderFeature(<Overview />);
    expect(await screen.findByText('No points yet: meet a daily goal to earn your first ones.')).toBeTruthy();
    expect(screen.queryByTestId('points-expiry-notice')).toBeNull();
    expect(api.callsTo('getPointsExpiry')).toHaveLength(0);
  });
});
