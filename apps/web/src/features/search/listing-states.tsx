import { SearchXIcon } from 'lucide-react';
import { ListingCardSkeleton } from '../../components/listing-card/listing-card-skeleton';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { MessagePanel } from '../../components/message-panel';
import { Button } from '../../components/ui/button';

/** The states a list of listings passes through (docs/product.md §2, exact wording), shared by the home grid and the results. */

export function ListingSkeletonGrid({ count, className }: { count: number; className: string }) {
  return (
    <div className={className} aria-busy="true">
      <span role="status" className="sr-only">
        Loading properties
      </span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart
        <ListingCardSkeleton key={index} />
      ))}
    </div>
  );
}

export function ListingsLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <LoadErrorPanel title="Error Loading Properties" headingLevel="h3" onRetry={onRetry}>
      <p>There was a problem loading properties. Please try again later.</p>
    </LoadErrorPanel>
  );
}

export function NoListingsFound({ onResetFilters }: { onResetFilters: () => void }) {
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
