import { Info, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { getDevMailboxPage, type TAdminSystemStatus } from '@openwell/contracts';
import { useSystemStatus } from '../api/get-system-status.ts';

/** A warning the administrator has to act on: a heading and its paragraphs. */
function Warning({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-warning/60 bg-warning/10 p-4 text-sm"
      data-testid="system-status"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
      <div className="flex flex-col gap-1">
        <h2 className="text-base font-semibold">{title}</h2>
        {children}
      </div>
    </div>
  );
}

/**
 * For administrators: what the server's configuration lacks. A warning when the server sends no e-mail (production
 * without SMTP_URL: password reset links reach nobody), or a note with the development mailbox in development; and a
 * warning when, in production, the encryption key sits beside the database in DATA_DIR. Nothing when all is well.
 */
export function SystemStatusNotice() {
  const { t } = useTranslation('admin');
  const { data } = useSystemStatus(true);
  if (!data) return null;
  const keyWarning = data.encryptionKey.besideData ? (
    <Warning title={t('admin:system.keyBesideDataTitle')}>
      <p className="text-pretty">{t('admin:system.keyBesideData')}</p>
    </Warning>
  ) : null;
  return (
    <>
      <MailNotice mail={data.mail} />
      {keyWarning}
    </>
  );
}

function MailNotice({ mail }: { mail: TAdminSystemStatus['mail'] }) {
  const { t } = useTranslation('admin');
  if (mail.delivery === 'smtp') return null;
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
    <Warning title={t('admin:system.mailMissingTitle')}>
      <p className="text-pretty">{t('admin:system.mailMissing')}</p>
      <p>{t('admin:system.mailPending', { count: mail.pending })}</p>
    </Warning>
  );
}
