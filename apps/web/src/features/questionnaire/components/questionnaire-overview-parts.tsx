import { useTranslation } from 'react-i18next';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/error-messages.ts';

/** Something of the overview could not be loaded: what, why, and "Try again". */
export function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['healthProfile', 'errors']);
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-xl border border-destructive/40 p-5">
      <p className="font-medium">{title}</p>
      <p className="text-sm text-muted-foreground">{errorMessage(t, error)}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {t('common:actions.retry')}
      </Button>
    </div>
  );
}

/** While the profile loads: the shape of its six domains. */
export function HealthProfileSkeleton() {
  return (
    <div className="flex flex-col gap-4" data-testid="health-profile-skeleton">
      <Skeleton className="h-7 w-48" />
      <div className="grid gap-3 sm:grid-cols-2">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-24 w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}
