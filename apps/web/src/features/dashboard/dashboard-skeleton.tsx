import { Skeleton } from '../../components/ui/skeleton';

/** A placeholder with the box sizes of `MyPropertyCard`, so the first load shifts little. */
function CardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border bg-surface shadow-sm sm:flex-row">
      <Skeleton className="aspect-[16/9] shrink-0 rounded-none sm:aspect-auto sm:min-h-52 sm:w-56 md:w-64" />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex gap-2">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-between sm:gap-4">
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
          <Skeleton className="h-7 w-24" />
        </div>
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-48" />
        <div className="mt-auto grid grid-cols-3 gap-2 border-t pt-3 sm:flex sm:justify-end">
          <Skeleton className="h-8 sm:w-20" />
          <Skeleton className="h-8 sm:w-20" />
          <Skeleton className="h-8 sm:w-20" />
        </div>
      </div>
    </div>
  );
}

export function PropertyListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-4">
      <CardSkeleton />
      <CardSkeleton />
      <CardSkeleton />
    </div>
  );
}

/** The summary panel's shape: a heading and six figures. */
export function SummarySkeleton() {
  return (
    <div aria-hidden="true" className="rounded-xl border bg-surface p-4 shadow-sm sm:p-5">
      <Skeleton className="mb-3 h-5 w-20" />
      <div className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-2">
        {['total', 'sell', 'rent', 'pg', 'views', 'verified'].map((key) => (
          <Skeleton key={key} className="h-[4.25rem] rounded-lg sm:h-[4.75rem]" />
        ))}
      </div>
    </div>
  );
}
