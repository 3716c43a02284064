import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { WearableConnection } from './wearable-connection.tsx';

/** The profile's tracker connection status with connect and disconnect (part of the profile settings). */
export function WearableProfileCard() {
  const { t } = useTranslation('wearables');
  return (
    <Card data-testid="wearable-card" aria-labelledby="wearable-card-title" role="region">
      <CardHeader>
        <CardTitle asChild className="leading-snug">
          <h2 id="wearable-card-title">{t('wearables:profile.title')}</h2>
        </CardTitle>
        <CardDescription>{t('wearables:profile.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <WearableConnection returnTo="/profile" />
        <Link to="/tracker" className={buttonVariants({ variant: 'link', className: 'h-auto self-start px-0' })}>
          {t('wearables:sync.trackerLink')}
          <ChevronRight aria-hidden="true" />
        </Link>
      </CardContent>
    </Card>
  );
}
