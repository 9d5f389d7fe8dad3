import type { Me } from '@aangan/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthDialog } from '../../lib/auth-dialog';
import { setCurrentUser } from '../../lib/current-user';

/** After a sign-in or a verified code: the answer is the current user, and the dialog's job is done. */
export function useCompleteSignIn(): (me: Me) => Promise<void> {
  const queryClient = useQueryClient();
  const { setOpen } = useAuthDialog();
  return async (me) => {
    await setCurrentUser(queryClient, me);
    setOpen(false);
  };
}
