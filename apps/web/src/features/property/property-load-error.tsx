import { LoadErrorPanel } from '../../components/load-error-panel';
import { PROPERTY_TOASTS } from './messages';

/** Any other failed load: the toast has said so; this keeps the page useful with a Retry. */
export function PropertyLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <section className="page-container py-10 sm:py-16">
      <LoadErrorPanel title="Something Went Wrong" headingLevel="h1" onRetry={onRetry} isRetrying={isRetrying}>
        <p>{PROPERTY_TOASTS.loadFailed.description} Please check your connection and try again.</p>
      </LoadErrorPanel>
    </section>
  );
}
