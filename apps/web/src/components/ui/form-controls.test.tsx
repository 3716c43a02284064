import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './checkbox.tsx';
import { Input } from './input.tsx';
import { Label } from './label.tsx';
import { Switch } from './switch.tsx';

afterEach(cleanup);

describe('Switch', () => {
  it('toggles with Space and is named by its label', async () => {
    const onCheckedChange = vi.fn();
    render(
      <>
        <Label htmlFor="reminders">Daily reminders</Label>
        <Switch id="reminders" onCheckedChange={onCheckedChange} />
      </>,
    );
    const toggle = screen.getByRole('switch', { name: 'Daily reminders' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    await userEvent.tab();
    expect(document.activeElement).toBe(toggle);
    await userEvent.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('does not toggle when disabled', async () => {
    render(<Switch aria-label="Reminders" disabled />);
    const toggle = screen.getByRole('switch', { name: 'Reminders' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});

describe('Checkbox', () => {
  it('toggles with Space and is named by its label', async () => {
    const onCheckedChange = vi.fn();
    render(
      <>
        <Checkbox id="ai" onCheckedChange={onCheckedChange} />
        <Label htmlFor="ai">AI tips</Label>
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'AI tips' });
    expect(box.getAttribute('aria-checked')).toBe('false');

    await userEvent.tab();
    expect(document.activeElement).toBe(box);
    await userEvent.keyboard(' ');
    expect(box.getAttribute('aria-checked')).toBe('true');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard(' ');
    expect(box.getAttribute('aria-checked')).toBe('false');
  });

  it('toggles when its label is clicked', async () => {
    render(
      <>
        <Checkbox id="terms" />
        <Label htmlFor="terms">I agree</Label>
      </>,
    );
    await userEvent.click(screen.getByText('I agree'));
    expect(screen.getByRole('checkbox', { name: 'I agree' }).getAttribute('aria-checked')).toBe('true');
  });

  it('shows the mixed state', () => {
    render(<Checkbox aria-label="All" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: 'All' }).getAttribute('aria-checked')).toBe('mixed');
  });
});

describe('Input', () => {
  it('is named by its label and accepts typing', async () => {
    render(
      <>
        <Label htmlFor="email">E-mail</Label>
        <Input id="email" type="email" aria-invalid="true" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(input, 'a@b.ch');
    expect((input as HTMLInputElement).value).toBe('a@b.ch');
    expect(input.className).toContain('aria-invalid:border-destructive');
  });
});
