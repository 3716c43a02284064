import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminSystemStatus } from '@openwell/contracts';
import { json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { SystemStatusNotice } from './system-status-notice.tsx';

afterEach(() => vi.unstubAllGlobals());

const KEY_APART: TAdminSystemStatus['encryptionKey'] = { source: 'environment', besideData: false };
const status = (mail: TAdminSystemStatus['mail'], encryptionKey = KEY_APART) => json(200, { mail, encryptionKey });

describe('SystemStatusNotice', () => {
  it('warns that e-mail is not configured, naming SMTP_URL and the mails waiting', async () => {
    mockApi({ getAdminSystemStatus: status({ delivery: 'outbox', pending: 3 }) });
    renderFeature(<SystemStatusNotice />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('E-mail is not configured');
    expect(alert.textContent).toContain('SMTP_URL');
    expect(alert.textContent).toContain('3 e-mails are waiting in the outbox.');
    expect(screen.getByRole('heading', { level: 2, name: 'E-mail is not configured' })).toBeTruthy();
  });

  it('points to the development mailbox in development', async () => {
    mockApi({ getAdminSystemStatus: status({ delivery: 'dev-mailbox', pending: 1 }) });
    renderFeature(<SystemStatusNotice />);
    const link = await screen.findByRole('link', { name: 'Open the development mailbox' });
    expect(link.getAttribute('href')).toBe('/api/dev/mailbox');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing when mail is delivered over SMTP', async () => {
    const api = mockApi({ getAdminSystemStatus: status({ delivery: 'smtp', pending: 0 }) });
    const { container } = renderFeature(<SystemStatusNotice />);
    await vi.waitFor(() => expect(api.callsTo('getAdminSystemStatus')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('[data-testid="system-status"]')).toBeNull();
  });

  it('warns in production that the encryption key sits beside the database, naming DATA_DIR and ENCRYPTION_KEY', async () => {
    mockApi({
      getAdminSystemStatus: status({ delivery: 'smtp', pending: 0 }, { source: 'data-dir', besideData: true }),
    });
    renderFeature(<SystemStatusNotice />);
    const alert = await screen.findByRole('alert');
    expect(
      screen.getByRole('heading', { level: 2, name: 'The encryption key is kept beside the database' }),
    ).toBeTruthy();
    expect(alert.textContent).toContain('DATA_DIR');
    expect(alert.textContent).toContain('ENCRYPTION_KEY');
    expect(alert.textContent).toContain('back the key up separately from the database');
  });

  it('shows both warnings when e-mail is missing and the key sits beside the database', async () => {
    mockApi({
      getAdminSystemStatus: status({ delivery: 'outbox', pending: 0 }, { source: 'data-dir', besideData: true }),
    });
    renderFeature(<SystemStatusNotice />);
    await vi.waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
  });

  it('says nothing about a key kept in a file outside DATA_DIR, or beside the data outside production', async () => {
    for (const encryptionKey of [
      { source: 'key-file', besideData: false },
      { source: 'data-dir', besideData: false },
    ] as const) {
      const api = mockApi({ getAdminSystemStatus: status({ delivery: 'smtp', pending: 0 }, encryptionKey) });
      const { container, unmount } = renderFeature(<SystemStatusNotice />);
      await vi.waitFor(() => expect(api.callsTo('getAdminSystemStatus')).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(container.querySelector('[data-testid="system-status"]')).toBeNull();
      unmount();
      vi.unstubAllGlobals();
    }
  });
});
