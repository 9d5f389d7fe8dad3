import { RotateCwIcon, TriangleAlertIcon } from 'lucide-react';
import { MessagePanel } from '../../components/message-panel';
import { Button } from '../../components/ui/button';
import { PROPERTY_TOASTS } from './messages';

/** Any other failed load: the toast has said so; this keeps the page useful with a Retry. */
export function PropertyLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <section className="page-container py-10 sm:py-16">
      <MessagePanel
        icon={TriangleAlertIcon}
        tone="danger"
        title="Something Went Wrong"
        headingLevel="h1"
        actions={
          <Button onClick={onRetry} disabled={isRetrying}>
            <RotateCwIcon
              aria-hidden="true"
              className={isRetrying ? 'animate-spin motion-reduce:animate-none' : undefined}
            />
            Retry
          </Button>
        }
      >
        <p>{PROPERTY_TOASTS.loadFailed.description} Please check your connection and try again.</p>
      </MessagePanel>
    </section>
  );
}
