import { Download, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { backupCodesText } from '../lib/totp-uri.ts';
import { CopyButton } from './copy-button.tsx';

function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Enrolment step 3: the backup codes, shown this once, to copy or download. */
export function BackupCodesStep({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const text = backupCodesText(codes, t('profile:twoFactor.backupFileHeading'));
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-sm font-medium text-success">
        {t('profile:twoFactor.enabledNow')}
      </p>
      <div className="flex items-start gap-3 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold">{t('profile:twoFactor.backupTitle')}</p>
          <p>{t('profile:twoFactor.backupWarning')}</p>
        </div>
      </div>
      <ul
        aria-label={t('profile:twoFactor.backupListLabel')}
        className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-3 font-mono text-sm sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code} data-testid="backup-code" className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={codes.join('\n')} label={t('profile:twoFactor.copyCodes')} />
        <Button type="button" variant="outline" size="sm" onClick={() => download(text, 'openwell-backup-codes.txt')}>
          <Download aria-hidden="true" />
          {t('profile:twoFactor.downloadCodes')}
        </Button>
      </div>
      <div>
        <Button type="button" onClick={onDone}>
          {t('profile:twoFactor.done')}
        </Button>
      </div>
    </div>
  );
}
