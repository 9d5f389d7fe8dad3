import {
  AUTH_MESSAGES,
  EMAIL_MAX_LENGTH,
  MODERATION_MESSAGES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import { useI18n } from '../../i18n/use-i18n';

/**
 * The domain's English sentences the auth forms show (the shared schemas' field errors, and the server's answers
 * for a wrong password, a taken address, a spent code…), each with its key in the auth part, so a Hindi page says
 * them in Hindi. The server's words are the same constants, so one table serves the browser's check and the 400.
 */
export const AUTH_ERRORS = new Map<string, MessageId>([
  [AUTH_MESSAGES.loginFieldsRequired, 'auth.error.loginFieldsRequired'],
  [AUTH_MESSAGES.registerNameRequired, 'auth.error.registerNameRequired'],
  [AUTH_MESSAGES.registerPhoneRequired, 'auth.error.registerPhoneRequired'],
  [AUTH_MESSAGES.registerPasswordRequired, 'auth.error.registerPasswordRequired'],
  [AUTH_MESSAGES.registerTermsRequired, 'auth.error.registerTermsRequired'],
  [AUTH_MESSAGES.registerPasswordTooShort, 'auth.error.registerPasswordTooShort'],
  [AUTH_MESSAGES.codeRequired, 'auth.error.codeRequired'],
  [AUTH_MESSAGES.codeFormat, 'auth.error.codeFormat'],
  [AUTH_MESSAGES.emailRequired, 'auth.error.emailRequired'],
  [AUTH_MESSAGES.emailInvalid, 'auth.error.emailInvalid'],
  [AUTH_MESSAGES.emailTooLong, 'auth.error.emailTooLong'],
  [AUTH_MESSAGES.phoneInvalid, 'auth.error.phoneInvalid'],
  [AUTH_MESSAGES.nameTooLong, 'auth.error.nameTooLong'],
  [AUTH_MESSAGES.passwordTooLong, 'auth.error.passwordTooLong'],
  [AUTH_MESSAGES.newPasswordRequired, 'auth.error.newPasswordRequired'],
  [AUTH_MESSAGES.resetPasswordsMismatch, 'auth.error.resetPasswordsMismatch'],
  [AUTH_MESSAGES.resetPasswordTooShort, 'auth.error.resetPasswordTooShort'],
  [AUTH_MESSAGES.verificationLinkTitle, 'auth.error.verificationLinkTitle'],
  [AUTH_MESSAGES.verificationLinkMissing, 'auth.error.verificationLinkMissing'],
  [AUTH_MESSAGES.duplicateEmail, 'auth.error.duplicateEmail'],
  [AUTH_MESSAGES.duplicateEmailTitle, 'auth.error.duplicateEmailTitle'],
  [AUTH_MESSAGES.invalidCredentials, 'auth.error.invalidCredentials'],
  [AUTH_MESSAGES.emailNotVerified, 'auth.error.emailNotVerified'],
  [AUTH_MESSAGES.codeInvalid, 'auth.error.codeInvalid'],
  [AUTH_MESSAGES.codeExpired, 'auth.error.codeExpired'],
  [AUTH_MESSAGES.codeTooManyTries, 'auth.error.codeTooManyTries'],
  [AUTH_MESSAGES.tooManyRequests, 'auth.error.tooManyRequests'],
  [MODERATION_MESSAGES.suspendedSignIn, 'auth.error.suspendedSignIn'],
]);

/** The numbers the domain writes into its messages, as it writes them ('254', not '२५४'). */
export const AUTH_LIMITS = {
  length: String(VERIFICATION_CODE_LENGTH),
  emailMax: String(EMAIL_MAX_LENGTH),
  nameMax: String(NAME_MAX_LENGTH),
  passwordMin: String(PASSWORD_MIN_LENGTH),
  passwordMax: String(PASSWORD_MAX_LENGTH),
};

/** resendTooSoonMessage's sentence: the only one with a number the server fills in. */
const RESEND_TOO_SOON = /^Please wait (\d+) seconds? before asking for a new code\.$/;

/**
 * A domain message in the page's language: a field's error, or the server's words in a toast. Words the table
 * does not know (a new server message) are shown as they come.
 */
export function useAuthError() {
  const { t } = useI18n();
  function say(message: string): string;
  function say(message: string | undefined): string | undefined;
  function say(message: string | undefined) {
    if (message === undefined) return undefined;
    const id = AUTH_ERRORS.get(message);
    if (id) return t(id, AUTH_LIMITS);
    const tooSoon = RESEND_TOO_SOON.exec(message);
    return tooSoon ? t('auth.error.resendTooSoon', { seconds: Number(tooSoon[1]) }) : message;
  }
  return say;
}
