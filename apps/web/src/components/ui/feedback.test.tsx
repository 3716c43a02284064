import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Skeleton } from './skeleton.tsx';
import { Spinner } from './spinner.tsx';
import { Toaster, toast } from './sonner.tsx';
import { renderWithI18n } from './test-utils.tsx';

beforeAll(() => {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
});
afterEach(cleanup);

describe('Spinner', () => {
  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<Spinner />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces its label in a status region', () => {
    render(<Spinner label="Loading…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it.each([
    ['sm', 'size-4'],
    ['md', 'size-6'],
    ['lg', 'size-8'],
    ['xl', 'size-12'],
  ] as const)('has the %s size and spins only when motion is welcome', (size, cls) => {
    const { container } = render(<Spinner size={size} />);
    const classes = (container.querySelector('svg')?.getAttribute('class') ?? '').split(/\s+/);
    expect(classes).toEqual(expect.arrayContaining([cls, 'motion-safe:animate-spin']));
    expect(classes).not.toContain('animate-spin');
  });
});

describe('Skeleton', () => {
  it('is decorative', () => {
    const { container } = render(<Skeleton className="h-4 w-20" />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('Toaster', () => {
  it('renders a translated bottom-right region in the given theme and shows toasts', async () => {
    renderWithI18n(<Toaster theme="dark" />, 'de');
    const region = screen.getByRole('region', { name: /^Benachrichtigungen/ });
    expect(region).toBeTruthy();
    act(() => {
      toast.success('Gespeichert');
    });
    expect(await screen.findByText('Gespeichert')).toBeTruthy();
    const list = region.querySelector('[data-sonner-toaster]');
    expect(list?.getAttribute('data-sonner-theme')).toBe('dark');
    expect(list?.getAttribute('data-y-position')).toBe('bottom');
    expect(list?.getAttribute('data-x-position')).toBe('right');
  });
});
