import { useEffect } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { toast } from '../../lib/toast';

/** One 'Failed to load your properties' toast per failed load; a fixed id keeps it single if React re-runs effects. */
export function useLoadErrorToast(error: Error | null): void {
  const { t } = useI18n();
  const title = t('dashboard.toast.error');
  const description = t('dashboard.toast.loadFailed');
  useEffect(() => {
    if (!error) return;
    toast.error(title, { id: 'my-properties-load-error', description });
  }, [error, title, description]);
}
