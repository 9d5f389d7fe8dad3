import type { Me } from '@aangan/domain';
import { useQueryClient } from '@tanstack/react-query';
import { settleLanguageAfterSignIn } from '../../i18n/remember-locale';
import { useI18n } from '../../i18n/use-i18n';
import { useAuthDialog } from '../../lib/auth-dialog';
import { setCurrentUser } from '../../lib/current-user';

/**
 * After a sign-in or a verified code: the answer is the current user, the dialog's job is done, and the page
 * moves to the account's language if this device never chose one.
 */
export function useCompleteSignIn(): (me: Me) => Promise<void> {
  const queryClient = useQueryClient();
  const { setOpen } = useAuthDialog();
  const { locale } = useI18n();
  return async (me) => {
    await setCurrentUser(queryClient, me);
    setOpen(false);
    settleLanguageAfterSignIn(me, locale);
  };
}
