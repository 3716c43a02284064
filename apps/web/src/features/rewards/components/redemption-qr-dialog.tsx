import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedText, type TRedemption } from '@openwell/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDate, formatDateTime } from '@/lib/date-format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { groupRedemptionCode, redemptionVerificationUrl } from '../lib/redemption-code.ts';
import { RedemptionStatusBadge } from './redemption-status-badge.tsx';

/**
 * A redemption's code to show the employer: the QR code of its verification page (the employer scans it, signed in,
 * and marks it fulfilled), the code in groups of five to read out or type, the day it was redeemed and until when it
 * is valid. No balance, nothing else about the employee.
 */
export function RedemptionQrDialog({
  redemption,
  open,
  onOpenChange,
}: {
  redemption: TRedemption | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation('rewards');
  const language = currentLanguage(i18n);
  return (
    <Dialog open={open && redemption !== null} onOpenChange={onOpenChange}>
      {redemption ? (
        <DialogContent data-testid="redemption-qr-dialog">
          <DialogHeader>
            <DialogTitle>{localizedText(redemption.title, language)}</DialogTitle>
            <DialogDescription>{t('rewards:qr.hint')}</DialogDescription>
          </DialogHeader>
          <QrImage code={redemption.code} />
          <div className="flex flex-col items-center gap-1">
            <p className="text-xs font-medium text-muted-foreground uppercase">{t('rewards:qr.codeLabel')}</p>
            <p
              className="text-center font-mono text-base font-semibold tracking-wider break-words sm:text-lg"
              data-testid="redemption-code"
            >
              {groupRedemptionCode(redemption.code)}
            </p>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-muted-foreground">{t('rewards:qr.status')}</dt>
            <dd className="text-right">
              <RedemptionStatusBadge status={redemption.status} />
            </dd>
            <dt className="text-muted-foreground">{t('rewards:qr.redeemedOn')}</dt>
            <dd className="text-right" data-testid="qr-redeemed-on">
              {formatDate(redemption.redeemedAt, language)}
            </dd>
            <dt className="text-muted-foreground">{t('rewards:qr.validUntil')}</dt>
            <dd className="text-right" data-testid="qr-valid-until">
              {formatDateTime(redemption.expiresAt, language)}
            </dd>
          </dl>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** The QR code, drawn once the dialog shows it (the qrcode library loads then). */
function QrImage({ code }: { code: string }) {
  const { t } = useTranslation('rewards');
  // What was drawn for which code: a new code shows the placeholder until its own drawing is ready.
  const [drawn, setDrawn] = useState<{ code: string; url: string | null } | null>(null);
  useEffect(() => {
    let current = true;
    // Loaded when drawn: shared with the second factor's enrolment, a chunk that only these two pages fetch (a static
    // import would add its name to the app entry's list of chunks, which the landing page downloads).
    import('@/lib/qr-data-url.ts')
      .then(({ qrDataUrl }) => qrDataUrl(redemptionVerificationUrl(code)))
      .then(
        (url) => {
          if (current) setDrawn({ code, url });
        },
        () => {
          if (current) setDrawn({ code, url: null });
        },
      );
    return () => {
      current = false;
    };
  }, [code]);
  const done = drawn?.code === code ? drawn : null;
  const url = done?.url ?? null;
  const failed = done !== null && done.url === null;

  if (failed) {
    return (
      <p role="alert" className="text-center text-sm text-muted-foreground">
        {t('rewards:qr.failed')}
      </p>
    );
  }
  return (
    <div className="flex justify-center">
      {url ? (
        // White behind the code in both themes: scanners need the contrast.
        <img
          src={url}
          alt={t('rewards:qr.imageAlt')}
          width={224}
          height={224}
          className="size-56 rounded-lg bg-white p-2"
          data-testid="redemption-qr"
        />
      ) : (
        <Skeleton className="size-56" data-testid="redemption-qr-loading" />
      )}
    </div>
  );
}
