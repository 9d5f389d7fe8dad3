import { Skeleton } from '../../components/ui/skeleton';
import { useI18n } from '../../i18n/use-i18n';

/** The wizard's shape while the listing to edit loads. */
export function WizardSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" aria-label={t('wizard.edit.loading')} className="grid gap-6">
      <Skeleton className="h-8 w-full" />
      <div className="grid gap-5 rounded-xl border bg-surface p-5">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-10 w-full" />
      </div>
      <div className="flex justify-between">
        <Skeleton className="h-10 w-28" />
        <Skeleton className="h-10 w-28" />
      </div>
    </div>
  );
}
