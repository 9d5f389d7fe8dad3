import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { finishAccountDeletion, isAccountDeletedState } from '../../lib/account-deleted';

/** Once home is on screen after an account deletion: the person is forgotten and told (lib/account-deleted.ts). */
export function useFinishAccountDeletion(): void {
  const queryClient = useQueryClient();
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const deleted = pathname === '/' && isAccountDeletedState(state);

  useEffect(() => {
    if (!deleted) return;
    finishAccountDeletion(queryClient);
    // The state is dropped, so going back and forth does not say it again.
    void navigate('/', { replace: true, state: null });
  }, [deleted, navigate, queryClient]);
}
