import { RefreshCwIcon, SearchXIcon, TriangleAlertIcon } from 'lucide-react';
import { ListingCardSkeleton } from '../../components/listing-card/listing-card-skeleton';
import { MessagePanel } from '../../components/message-panel';
import { Button } from '../../components/ui/button';

/** The states a list of listings passes through (spec §2, exact wording), shared by the home grid and the results. */

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
    <MessagePanel
      icon={TriangleAlertIcon}
      tone="danger"
      title="Error Loading Properties"
      headingLevel="h3"
      actions={
        <Button onClick={onRetry}>
          <RefreshCwIcon aria-hidden="true" />
          Retry
        </Button>
      }
    >
      <p>There was a problem loading properties. Please try again later.</p>
    </MessagePanel>
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
