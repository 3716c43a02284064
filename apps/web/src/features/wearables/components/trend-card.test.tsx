import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { healthTrend } from '@/test/wearables-fixtures.ts';
import { TrendCard } from './trend-card.tsx';

// The chart itself (recharts) is drawn by the browser; here a stand-in shows what it was given.
vi.mock('./trend-chart.tsx', () => ({
  default: ({ metric, points }: { metric: string; points: unknown[] }) => (
    <p data-testid={`chart-${metric}`}>{`${points.length} days`}</p>
  ),
}));

function setup() {
  const api = mockApi({
    getHealthTrend: ({ url }) => {
      const days = Number(url.searchParams.get('days'));
      // Every fifth day without data.
      return json(
        200,
        healthTrend(days, (index) => (index % 5 === 4 ? null : 8000 + index * 10)),
      );
    },
  });
  renderFeature(<TrendCard />, { path: '/dashboard' });
  return api;
}

describe('TrendCard', () => {
  it('shows 7 days first, switches to 30 and 90 by tab (keyboard too), one request per range', async () => {
    const api = setup();
    const card = screen.getByRole('region', { name: 'Trends' });
    const tabs = within(card).getByRole('tablist', { name: 'Period' });
    expect(within(tabs).getByRole('tab', { name: '7 days' }).getAttribute('aria-selected')).toBe('true');
    expect((await screen.findByTestId('chart-steps')).textContent).toBe('7 days');
    expect(screen.getByTestId('chart-sleepHours').textContent).toBe('7 days');
    expect(screen.getByTestId('chart-activeMinutes').textContent).toBe('7 days');

    await userEvent.click(within(tabs).getByRole('tab', { name: '30 days' }));
    await waitFor(() => expect(screen.getByTestId('chart-steps').textContent).toBe('30 days'));
    // Arrow keys move between the ranges.
    await userEvent.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: '90 days' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('chart-steps').textContent).toBe('90 days'));
    expect(api.callsTo('getHealthTrend').map((call) => call.url.searchParams.get('days'))).toEqual(['7', '30', '90']);
  });

  it('labels each chart and offers its values as a table', async () => {
    setup();
    const steps = await screen.findByTestId('trend-steps');
    expect(within(steps).getByRole('img', { name: 'Steps per day, last 7 days' })).toBeTruthy();
    // 6 of 7 days have data (day 5 has none).
    expect(within(steps).getByText(/^Average .* a day \(6 days with data\)$/)).toBeTruthy();
    const toggle = within(steps).getByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = within(steps).getByRole('table', { name: 'Steps per day, last 7 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8); // header + 7 days
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Mar 4, 2026');
    expect(within(rows[1]!).getByRole('cell').textContent).toBe('8,000 steps');
    expect(within(rows[5]!).getByRole('cell').textContent).toBe('No data');
    await userEvent.click(within(steps).getByRole('button', { name: 'Hide table' }));
    expect(within(steps).queryByRole('table')).toBeNull();
  });

  it('labels demo values as demo data', async () => {
    mockApi({ getHealthTrend: () => json(200, healthTrend(7, undefined, ['demo'])) });
    renderFeature(<TrendCard />, { path: '/dashboard' });
    expect((await screen.findByTestId('demo-data-badge')).textContent).toBe('Demo data');
  });
});
