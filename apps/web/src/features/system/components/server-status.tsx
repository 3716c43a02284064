import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { useHealth } from '../api/get-health.ts';

/** One line about the server, straight from the health endpoint (getHealth). */
export function ServerStatus() {
  const { t } = useTranslation(['pages', 'errors']);
  const health = useHealth();

  let content;
  if (health.isPending) {
    content = (
      <>
        <Spinner size="sm" />
        <span>{t('pages:serverStatus.checking')}</span>
      </>
    );
  } else if (health.isError) {
    content = (
      <>
        <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-destructive" />
        <span>{t('pages:serverStatus.unreachable', { reason: errorMessage(t, health.error) })}</span>
      </>
    );
  } else {
    const { status, version, database } = health.data;
    const Icon = status === 'ok' ? CircleCheck : TriangleAlert;
    content = (
      <>
        <Icon
          aria-hidden="true"
          className={status === 'ok' ? 'size-4 shrink-0 text-success' : 'size-4 shrink-0 text-warning'}
        />
        <span>
          {status === 'ok' ? t('pages:serverStatus.ok', { version }) : t('pages:serverStatus.degraded', { version })}{' '}
          {database.kind === 'pglite'
            ? t('pages:serverStatus.databaseEmbedded')
            : t('pages:serverStatus.databasePostgres')}
        </span>
      </>
    );
  }

  return (
    <section aria-labelledby="server-status-heading" className="flex flex-col gap-2">
      <h2 id="server-status-heading" className="text-sm font-semibold">
        {t('pages:serverStatus.title')}
      </h2>
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        {content}
      </p>
    </section>
  );
}
