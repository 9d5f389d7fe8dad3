import { FileWarningIcon, SearchXIcon, ShieldAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { MessagePanel } from '../../components/message-panel';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api-client';

/** Why the listing to edit could not be opened: gone (404), someone else's (403), or a failed load. */
export function EditLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useI18n();
  const status = error instanceof ApiError ? error.status : 0;
  const backLink = (
    <Button asChild variant="outline">
      <Link to="/my-properties">{t('wizard.edit.back')}</Link>
    </Button>
  );
  if (status === 404) {
    return (
      <MessagePanel icon={SearchXIcon} tone="danger" title={t('wizard.edit.notFoundTitle')} actions={backLink}>
        <p>{t('wizard.edit.notFoundBody')}</p>
      </MessagePanel>
    );
  }
  if (status === 403) {
    return (
      <MessagePanel icon={ShieldAlertIcon} tone="danger" title={t('wizard.edit.forbiddenTitle')} actions={backLink}>
        <p>{t('wizard.edit.forbiddenBody')}</p>
      </MessagePanel>
    );
  }
  return (
    <LoadErrorPanel
      icon={FileWarningIcon}
      title={t('wizard.edit.loadFailedTitle')}
      onRetry={onRetry}
      actions={backLink}
    >
      <p>{t('wizard.edit.loadFailedBody')}</p>
    </LoadErrorPanel>
  );
}
