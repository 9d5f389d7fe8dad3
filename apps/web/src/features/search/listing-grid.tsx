import type { HomeTab } from '@aangan/domain';
import { RefreshCwIcon, SearchXIcon, TriangleAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { MessagePanel } from '../../components/message-panel';
import { Button } from '../../components/ui/button';
import { HOME_GRID_SIZE, useHomeListings } from './api';
import { ListingCard } from './listing-card';
import { ListingCardSkeleton } from './listing-card-skeleton';

const gridClass = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3';

const skeletonKeys = Array.from({ length: HOME_GRID_SIZE }, (_, index) => `skeleton-${index}`);

/** The home grid with its loading, error and empty states (spec §2, exact wording). */
export function ListingGrid({ tab }: { tab: HomeTab }) {
  const { data, isPending, isError } = useHomeListings(tab);

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
          <Button asChild variant="outline">
            <Link to="/">Reset Filters</Link>
          </Button>
        }
      >
        <p>Try adjusting your search filters to find more properties.</p>
      </MessagePanel>
    );
  }

  return (
    <ul className={gridClass}>
      {data.items.map((property) => (
        <li key={property.id} className="flex min-w-0">
          <ListingCard property={property} />
        </li>
      ))}
    </ul>
  );
}
