import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { FullPageLoader } from './full-page-loader.tsx';

describe('FullPageLoader', () => {
  it('is a status region reading "Loading..."', () => {
    render(<FullPageLoader />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Loading...');
  });

  it('is translated', async () => {
    await i18n.changeLanguage('de');
    render(<FullPageLoader />);
    expect(screen.getByRole('status').textContent).toContain('Wird geladen...');
  });
});
