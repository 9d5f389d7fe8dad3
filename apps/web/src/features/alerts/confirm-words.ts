import { ALERT_MESSAGES, GUEST_ALERT_MESSAGES } from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import { ApiError } from '../../lib/api-client';

/**
 * The server refuses a guest alert's confirmation link in the domain's English words (GUEST_ALERT_MESSAGES;
 * a missing token in the unsubscribe link's, whose query schema it shares); each has its key here so a Hindi
 * page says it in Hindi. Any other refusal (4xx) is a link that does not work; the server's own trouble (5xx,
 * no answer) is undefined: worth trying again.
 */
const REFUSALS = new Map<string, MessageId>([
  [ALERT_MESSAGES.tokenRequired, 'saved-searches.unsubscribe.tokenRequired'],
  [GUEST_ALERT_MESSAGES.linkInvalid, 'saved-searches.confirm.linkInvalid'],
  [GUEST_ALERT_MESSAGES.linkExpired, 'saved-searches.confirm.linkExpired'],
  [GUEST_ALERT_MESSAGES.alertGone, 'saved-searches.confirm.alertGone'],
]);

export function confirmRefusal(error: unknown): MessageId | undefined {
  if (!(error instanceof ApiError) || error.status >= 500) return undefined;
  return REFUSALS.get(error.message) ?? 'saved-searches.confirm.linkInvalid';
}
