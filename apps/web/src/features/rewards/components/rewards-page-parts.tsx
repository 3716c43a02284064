import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/** While the catalogue loads: the shape of its cards. */
export function RewardsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="rewards-skeleton">
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="flex flex-col gap-3 rounded-xl border p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="size-11 rounded-full" />
            <Skeleton className="h-5 w-32" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="mt-2 h-10 w-full" />
        </div>
      ))}
    </div>
  );
}

/** While the redemptions load: the shape of their rows. */
export function RedemptionsSkeleton() {
  return (
    <div className="flex flex-col gap-3" data-testid="redemptions-skeleton">
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="flex items-center gap-3 rounded-xl border p-4">
          <Skeleton className="size-11 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-56" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** An empty list: an icon, a heading, a line of explanation and optionally a way on. */
export function EmptyState({
  icon,
  title,
  text,
  testId,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div
      data-testid={testId}
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        {icon}
      </span>
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="max-w-md text-sm text-pretty text-muted-foreground">{text}</p>
      {children}
    </div>
  );
}
