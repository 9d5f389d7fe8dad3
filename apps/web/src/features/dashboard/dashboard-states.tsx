import { HousePlusIcon, PlusIcon, SearchXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { MessagePanel } from '../../components/message-panel';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n/use-i18n';

/** The list could not load and there is nothing older to show. */
export function DashboardLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useI18n();
  return (
    <div className="rounded-xl border bg-surface">
      <LoadErrorPanel
        title={t('dashboard.loadError.title')}
        headingLevel="h3"
        onRetry={onRetry}
        isRetrying={isRetrying}
      >
        <p>{t('dashboard.loadError.body')}</p>
      </LoadErrorPanel>
    </div>
  );
}

/** The owner has no listings at all: invite the first one. */
export function NoPropertiesYet() {
  const { t } = useI18n();
  return (
    <div className="rounded-xl border border-dashed bg-surface">
      <MessagePanel
        icon={HousePlusIcon}
        title={t('dashboard.empty.title')}
        actions={
          <Button asChild>
            <Link to="/list-property">
              <PlusIcon aria-hidden="true" />
              {t('dashboard.listProperty')}
            </Link>
          </Button>
        }
      >
        <p>{t('dashboard.empty.body')}</p>
      </MessagePanel>
    </div>
  );
}

/** Listings exist, but none for this search text and tab. */
export function NoMatchingProperties({ onClear }: { onClear: () => void }) {
  const { t } = useI18n();
  return (
    <div className="rounded-xl border bg-surface">
      <MessagePanel
        icon={SearchXIcon}
        title={t('dashboard.noMatch.title')}
        headingLevel="h3"
        actions={
          <Button variant="outline" onClick={onClear}>
            {t('dashboard.clearSearch')}
          </Button>
        }
      >
        <p>{t('dashboard.noMatch.body')}</p>
      </MessagePanel>
    </div>
  );
}
