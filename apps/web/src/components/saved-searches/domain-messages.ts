import { MAX_SAVED_SEARCHES, SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX } from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api-client';

/**
 * The saved-search schema's and API's messages a person can meet here (the browser's check and the server's
 * answer say the same English words), each with its key in the saved-searches part, so a Hindi page says them
 * in Hindi. Others (an outage) give way to the action's own message.
 */
const DOMAIN_MESSAGES = new Map<string, MessageId>([
  [SAVED_SEARCH_MESSAGES.alreadySaved, 'saved-searches.error.alreadySaved'],
  [SAVED_SEARCH_MESSAGES.limitReached, 'saved-searches.error.limitReached'],
  [SAVED_SEARCH_MESSAGES.nameRequired, 'saved-searches.error.nameRequired'],
  [SAVED_SEARCH_MESSAGES.nameTooLong, 'saved-searches.error.nameTooLong'],
  [SAVED_SEARCH_MESSAGES.notFound, 'saved-searches.error.notFound'],
  [SAVED_SEARCH_MESSAGES.unknownPlace, 'saved-searches.error.unknownPlace'],
]);

/** The limits as the domain writes them into its messages. */
export const MESSAGE_LIMITS = { max: String(MAX_SAVED_SEARCHES), nameMax: String(SAVED_SEARCH_NAME_MAX) };

/** A domain message in the page's language; one it does not know stays undefined. */
export function useDomainMessage() {
  const { t } = useI18n();
  return (message: string | undefined): string | undefined => {
    const id = message === undefined ? undefined : DOMAIN_MESSAGES.get(message);
    return id ? t(id, MESSAGE_LIMITS) : undefined;
  };
}

/** Why a request was refused, in the page's language: a message the domain knows, else the fallback. */
export function useRefusalWords() {
  const domainMessage = useDomainMessage();
  return (error: unknown, fallback: string): string =>
    (error instanceof ApiError ? domainMessage(error.message) : undefined) ?? fallback;
}
