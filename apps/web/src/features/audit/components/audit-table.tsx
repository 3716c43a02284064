import { useTranslation } from 'react-i18next';
import type { TAuditLogEntry } from '@openwell/contracts';
import { EmailAddress } from '@/components/email-address.tsx';
import { formatDate, formatTime } from '@/lib/date-format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { auditActionLabel } from '../lib/audit-actions.ts';
import { metadataLines } from '../lib/audit-metadata.ts';

const HEAD = 'py-2 pr-3 font-medium whitespace-nowrap';

function Person({ person, none }: { person: TAuditLogEntry['actor']; none: string }) {
  const { t } = useTranslation(['audit']);
  if (!person) return <span className="text-muted-foreground">{none}</span>;
  if (person.email === null) return <span className="text-muted-foreground">{t('audit:table.deletedAccount')}</span>;
  return <EmailAddress email={person.email} />;
}

function Details({ metadata }: { metadata: Record<string, unknown> }) {
  const { t } = useTranslation(['audit']);
  const { pairs, more } = metadataLines(metadata);
  if (pairs.length === 0) return <span className="text-muted-foreground">–</span>;
  return (
    <dl className="flex flex-col gap-0.5 font-mono text-xs" data-testid="audit-details">
      {pairs.map(([key, shown, full]) => (
        <div key={key} className="flex min-w-0 gap-1">
          <dt className="shrink-0 text-muted-foreground">{key}:</dt>
          <dd className="min-w-0 break-all" title={shown === full ? undefined : full}>
            {shown}
          </dd>
        </div>
      ))}
      {more > 0 ? <div className="text-muted-foreground">{t('audit:table.moreDetails', { count: more })}</div> : null}
    </dl>
  );
}

/** One page of entries: time, action, who acted, whom it concerned, company, IP address, details. */
export function AuditTable({ entries, caption }: { entries: readonly TAuditLogEntry[]; caption: string }) {
  const { t, i18n } = useTranslation(['audit']);
  const language = currentLanguage(i18n);
  return (
    <table className="w-full min-w-[52rem] text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b text-xs text-muted-foreground uppercase">
        <tr>
          <th scope="col" className={HEAD}>
            {t('audit:table.time')}
          </th>
          <th scope="col" className={HEAD}>
            {t('audit:table.action')}
          </th>
          <th scope="col" className={HEAD}>
            {t('audit:table.actor')}
          </th>
          <th scope="col" className={HEAD}>
            {t('audit:table.subject')}
          </th>
          <th scope="col" className={HEAD}>
            {t('audit:table.company')}
          </th>
          <th scope="col" className={HEAD}>
            {t('audit:table.ip')}
          </th>
          <th scope="col" className="py-2 font-medium">
            {t('audit:table.details')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y align-top">
        {entries.map((entry) => (
          <tr key={entry.id} data-testid="audit-row">
            <td className="py-3 pr-3 whitespace-nowrap tabular-nums">
              <time dateTime={entry.createdAt} className="flex flex-col">
                <span>{formatDate(entry.createdAt, language)}</span>
                <span className="text-xs text-muted-foreground">
                  {formatTime(entry.createdAt, language, { seconds: true })}
                </span>
              </time>
            </td>
            <td className="py-3 pr-3 font-medium">{auditActionLabel(t, entry.action)}</td>
            <td className="max-w-48 py-3 pr-3">
              <Person person={entry.actor} none={t('audit:table.noActor')} />
            </td>
            <td className="max-w-48 py-3 pr-3">
              <Person person={entry.subject} none="–" />
            </td>
            <td className="py-3 pr-3">
              {entry.company ? (
                (entry.company.name ?? <span className="text-muted-foreground">{t('audit:table.deletedCompany')}</span>)
              ) : (
                <span className="text-muted-foreground">–</span>
              )}
            </td>
            <td className="py-3 pr-3 font-mono text-xs whitespace-nowrap">
              {entry.ip ?? <span className="text-muted-foreground">–</span>}
            </td>
            <td className="max-w-72 py-3">
              <Details metadata={entry.metadata} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
