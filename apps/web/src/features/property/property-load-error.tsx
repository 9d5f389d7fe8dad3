import { LoadErrorPanel } from '../../components/load-error-panel';
import { useI18n } from '../../i18n/use-i18n';

/** Any other failed load: the toast has said so; this keeps the page useful with a Retry. */
export function PropertyLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useI18n();
  return (
    <section className="page-container py-10 sm:py-16">
      <LoadErrorPanel title={t('property.loadError.title')} headingLevel="h1" onRetry={onRetry} isRetrying={isRetrying}>
        <p>{t('property.loadError.text')}</p>
      </LoadErrorPanel>
    </section>
  );
}
