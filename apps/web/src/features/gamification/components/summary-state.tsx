import type { TGamificationSummary } from '@openwell/contracts';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { CardError } from './card-frame.tsx';

/** The one summary query (useGamification) the dashboard's cards share, as they read it. */
export type TSummaryQuery = {
  data: TGamificationSummary | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
};

/** What a tile shows before its figures arrive, or instead of them when they could not be loaded. */
export function TileState({ summary, testId }: { summary: TSummaryQuery; testId: string }) {
  if (summary.isPending) {
    return (
      <div className="flex flex-col gap-2" data-testid={testId}>
        <Skeleton className="h-8 w-24" />
        <Skeleton className="h-4 w-32" />
      </div>
    );
  }
  return <CardError error={summary.error} onRetry={() => void summary.refetch()} />;
}
