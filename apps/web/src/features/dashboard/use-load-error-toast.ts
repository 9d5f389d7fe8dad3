import { useEffect } from 'react';
import { toast } from '../../lib/toast';
import { DASHBOARD_TOASTS } from './messages';

/** One 'Failed to load your properties' toast per failed load; a fixed id keeps it single if React re-runs effects. */
export function useLoadErrorToast(error: Error | null): void {
  useEffect(() => {
    if (!error) return;
    toast.error(DASHBOARD_TOASTS.loadFailed.title, {
      id: 'my-properties-load-error',
      description: DASHBOARD_TOASTS.loadFailed.description,
    });
  }, [error]);
}
