import { useState } from 'react';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { useMe } from '@/lib/session/get-me.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { browserTimeZone, dismissOffer, isOfferDismissed } from '../lib/time-zones.ts';

/**
 * When the device's time zone is not the one the person's days are counted in (they travelled, or signed up
 * elsewhere), an unobtrusive offer to switch (ADR 022). "Keep" is remembered for this pair of zones, so it does not
 * come back until one of them changes. A region with a heading: reachable by keyboard and announced.
 */
export function TimeZoneOffer() {
  const { t } = useTranslation(['profile', 'errors']);
  const me = useMe();
  const update = useUpdateProfile();
  const [hidden, setHidden] = useState(false);
  const device = browserTimeZone();
  const effective = me.data?.profile?.effectiveTimeZone;
  if (hidden || !device || !effective || device === effective || isOfferDismissed(device, effective)) return null;

  const use = () =>
    update.mutate(
      { timeZone: device },
      { onSuccess: () => toast.success(t('profile:timeZone.saved', { zone: device })) },
    );
  const keep = () => {
    dismissOffer(device, effective);
    setHidden(true);
  };

  return (
    <section
      aria-labelledby="time-zone-offer-title"
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Globe aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="flex flex-col gap-1">
          <h2 id="time-zone-offer-title" className="text-sm font-medium">
            {t('profile:timeZoneOffer.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('profile:timeZoneOffer.text', { device })}</p>
          {update.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(t, update.error)}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button type="button" size="sm" onClick={use} disabled={update.isPending}>
          {t('profile:timeZoneOffer.use', { zone: device })}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={keep} disabled={update.isPending}>
          {t('profile:timeZoneOffer.keep', { zone: effective })}
        </Button>
      </div>
    </section>
  );
}
