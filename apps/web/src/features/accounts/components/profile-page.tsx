import { useEffect } from 'react';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { TLanguage } from '@openwell/i18n';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useMe } from '@/lib/session/get-me.ts';
import { SettingsCard } from '@/features/settings/index.ts';
import { WearableProfileCard } from '@/features/wearables/index.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useStoreLanguage } from '../hooks/use-store-language.ts';
import { AccountCard } from './account-card.tsx';
import { ConsentsCard } from './consents-card.tsx';
import { ProfileDetailsForm } from './profile-details-form.tsx';
import { SignOutCard } from './sign-out-card.tsx';
import { TimeZoneCard } from './time-zone-card.tsx';
import { TimeZoneOffer } from './time-zone-offer.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-6">
      <span className="sr-only">{t('common:loading')}</span>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-48 w-full rounded-xl" />
      ))}
    </div>
  );
}

/**
 * /profile (issue 3 items 5-7): account (fixed email and company), profile details, settings,
 * consents, tracker connection (wearables feature), second factor, sign-out. Platform admins without a company profile get
 * the account, settings and security sections only.
 */
export function ProfilePage() {
  const { t } = useTranslation(['profile', 'errors']);
  useDocumentTitle(t('profile:title'));
  const me = useMe();
  const storeLanguage = useStoreLanguage();
  // A link to a card (/profile#consents, from the coach) lands on it once the profile is there.
  const { hash } = useLocation();
  const loaded = me.data !== undefined;
  useEffect(() => {
    if (loaded && hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash, loaded]);
  const onLanguageChange = (language: TLanguage) => {
    if (me.data?.language !== language) storeLanguage.mutate(language);
  };

  let content;
  if (me.isPending) {
    content = <ProfileSkeleton />;
  } else if (me.isError) {
    content = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 p-6">
        <p className="font-medium">{t('profile:loadFailed')}</p>
        <p className="text-sm text-muted-foreground">{errorMessage(t, me.error)}</p>
        <Button type="button" variant="outline" onClick={() => void me.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  } else {
    const user = me.data;
    content = (
      <div className="flex flex-col gap-6">
        {user.profile ? <TimeZoneOffer /> : null}
        <AccountCard user={user} />
        {user.profile ? <ProfileDetailsForm key={user.id} profile={user.profile} /> : null}
        {user.profile ? <TimeZoneCard key={`${user.id}:${user.profile.timeZone}`} profile={user.profile} /> : null}
        <SettingsCard onLanguageChange={onLanguageChange} languageNote={t('profile:settings.languageNote')} />
        {user.consents ? <ConsentsCard consents={user.consents} /> : null}
        {user.profile ? <WearableProfileCard /> : null}
        <TwoFactorCard enabled={user.twoFactorEnabled} />
        <SignOutCard />
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('profile:title')}</h1>
        <p className="text-lg text-pretty text-muted-foreground">{t('profile:description')}</p>
      </div>
      {content}
    </div>
  );
}
