import type { Property } from '@aangan/domain';
import { CloudOffIcon, SearchXIcon } from 'lucide-react';
import { ListingCard } from '../../components/listing-card/listing-card';
import { ListingCardSkeleton } from '../../components/listing-card/listing-card-skeleton';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { MessagePanel } from '../../components/message-panel';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n/use-i18n';

/** The states a list of listings passes through (docs/product.md §2, exact wording), shared by the home grid and the results. */

export function ListingSkeletonGrid({ count, className }: { count: number; className: string }) {
  const { t } = useI18n();
  return (
    <div className={className} aria-busy="true">
      <span role="status" className="sr-only">
        {t('search.states.loading')}
      </span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart
        <ListingCardSkeleton key={index} />
      ))}
    </div>
  );
}

export function ListingsLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <LoadErrorPanel title={t('search.states.error')} headingLevel="h3" onRetry={onRetry}>
      <p>{t('search.states.errorText')}</p>
    </LoadErrorPanel>
  );
}

export function NoListingsFound({ onResetFilters }: { onResetFilters: () => void }) {
  const { t } = useI18n();
  return (
    <MessagePanel
      icon={SearchXIcon}
      title={t('search.states.empty')}
      headingLevel="h3"
      actions={
        <Button variant="outline" onClick={onResetFilters}>
          {t('search.states.resetFilters')}
        </Button>
      }
    >
      <p>{t('search.states.emptyText')}</p>
    </MessagePanel>
  );
}

/** Above listings the app already held, shown because the search itself failed (offline, or the server). */
function LoadedListingsNote() {
  const { t } = useI18n();
  return (
    <p role="status" className="flex items-start gap-2 rounded-lg bg-muted px-4 py-3 text-muted-foreground text-sm">
      <CloudOffIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t('search.states.loadedNote')}
    </p>
  );
}

interface LoadedListingsProps {
  listings: Property[];
  className: string;
  onResetFilters: () => void;
}

/** A failed search answered from the listings already loaded: the note, then those that match (or none found). */
export function LoadedListings({ listings, className, onResetFilters }: LoadedListingsProps) {
  return (
    <div className="flex flex-col gap-5">
      <LoadedListingsNote />
      {listings.length === 0 ? (
        <NoListingsFound onResetFilters={onResetFilters} />
      ) : (
        <ul className={className}>
          {listings.map((property) => (
            <li key={property.id} className="flex min-w-0">
              <ListingCard property={property} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
