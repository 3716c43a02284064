import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installMatchMedia } from '@/test/match-media.ts';
import { THEME_STORAGE_KEY, ThemeProvider, useTheme } from './theme.tsx';

function Probe() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <div>
      <p data-testid="theme">{theme}</p>
      <p data-testid="resolved">{resolvedTheme}</p>
      <button type="button" onClick={() => setTheme('dark')}>
        dark
      </button>
      <button type="button" onClick={() => setTheme('system')}>
        system
      </button>
    </div>
  );
}

const html = () => document.documentElement;

describe('ThemeProvider', () => {
  beforeEach(() => {
    html().classList.remove('light', 'dark');
  });

  it('stores under "vite-ui-theme"', () => {
    expect(THEME_STORAGE_KEY).toBe('vite-ui-theme');
  });

  it('defaults to system and applies the system theme as a class on <html>', () => {
    installMatchMedia(false);
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('theme').textContent).toBe('system');
    expect(screen.getByTestId('resolved').textContent).toBe('light');
    expect(html().classList.contains('light')).toBe(true);
    expect(html().classList.contains('dark')).toBe(false);
  });

  it('reads the stored choice and stores a new one', async () => {
    installMatchMedia(false);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('theme').textContent).toBe('light');
    await userEvent.click(screen.getByRole('button', { name: 'dark' }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(html().classList.contains('dark')).toBe(true);
    expect(html().classList.contains('light')).toBe(false);
  });

  it('ignores an invalid stored value', () => {
    installMatchMedia(true);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('theme').textContent).toBe('system');
    expect(html().classList.contains('dark')).toBe(true);
  });

  it('follows prefers-color-scheme changes live while on system, not on an explicit choice', async () => {
    const media = installMatchMedia(false);
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(html().classList.contains('light')).toBe(true);
    act(() => media.setDark(true));
    expect(screen.getByTestId('resolved').textContent).toBe('dark');
    expect(html().classList.contains('dark')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'dark' }));
    act(() => media.setDark(false));
    expect(screen.getByTestId('resolved').textContent).toBe('dark');

    await userEvent.click(screen.getByRole('button', { name: 'system' }));
    expect(screen.getByTestId('resolved').textContent).toBe('light');
    expect(html().classList.contains('light')).toBe(true);
  });
});
