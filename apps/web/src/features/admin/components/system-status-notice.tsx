import { Info, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getDevMailboxPage } from '@openwell/contracts';
import { useSystemStatus } from '../api/get-system-status.ts';

/**
 * For administrators: a warning when the server sends no e-mail (production without SMTP_URL: password reset links
 * reach nobody), or a note with the development mailbox in development. Nothing when mail is delivered.
 */
export function SystemStatusNotice() {
  const { t } = useTranslation('admin');
  const { data } = useSystemStatus(true);
  const mail = data?.mail;
  if (!mail || mail.delivery === 'smtp') return null;
  if (mail.delivery === 'dev-mailbox') {
    return (
      <p className="flex items-start gap-3 rounded-lg border bg-muted/40 p-4 text-sm" data-testid="system-status">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          {t('admin:system.devMailbox')}{' '}
          <a href={getDevMailboxPage.path} className="font-medium text-primary underline underline-offset-4">
            {t('admin:system.devMailboxLink')}
          </a>
        </span>
      </p>
    );
  }
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-warning/60 bg-warning/10 p-4 text-sm"
      data-testid="system-status"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
      <div className="flex flex-col gap-1">
        <h2 className="text-base font-semibold">{t('admin:system.mailMissingTitle')}</h2>
        <p className="text-pretty">{t('admin:system.mailMissing')}</p>
        <p>{t('admin:system.mailPending', { count: mail.pending })}</p>
      </div>
    </div>
  );
}
