import { CheckCircle2, CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { languageAutonym } from '@/features/settings/index.ts';
import type { TLanguageReport } from '../lib/build-key-report.ts';

function KeyList({ label, keys }: { label: string; keys: string[] }) {
  if (keys.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-medium">{label}</p>
      <ul className="flex flex-col gap-0.5 font-mono text-xs break-all text-muted-foreground">
        {keys.map((key) => (
          <li key={key}>{key}</li>
        ))}
      </ul>
    </div>
  );
}

export function LanguageReport({ report }: { report: TLanguageReport }) {
  const { t } = useTranslation('debug');
  const complete = report.missingCount === 0 && report.extraCount === 0;
  const headingId = `i18n-report-${report.language}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold" lang={report.language}>
          {languageAutonym(report.language)}{' '}
          <span className="font-mono text-sm text-muted-foreground">({report.language})</span>
        </h2>
        <p className="flex items-center gap-1.5 text-sm">
          {complete ? (
            <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
          ) : (
            <CircleAlert aria-hidden="true" className="size-4 text-warning" />
          )}
          {t('debug:report.summary', { missing: report.missingCount, extra: report.extraCount })}
        </p>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('debug:report.namespace')}
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                {t('debug:report.referenceKeys')}
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                {t('debug:report.missing')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('debug:report.extra')}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.namespaces.map((row) => (
              <tr key={row.namespace} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-4 font-mono font-normal">
                  {row.namespace}
                </th>
                <td className="py-2 pr-4 text-right tabular-nums">{row.referenceCount}</td>
                <td
                  className={`py-2 pr-4 text-right tabular-nums ${row.missing.length > 0 ? 'font-semibold text-destructive' : ''}`}
                >
                  {row.missing.length}
                </td>
                <td
                  className={`py-2 text-right tabular-nums ${row.extra.length > 0 ? 'font-semibold text-warning' : ''}`}
                >
                  {row.extra.length}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.namespaces
        .filter((row) => row.missing.length > 0 || row.extra.length > 0)
        .map((row) => (
          <details key={row.namespace} className="rounded-lg border p-3">
            <summary className="cursor-pointer font-mono text-sm">{row.namespace}</summary>
            <div className="mt-3 flex flex-col gap-3">
              <KeyList label={t('debug:report.missingKeys')} keys={row.missing} />
              <KeyList label={t('debug:report.extraKeys')} keys={row.extra} />
            </div>
          </details>
        ))}
    </section>
  );
}
