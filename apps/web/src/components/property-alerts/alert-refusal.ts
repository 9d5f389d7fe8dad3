import {
  AUTH_MESSAGES,
  EMAIL_MAX_LENGTH,
  GUEST_ALERT_MESSAGES,
  MAX_GUEST_ALERTS_PER_EMAIL,
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
} from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api-client';

/**
 * The domain's messages an alert request can be refused with (the server writes them in English), each with
 * its key in the search part, so a Hindi page says them in Hindi.
 */
const REFUSALS = new Map<string, MessageId>([
  [GUEST_ALERT_MESSAGES.emailRequired, 'search.alerts.error.emailRequired'],
  [AUTH_MESSAGES.emailInvalid, 'search.alerts.error.emailInvalid'],
  [AUTH_MESSAGES.emailTooLong, 'search.alerts.error.emailTooLong'],
  [GUEST_ALERT_MESSAGES.limitReached, 'search.alerts.error.limitReached'],
  [GUEST_ALERT_MESSAGES.rateLimited, 'search.alerts.error.rateLimited'],
  [SAVED_SEARCH_MESSAGES.limitReached, 'search.alerts.error.savedLimit'],
]);

/** The limits as the domain writes them into its messages. */
export const REFUSAL_LIMITS = {
  max: String(MAX_GUEST_ALERTS_PER_EMAIL),
  savedMax: String(MAX_SAVED_SEARCHES),
  emailMax: String(EMAIL_MAX_LENGTH),
};

/** Why a request was refused, and whether it is the address's fault (said under the email field). */
export interface AlertRefusal {
  isAboutEmail: boolean;
  words: string;
}

/**
 * A refusal in the page's language: the address's own message (or, unknown, 'not a valid address'); too
 * many requests; a message the domain knows; any other 400 is the search's (its filters); anything else —
 * the server's trouble, no connection — is worth another try.
 */
export function useAlertRefusal() {
  const { t } = useI18n();
  const say = (id: MessageId) => t(id, REFUSAL_LIMITS);
  return (error: unknown): AlertRefusal => {
    if (!(error instanceof ApiError)) return { isAboutEmail: false, words: say('search.alerts.error.failed') };
    const emailMessage = error.fields?.email;
    if (emailMessage)
      return { isAboutEmail: true, words: say(REFUSALS.get(emailMessage) ?? 'search.alerts.error.emailInvalid') };
    if (error.status === 429) return { isAboutEmail: false, words: say('search.alerts.error.rateLimited') };
    const known = REFUSALS.get(error.message);
    if (known) return { isAboutEmail: false, words: say(known) };
    return {
      isAboutEmail: false,
      words: say(error.status === 400 ? 'search.alerts.error.search' : 'search.alerts.error.failed'),
    };
  };
}
