import { ALERT_CONFIRM_LINK_DAYS } from '@aangan/domain';
import { searchLinkToken } from './search-link-token.ts';

/**
 * A guest alert's confirmation token (decision 029, Guests): it names the waiting alert and lapses with
 * ALERT_CONFIRM_LINK_DAYS, when the cleanup job deletes an alert nobody confirmed.
 */
const confirm = searchLinkToken('aangan alert-confirm v1', ALERT_CONFIRM_LINK_DAYS);

export const signConfirmation = confirm.sign;
export const readConfirmation = confirm.read;
