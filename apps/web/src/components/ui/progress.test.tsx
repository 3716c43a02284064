import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Progress } from './progress.tsx';
import { renderWithI18n } from './test-utils.tsx';

afterEach(cleanup);

describe('Progress', () => {
  it('exposes its value to assistive technology', () => {
    renderWithI18n(<Progress aria-label="Daily goal" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Daily goal' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('40%');
  });

  it('computes the percentage against max and translates it', () => {
    renderWithI18n(<Progress aria-label="Steps" value={5000} max={8000} />, 'fr');
    const bar = screen.getByRole('progressbar', { name: 'Steps' });
    expect(bar.getAttribute('aria-valuenow')).toBe('5000');
    expect(bar.getAttribute('aria-valuemax')).toBe('8000');
    expect(bar.getAttribute('aria-valuetext')).toBe('63\u00a0%');
  });

  it('moves the indicator to the value', () => {
    const { container } = renderWithI18n(<Progress aria-label="Goal" value={25} />);
    const indicator = container.querySelector<HTMLElement>('[data-slot="progress-indicator"]');
    expect(indicator?.style.transform).toBe('translateX(-75%)');
  });

  it('is indeterminate without a value', () => {
    renderWithI18n(<Progress aria-label="Syncing" />);
    const bar = screen.getByRole('progressbar', { name: 'Syncing' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(bar.getAttribute('data-state')).toBe('indeterminate');
  });
});
