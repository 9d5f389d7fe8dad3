import { useI18n } from '../../i18n/use-i18n';
import { errorMessage } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useAuthError } from './auth-errors';

/** A failure's toast: its title, and what it says when the server gave no words of its own. */
interface FailureCopy {
  title: string;
  fallback: string;
}

/**
 * Toast copy for the auth dialog and the /verify page (docs/product.md §8), in the page's language; the English
 * titles and fallbacks are the spec's, word for word. `fail` toasts a failure with the server's words, in the
 * page's language when the domain knows them.
 */
export function useAuthToasts() {
  const { t } = useI18n();
  const say = useAuthError();
  const verified = t('auth.toast.verifySuccess');
  const verifyFailed = t('auth.toast.verifyFailed');
  return {
    loginSuccess: { title: t('auth.toast.loginSuccess'), description: t('auth.toast.loginSuccessText') },
    loginFailed: { title: t('auth.toast.loginFailed'), fallback: t('auth.toast.loginFailedFallback') },
    registerSuccess: { title: t('auth.toast.registerSuccess'), description: t('auth.toast.registerSuccessText') },
    registerFailed: { title: t('auth.toast.registerFailed'), fallback: t('auth.toast.registerFailedFallback') },
    verifySuccess: { title: verified, description: t('auth.toast.verifySuccessText') },
    verifyFailed: { title: verifyFailed, fallback: t('auth.toast.verifyFailedFallback') },
    resendSuccess: { title: t('auth.toast.resendSuccess'), description: t('auth.toast.resendSuccessText') },
    resendFailed: { title: t('auth.toast.resendFailed'), fallback: t('auth.toast.resendFailedFallback') },
    resetSent: { title: t('auth.toast.resetSent'), description: t('auth.toast.resetSentText') },
    resetSendFailed: { title: t('auth.toast.resetSendFailed'), fallback: t('auth.toast.resetSendFailedFallback') },
    resetSuccess: { title: t('auth.toast.resetSuccess'), description: t('auth.toast.resetSuccessText') },
    resetFailed: { title: t('auth.toast.resetFailed'), fallback: t('auth.toast.resetFailedFallback') },
    pageVerifySuccess: { title: verified, description: t('auth.toast.pageVerifySuccessText') },
    pageVerifyFailed: { title: verifyFailed, fallback: t('auth.toast.pageVerifyFailedFallback') },
    pageVerifyError: { title: t('auth.toast.pageVerifyError'), description: t('auth.toast.pageVerifyErrorText') },
    fail(copy: FailureCopy, error: unknown): void {
      toast.error(copy.title, { description: say(errorMessage(error, copy.fallback)) });
    },
  };
}
