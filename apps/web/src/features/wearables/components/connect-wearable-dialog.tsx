import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FlaskConical, Watch } from 'lucide-react';
import type { TWearablesStatus } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import type { TReturnPath } from '../api/start-authorization.ts';
import { useConnectFitbit, useSyncDemo } from '../hooks/use-sync-actions.ts';

/**
 * "Connect a tracker": Fitbit (through the Google Health API), demo data in demo mode, and Apple Watch and Garmin as
 * "coming soon" (disabled). Fitbit sends the browser to the provider's consent page; the callback brings it back to
 * `returnTo`.
 */
export function ConnectWearableDialog({
  status,
  returnTo,
  trigger,
}: {
  status: TWearablesStatus;
  returnTo: TReturnPath;
  trigger: ReactNode;
}) {
  const { t } = useTranslation('wearables');
  const [open, setOpen] = useState(false);
  const fitbit = useConnectFitbit(returnTo);
  const demo = useSyncDemo();
  const fitbitOffered = status.availableProviders.includes('google-health');
  const demoOffered = status.availableProviders.includes('demo');
  const busy = fitbit.pending || demo.pending;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('wearables:connect.title')}</DialogTitle>
          <DialogDescription>{t('wearables:connect.description')}</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-3" aria-label={t('wearables:connect.providersLabel')}>
          <ProviderRow
            icon={<Watch aria-hidden="true" className="size-5" />}
            name={t('wearables:providers.fitbit')}
            note={fitbitOffered ? t('wearables:connect.fitbitNote') : t('wearables:connect.unavailable')}
          >
            <Button disabled={!fitbitOffered || busy} onClick={fitbit.run}>
              {fitbit.pending ? <Spinner size="sm" /> : null}
              {fitbit.pending ? t('wearables:connect.connecting') : t('wearables:connect.connect')}
            </Button>
          </ProviderRow>
          {demoOffered ? (
            <ProviderRow
              icon={<FlaskConical aria-hidden="true" className="size-5" />}
              name={t('wearables:providers.demo')}
              note={t('wearables:connect.demoNote')}
            >
              <Button variant="outline" disabled={busy} onClick={() => demo.run(() => setOpen(false))}>
                {demo.pending ? <Spinner size="sm" /> : null}
                {demo.pending ? t('wearables:connect.loadingDemo') : t('wearables:connect.useDemo')}
              </Button>
            </ProviderRow>
          ) : null}
          <ProviderRow
            icon={<Watch aria-hidden="true" className="size-5" />}
            name={t('wearables:providers.appleWatch')}
            note={t('wearables:connect.comingSoonNote')}
          >
            <Button variant="outline" disabled>
              {t('wearables:connect.comingSoon')}
            </Button>
          </ProviderRow>
          <ProviderRow
            icon={<Watch aria-hidden="true" className="size-5" />}
            name={t('wearables:providers.garmin')}
            note={t('wearables:connect.comingSoonNote')}
          >
            <Button variant="outline" disabled>
              {t('wearables:connect.comingSoon')}
            </Button>
          </ProviderRow>
        </ul>
        <p role="status" aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
          {fitbit.pending ? t('wearables:connect.redirecting') : ''}
        </p>
      </DialogContent>
    </Dialog>
  );
}

function ProviderRow({
  icon,
  name,
  note,
  children,
}: {
  icon: ReactNode;
  name: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between"
      aria-label={name}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          {icon}
        </span>
        <div className="flex flex-col gap-0.5">
          <span className="font-medium">{name}</span>
          <span className="text-sm text-muted-foreground">{note}</span>
        </div>
      </div>
      {children}
    </li>
  );
}
