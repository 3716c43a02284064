import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { cn } from '@/lib/utils.ts';

/**
 * A failed load: what failed (`title`, when the screen shows several things), why (the server's error, translated)
 * and "Try again". Announced when it appears (role "alert").
 */
export function QueryError({
  error,
  onRetry,
  title,
  className,
}: {
  error: unknown;
  onRetry: () => void;
  /** "Your rewards could not be loaded.": a bold first line, the reason below it in small print. */
  title?: string | undefined;
  className?: string | undefined;
}) {
  const { t } = useTranslation(['common', 'errors']);
  const retry = (
    <Button type="button" variant="outline" size="sm" onClick={onRetry}>
      <RotateCw aria-hidden="true" />
      {t('common:actions.retry')}
    </Button>
  );
  if (title === undefined) {
    return (
      <div role="alert" className={cn('flex flex-col items-start gap-3 rounded-xl border p-6', className)}>
        <p className="text-destructive">{errorMessage(t, error)}</p>
        {retry}
      </div>
    );
  }
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-start gap-2 rounded-xl border border-destructive/40 p-5', className)}
    >
      <p className="font-medium">{title}</p>
      <p className="text-sm text-muted-foreground">{errorMessage(t, error)}</p>
      {retry}
    </div>
  );
}

/**
 * The states of one query, in the order every screen shows them: `loading` (the shape of what is coming) while it
 * is pending, the error with "Try again" (which refetches) when it failed, `empty` when `isEmpty` says there is
 * nothing to show, else `children` with the data.
 *
 *   <QueryState query={rewards} loading={<RewardsSkeleton />} errorTitle={loadFailedText}>
 *     {(catalogue) => <RewardList catalogue={catalogue} />}
 *   </QueryState>
 */
export function QueryState<TData, TError>({
  query,
  loading,
  errorTitle,
  errorClassName,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<TData, TError>;
  loading: ReactNode;
  /** What failed, as the error's first line (QueryError's `title`). */
  errorTitle?: string | undefined;
  errorClassName?: string | undefined;
  isEmpty?: ((data: TData) => boolean) | undefined;
  empty?: ReactNode;
  children: (data: TData) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError) {
    return (
      <QueryError
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        className={errorClassName}
      />
    );
  }
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}
