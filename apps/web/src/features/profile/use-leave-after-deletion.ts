import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_DELETED_STATE } from '../../lib/account-deleted';

/**
 * After the account is deleted: home, where the layout forgets the person and shows the toast
 * (lib/account-deleted.ts), as signing out does (app/layout/use-logout.ts).
 */
export function useLeaveAfterDeletion(): () => void {
  const navigate = useNavigate();
  return useCallback(() => void navigate('/', { replace: true, state: ACCOUNT_DELETED_STATE }), [navigate]);
}
