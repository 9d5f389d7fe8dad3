import { HousePlusIcon, PlusIcon, SearchXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { MessagePanel } from '../../components/message-panel';
import { Button } from '../../components/ui/button';
import { DASHBOARD_COPY } from './messages';

/** The list could not load and there is nothing older to show. */
export function DashboardLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <div className="rounded-xl border bg-surface">
      <LoadErrorPanel
        title="Could not load your properties"
        headingLevel="h3"
        onRetry={onRetry}
        isRetrying={isRetrying}
      >
        <p>Something went wrong while fetching your listings. Check your connection and try again.</p>
      </LoadErrorPanel>
    </div>
  );
}

/** The owner has no listings at all: invite the first one. */
export function NoPropertiesYet() {
  return (
    <div className="rounded-xl border border-dashed bg-surface">
      <MessagePanel
        icon={HousePlusIcon}
        title={DASHBOARD_COPY.emptyTitle}
        actions={
          <Button asChild>
            <Link to="/list-property">
              <PlusIcon aria-hidden="true" />
              {DASHBOARD_COPY.listProperty}
            </Link>
          </Button>
        }
      >
        <p>Listing is free. Add photos and details, and reach buyers and tenants looking in your city.</p>
      </MessagePanel>
    </div>
  );
}

/** Listings exist, but none for this search text and tab. */
export function NoMatchingProperties({ onClear }: { onClear: () => void }) {
  return (
    <div className="rounded-xl border bg-surface">
      <MessagePanel
        icon={SearchXIcon}
        title={DASHBOARD_COPY.noMatchTitle}
        headingLevel="h3"
        actions={
          <Button variant="outline" onClick={onClear}>
            {DASHBOARD_COPY.clearSearch}
          </Button>
        }
      >
        <p>Try another title, city or locality, or look in a different tab.</p>
      </MessagePanel>
    </div>
  );
}
