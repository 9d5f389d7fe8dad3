import { Skeleton } from '../../components/ui/skeleton';
import { useI18n } from '../../i18n/use-i18n';

/** The detail page's shape while the listing loads, so nothing jumps when it arrives. */
export function PropertySkeleton() {
  const { t } = useI18n();
  return (
    <div className="page-container py-6 sm:py-10" aria-busy="true">
      <span role="status" className="sr-only">
        {t('property.skeleton.loading')}
      </span>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-col gap-3">
          <div className="flex gap-2">
            <Skeleton className="h-5 w-16 rounded-full" />
            <Skeleton className="h-5 w-40 rounded-full" />
          </div>
          <Skeleton className="h-8 w-72 max-w-full sm:h-9 sm:w-96" />
          <Skeleton className="h-5 w-48" />
        </div>
        <div className="flex flex-col gap-2 lg:items-end">
          <Skeleton className="h-9 w-40" />
          <Skeleton className="h-4 w-32" />
        </div>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <Skeleton className="aspect-video w-full rounded-xl" />
        <div className="flex flex-col gap-5 rounded-xl border bg-surface p-5 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <div className="flex items-center gap-3">
            <Skeleton className="size-11 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-16 rounded-full" />
            </div>
          </div>
          <Skeleton className="h-12 w-full" />
          <div className="grid grid-cols-2 gap-3">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        </div>
        <div className="flex flex-col gap-4 rounded-xl border bg-surface p-5 sm:p-6">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-10 w-full sm:w-72" />
          <div className="grid gap-4 sm:grid-cols-2">
            {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
              <div key={key} className="flex flex-col gap-2">
                <Skeleton className="h-3.5 w-24" />
                <Skeleton className="h-4 w-32" />
              </div>
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-3 rounded-xl border bg-surface p-5 sm:p-6">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
    </div>
  );
}
