import { RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { MessagePanel } from '../components/message-panel';
import { Button } from '../components/ui/button';
import { useI18n } from '../i18n/use-i18n';

/** Catches a failed route (for example a chunk that no longer exists after a deploy) inside the layout. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useI18n();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className="page-container py-10 sm:py-16">
      <MessagePanel
        icon={TriangleAlertIcon}
        tone="danger"
        title={t('common.routeError.title')}
        headingLevel="h1"
        actions={
          <Button onClick={() => window.location.reload()}>
            <RefreshCwIcon aria-hidden="true" />
            {t('common.routeError.reload')}
          </Button>
        }
      >
        <p>{t('common.routeError.text')}</p>
      </MessagePanel>
    </section>
  );
}
