import { ALERT_UNSUBSCRIBE_LINK_DAYS } from '@aangan/domain';
import { searchLinkToken } from './search-link-token.ts';

/**
 * An alert mail's unsubscribe token (decision 029): it lapses ALERT_UNSUBSCRIBE_LINK_DAYS after the mail, so
 * an old forwarded mail does not stay a switch for ever.
 */
const unsubscribe = searchLinkToken('aangan alert-unsubscribe v1', ALERT_UNSUBSCRIBE_LINK_DAYS);

export const signUnsubscribe = unsubscribe.sign;
export const readUnsubscribe = unsubscribe.read;
