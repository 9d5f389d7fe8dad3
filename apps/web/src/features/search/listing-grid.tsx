import { type FilterState, type HomeTab, toSearchQuery } from '@aangan/domain';
import { ArrowDownIcon } from 'lucide-react';
import { ListingCard, PRIORITY_CARDS } from '../../components/listing-card/listing-card';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n/use-i18n';
import { HOME_GRID_SIZE, useHomeListings } from './api';
import { ListingSkeletonGrid, ListingsLoadError, LoadedListings, NoListingsFound } from './listing-states';
import { useLoadedListingsFallback } from './loaded-listings';

const gridClass = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3';

interface ListingGridProps {
  tab: HomeTab;
  filters: FilterState;
  onShowAll: () => void;
  onResetFilters: () => void;
}

/** The home grid with its loading, error and empty states (docs/product.md §2, exact wording). */
export function ListingGrid({ tab, filters, onShowAll, onResetFilters }: ListingGridProps) {
  const { t } = useI18n();
  const { data, isPending, error } = useHomeListings(tab, filters);
  const fallback = useLoadedListingsFallback(toSearchQuery(filters, { tab }), error);

  if (isPending) return <ListingSkeletonGrid count={HOME_GRID_SIZE} className={gridClass} />;
  if (fallback) {
    const listings = fallback.slice(0, HOME_GRID_SIZE);
    return <LoadedListings listings={listings} className={gridClass} onResetFilters={onResetFilters} />;
  }
  // The spec's Retry reloads the page.
  if (error) return <ListingsLoadError onRetry={() => window.location.reload()} />;
  if (data.items.length === 0) return <NoListingsFound onResetFilters={onResetFilters} />;

  const hasMore = data.total > HOME_GRID_SIZE;
  return (
    <div className="flex flex-col gap-8">
      <ul className={gridClass}>
        {data.items.map((property, index) => (
          <li key={property.id} className="flex min-w-0">
            <ListingCard property={property} priority={index < PRIORITY_CARDS} />
          </li>
        ))}
      </ul>
      {hasMore && (
        <Button variant="outline" size="lg" className="self-center" onClick={onShowAll}>
          {t('search.grid.viewAll')}
          <ArrowDownIcon aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
