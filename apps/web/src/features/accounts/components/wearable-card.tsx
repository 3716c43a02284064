import { Watch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';

/**
 * The tracker connection status slot (spec: profile settings). The wearables issue fills it with the
 * real status and connect/disconnect; until then it says so, without inventing a status.
 */
export function WearableCard() {
  const { t } = useTranslation('profile');
  return (
    <Card data-testid="wearable-slot">
      <CardHeader>
        <CardTitle asChild className="leading-snug">
          <h2>{t('profile:wearable.title')}</h2>
        </CardTitle>
        <CardDescription>{t('profile:wearable.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="flex items-start gap-3 rounded-lg border border-dashed bg-muted/40 p-4 text-sm text-muted-foreground">
          <Watch aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t('profile:wearable.comingSoon')}</span>
        </p>
      </CardContent>
    </Card>
  );
}
