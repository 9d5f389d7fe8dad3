import type { FilterState, HomeTab } from '@aangan/domain';
import { ArrowDownIcon, RefreshCwIcon, SearchXIcon, TriangleAlertIcon } from 'lucide-react';
import { MessagePanel } from '../../components/message-panel';
import { Button } from '../../components/ui/button';
import { HOME_GRID_SIZE, useHomeListings } from './api';
import { ListingCard } from './listing-card';
import { ListingCardSkeleton } from './listing-card-skeleton';

const gridClass = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3';

const skeletonKeys = Array.from({ length: HOME_GRID_SIZE }, (_, index) => `skeleton-${index}`);

interface ListingGridProps {
  tab: HomeTab;
  filters: FilterState;
  /** The results section is open, so 'View All Properties' has done its job. */
  showAll: boolean;
  onShowAll: () => void;
  onResetFilters: () => void;
}

/** The home grid with its loading, error and empty states (spec §2, exact wording). */
export function ListingGrid({ tab, filters, showAll, onShowAll, onResetFilters }: ListingGridProps) {
  const { data, isPending, isError } = useHomeListings(tab, filters);

  if (isPending) {
    return (
      <div className={gridClass} aria-busy="true">
        <span role="status" className="sr-only">
          Loading properties
        </span>
        {skeletonKeys.map((key) => (
          <ListingCardSkeleton key={key} />
        ))}
      </div>
    );
  }

  if (isError) {
    return (
      <MessagePanel
        icon={TriangleAlertIcon}
        tone="danger"
        title="Error Loading Properties"
        headingLevel="h3"
        actions={
          <Button onClick={() => window.location.reload()}>
            <RefreshCwIcon aria-hidden="true" />
            Retry
          </Button>
        }
      >
        <p>There was a problem loading properties. Please try again later.</p>
      </MessagePanel>
    );
  }

  if (data.items.length === 0) {
    return (
      <MessagePanel
        icon={SearchXIcon}
        title="No Properties Found"
        headingLevel="h3"
        actions={
          <Button variant="outline" onClick={onResetFilters}>
            Reset Filters
          </Button>
        }
      >
        <p>Try adjusting your search filters to find more properties.</p>
      </MessagePanel>
    );
  }

  const hasMore = data.total > HOME_GRID_SIZE;
  return (
    <div className="flex flex-col gap-8">
      <ul className={gridClass}>
        {data.items.map((property) => (
          <li key={property.id} className="flex min-w-0">
            <ListingCard property={property} />
          </li>
        ))}
      </ul>
      {hasMore && !showAll && (
        <Button variant="outline" size="lg" className="self-center" onClick={onShowAll}>
          View All Properties
          <ArrowDownIcon aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
