import { Skeleton } from '../../../components/ui/skeleton';

const cardFrame = 'rounded-xl border bg-surface p-4';

/** The overview's shape while it loads: four figure cards, the listings card and the time to verify. */
export function OverviewSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {['verification', 'appeals', 'messages', 'new'].map((key) => (
        <div key={key} className={`${cardFrame} flex flex-col gap-2`}>
          <Skeleton className="h-8 w-12" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-2/3" />
        </div>
      ))}
      <div className={`${cardFrame} col-span-2 flex flex-col gap-3 lg:col-span-3`}>
        <Skeleton className="h-5 w-20" />
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {['live', 'verified', 'hidden', 'suspended'].map((key) => (
            <Skeleton key={key} className="h-[4.25rem] rounded-lg" />
          ))}
        </div>
      </div>
      <div className={`${cardFrame} col-span-2 flex flex-col gap-2 lg:col-span-1`}>
        <Skeleton className="h-8 w-16" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-3 w-3/4" />
      </div>
    </div>
  );
}
