import type { FilterState } from '@aangan/domain';
import type { MessageId } from '@lingui/core';

/** The budget's title: what the amount is for the purpose (the sheet's and the sidebar's). */
export function budgetTitle(purpose: FilterState['purpose']): MessageId {
  return purpose === 'buy' ? 'search.filter.budget' : 'search.filter.monthlyRent';
}
