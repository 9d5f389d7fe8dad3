import { ALERT_MESSAGES } from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import { ApiError } from '../../lib/api-client';

/**
 * The server refuses an unsubscribe link in the domain's English words (ALERT_MESSAGES); each has its key
 * here so a Hindi page says it in Hindi. Any other refusal of a link (4xx) is a link that does not work; an
 * error on the server's side (5xx, no answer) is undefined: worth trying again.
 */
const REFUSALS = new Map<string, MessageId>([
  [ALERT_MESSAGES.tokenRequired, 'saved-searches.unsubscribe.tokenRequired'],
  [ALERT_MESSAGES.linkInvalid, 'saved-searches.unsubscribe.linkInvalid'],
  [ALERT_MESSAGES.linkExpired, 'saved-searches.unsubscribe.linkExpired'],
  [ALERT_MESSAGES.searchGone, 'saved-searches.unsubscribe.searchGone'],
]);

export function unsubscribeRefusal(error: unknown): MessageId | undefined {
  if (!(error instanceof ApiError) || error.status >= 500) return undefined;
  return REFUSALS.get(error.message) ?? 'saved-searches.unsubscribe.linkInvalid';
}
