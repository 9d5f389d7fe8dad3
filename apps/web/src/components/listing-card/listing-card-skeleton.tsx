import { Skeleton } from '../ui/skeleton';

/** A placeholder with the exact box sizes of `ListingCard`, so loading shifts nothing. */
export function ListingCardSkeleton() {
  return (
    <div
      data-testid="listing-card-skeleton"
      className="flex flex-col overflow-hidden rounded-xl border bg-surface shadow-sm"
    >
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <div className="flex h-8 items-center justify-between gap-2">
          <Skeleton className="h-7 w-28" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
        <div className="flex h-6 items-center">
          <Skeleton className="h-4 w-3/4" />
        </div>
        <div className="flex h-5 items-center">
          <Skeleton className="h-3.5 w-1/2" />
        </div>
        <div className="mt-2 border-t pt-3">
          <div className="flex h-5 items-center">
            <Skeleton className="h-3.5 w-2/3" />
          </div>
        </div>
      </div>
    </div>
  );
}
