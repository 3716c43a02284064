import type { ReactNode } from 'react';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/error-messages.ts';

/** While a list loads: `rows` grey rows of its shape, announced as loading. */
export function AdminListSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center gap-3 rounded-lg border p-4">
          <Skeleton className="size-10 rounded-lg" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A failed load: the translated reason and a retry. */
export function AdminLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['rewardsAdmin', 'errors']);
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-6">
      <p className="text-destructive">{errorMessage(t, error)}</p>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {t('common:actions.retry')}
      </Button>
    </div>
  );
}

/** Nothing to list yet: an icon, what it means and, where there is one, the next step. */
export function AdminEmptyState({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
      {icon}
      <h3 className="text-lg font-semibold text-balance">{title}</h3>
      <p className="max-w-prose text-sm text-pretty text-muted-foreground">{description}</p>
      {action}
    </div>
  );
}
