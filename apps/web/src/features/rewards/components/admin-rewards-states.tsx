import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';

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
