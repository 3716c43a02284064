import { useState } from 'react';
import { Bug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { LanguageSwitcher } from '@/features/settings/index.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { useKeyReport } from '../hooks/use-key-report.ts';
import { LanguageReport } from './language-report.tsx';
import { RenderErrorProbe } from './render-error-probe.tsx';

/** Developer page: translation completeness per language and namespace, and an error drill. */
export function I18nDebugPage() {
  const { t, i18n } = useTranslation(['debug', 'errors']);
  const report = useKeyReport();
  const [simulateError, setSimulateError] = useState(false);
  useDocumentTitle(t('debug:title'));

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t('debug:title')}</h1>
        <p className="text-muted-foreground">{t('debug:description')}</p>
      </div>

      <section aria-labelledby="i18n-debug-current" className="flex flex-col gap-3 rounded-xl border p-5">
        <h2 id="i18n-debug-current" className="text-lg font-semibold">
          {t('debug:current.title')}
        </h2>
        <LanguageSwitcher showLabel />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t('debug:current.detected')}</dt>
          <dd className="font-mono">{i18n.language}</dd>
          <dt className="text-muted-foreground">{t('debug:current.resolved')}</dt>
          <dd className="font-mono">{currentLanguage(i18n)}</dd>
          <dt className="text-muted-foreground">{t('debug:current.documentLang')}</dt>
          <dd className="font-mono">{document.documentElement.lang}</dd>
        </dl>
      </section>

      <div className="flex flex-col gap-4">
        {report.isPending ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <Spinner size="sm" />
            {t('debug:report.loading')}
          </p>
        ) : report.isError ? (
          <p role="alert" className="text-destructive">
            {t('debug:report.failed', { reason: errorMessage(t, report.error) })}
          </p>
        ) : (
          report.data.map((languageReport) => <LanguageReport key={languageReport.language} report={languageReport} />)
        )}
      </div>

      <section aria-labelledby="i18n-debug-error" className="flex flex-col gap-3 rounded-xl border border-dashed p-5">
        <h2 id="i18n-debug-error" className="text-lg font-semibold">
          {t('debug:errorDrill.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('debug:errorDrill.description')}</p>
        <div>
          <Button variant="destructive" onClick={() => setSimulateError(true)}>
            <Bug aria-hidden="true" />
            {t('debug:errorDrill.button')}
          </Button>
        </div>
        {simulateError ? <RenderErrorProbe /> : null}
      </section>
    </div>
  );
}
