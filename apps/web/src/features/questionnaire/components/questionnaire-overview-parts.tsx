import { Skeleton } from '@/components/ui/skeleton.tsx';

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
