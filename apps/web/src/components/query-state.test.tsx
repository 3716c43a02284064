import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@openwell/i18n';
import { QueryError, QueryState } from './query-state.tsx';
import { renderWithI18n } from './ui/test-utils.tsx';

afterEach(cleanup);

function Fruits({ load }: { load: () => Promise<string[]> }) {
  const fruits = useQuery({ queryKey: ['fruits'], queryFn: load, retry: false });
  return (
    <QueryState
      query={fruits}
      loading={<p data-testid="fruits-skeleton">shape of the list</p>}
      errorTitle="The fruits could not be loaded."
      isEmpty={(list) => list.length === 0}
      empty={<p>No fruit yet</p>}
    >
      {(list) => (
        <ul>
          {list.map((fruit) => (
            <li key={fruit}>{fruit}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function renderFruits(load: () => Promise<string[]>, lng: TLanguage = 'en') {
  const queryClient = new QueryClient();
  return renderWithI18n(
    <QueryClientProvider client={queryClient}>
      <Fruits load={load} />
    </QueryClientProvider>,
    lng,
  );
}

describe('QueryState', () => {
  it('shows the loading shape while the query is pending', () => {
    renderFruits(() => new Promise<string[]>(() => {}));
    expect(screen.getByTestId('fruits-skeleton')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the data once loaded', async () => {
    renderFruits(async () => ['apple', 'pear']);
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['apple', 'pear']);
    expect(screen.queryByTestId('fruits-skeleton')).toBeNull();
  });

  it('shows the empty state when there is nothing to list', async () => {
    renderFruits(async () => []);
    expect(await screen.findByText('No fruit yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('a failure: an alert with what failed, why, and "Try again", which refetches', async () => {
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(['fig']);
    renderFruits(load);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The fruits could not be loaded.');
    expect(alert.textContent).toContain('Something went wrong. Please try again.');
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('fig')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('"Try again" is translated', async () => {
    renderFruits(() => Promise.reject(new Error('offline')), 'de');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });
});

describe('QueryError', () => {
  it('without a title: the reason alone and "Try again"', async () => {
    const onRetry = vi.fn();
    renderWithI18n(<QueryError error={new Error('offline')} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.querySelectorAll('p')).toHaveLength(1);
    expect(alert.textContent).toContain('Something went wrong. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
