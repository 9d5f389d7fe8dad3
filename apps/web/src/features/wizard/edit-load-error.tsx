import { FileWarningIcon, SearchXIcon, ShieldAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { MessagePanel } from '../../components/message-panel';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';

const backLink = (
  <Button asChild variant="outline">
    <Link to="/my-properties">Back to My Properties</Link>
  </Button>
);

/** Why the listing to edit could not be opened: gone (404), someone else's (403), or a failed load. */
export function EditLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404) {
    return (
      <MessagePanel icon={SearchXIcon} tone="danger" title="Property Not Found" actions={backLink}>
        <p>The property you're looking for doesn't exist or has been removed.</p>
      </MessagePanel>
    );
  }
  if (status === 403) {
    return (
      <MessagePanel icon={ShieldAlertIcon} tone="danger" title="Not Your Listing" actions={backLink}>
        <p>You can only edit properties you have listed.</p>
      </MessagePanel>
    );
  }
  return (
    <LoadErrorPanel icon={FileWarningIcon} title="Could Not Load Property" onRetry={onRetry} actions={backLink}>
      <p>Failed to load property data for editing</p>
    </LoadErrorPanel>
  );
}
