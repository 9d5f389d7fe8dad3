import { RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { MessagePanel } from '../components/message-panel';
import { Button } from '../components/ui/button';

/** Catches a failed route (for example a chunk that no longer exists after a deploy) inside the layout. */
export function RouteError() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className="page-container py-10 sm:py-16">
      <MessagePanel
        icon={TriangleAlertIcon}
        tone="danger"
        title="Something went wrong"
        headingLevel="h1"
        actions={
          <Button onClick={() => window.location.reload()}>
            <RefreshCwIcon aria-hidden="true" />
            Reload page
          </Button>
        }
      >
        <p>This page could not be shown. Reloading usually fixes it.</p>
      </MessagePanel>
    </section>
  );
}
