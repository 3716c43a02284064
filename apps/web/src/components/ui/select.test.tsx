import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Label } from './label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';
import { installRadixPolyfills } from './test-utils.tsx';

beforeAll(installRadixPolyfills);
afterEach(cleanup);

function renderSelect(onValueChange = vi.fn()) {
  render(
    <>
      <Label htmlFor="range">Range</Label>
      <Select onValueChange={onValueChange}>
        <SelectTrigger id="range">
          <SelectValue placeholder="Pick a range" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="7">7 days</SelectItem>
          <SelectItem value="30">30 days</SelectItem>
          <SelectItem value="90">90 days</SelectItem>
        </SelectContent>
      </Select>
    </>,
  );
  return onValueChange;
}

describe('Select', () => {
  it('opens with the keyboard and selects an option', async () => {
    const onValueChange = renderSelect();
    const trigger = screen.getByRole('combobox', { name: 'Range' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();

    await userEvent.tab();
    expect(document.activeElement).toBe(trigger);
    await userEvent.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['7 days', '30 days', '90 days']);

    await userEvent.click(screen.getByRole('option', { name: '30 days' }));
    expect(onValueChange).toHaveBeenCalledWith('30');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger.textContent).toContain('30 days');
  });

  it('opens with a click', async () => {
    renderSelect();
    await userEvent.click(screen.getByRole('combobox', { name: 'Range' }));
    expect(screen.getByRole('listbox')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
