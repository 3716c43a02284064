import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { groupSecret, secretFromTotpUri } from '../lib/totp-uri.ts';
import { CopyButton } from './copy-button.tsx';
import { TotpCodeForm } from './totp-code-form.tsx';

/** Enrolment step 2: scan the QR code (or type the secret), then confirm with a code from the app. */
export function TwoFactorScanStep({
  totpUri,
  onConfirm,
  onCancel,
}: {
  totpUri: string;
  /** The server call; a failure is shown at the code field. */
  onConfirm: (code: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profile');
  const [qr, setQr] = useState<{ uri: string; url: string | null } | null>(null);
  const secret = secretFromTotpUri(totpUri) ?? '';

  useEffect(() => {
    let current = true;
    // Loaded when drawn (as the rewards' codes do): a chunk of its own that the app's entry need not list.
    import('@/lib/qr-data-url.ts')
      .then(({ qrDataUrl }) => qrDataUrl(totpUri))
      .then((url) => current && setQr({ uri: totpUri, url }))
      .catch((renderError: unknown) => {
        console.error('[OpenWell] QR code could not be drawn:', renderError);
        if (current) setQr({ uri: totpUri, url: null });
      });
    return () => {
      current = false;
    };
  }, [totpUri]);

  const shown = qr?.uri === totpUri ? qr : null;
  return (
    <div className="flex flex-col gap-5">
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm text-muted-foreground">
        <li>{t('profile:twoFactor.scanInstruction')}</li>
        <li>{t('profile:twoFactor.confirmInstruction')}</li>
      </ol>
      <div className="flex flex-col items-start gap-5 sm:flex-row">
        <div className="rounded-lg border bg-white p-2">
          {shown?.url ? (
            <img src={shown.url} alt={t('profile:twoFactor.qrAlt')} width={176} height={176} className="size-44" />
          ) : shown ? (
            <p className="flex size-44 items-center p-2 text-center text-sm text-neutral-700">
              {t('profile:twoFactor.qrFailed')}
            </p>
          ) : (
            <Skeleton className="size-44" />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-sm font-medium">{t('profile:twoFactor.secretLabel')}</p>
          <p className="text-xs text-muted-foreground">{t('profile:twoFactor.secretHint')}</p>
          <code
            data-testid="totp-secret"
            className="rounded-md bg-muted px-3 py-2 font-mono text-sm tracking-wider break-all select-all"
          >
            {groupSecret(secret)}
          </code>
          <div>
            <CopyButton text={secret} label={t('profile:twoFactor.copySecret')} />
          </div>
        </div>
      </div>
      <TotpCodeForm submitLabel={t('profile:twoFactor.verify')} onSubmit={onConfirm} onCancel={onCancel} />
    </div>
  );
}
