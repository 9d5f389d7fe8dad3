/**
 * How the home tabs and the filter state's purpose and type agree. On a tab page the path scopes the
 * search (buy, rent and pg fix the purpose, commercial the type), so the URL's query keeps only the rest.
 */
import type { HomeTab } from '../enums.ts';
import { FILTER_DEFAULTS, type FilterState, searchesTenants } from '../search/filter-state.ts';

/**
 * The filters as a home tab shows them: buy, rent and pg set the purpose, commercial the property type,
 * so a filter form offers the fields that tab searches (buy drops the tenants it does not search).
 */
export function filtersForTab(tab: HomeTab, filters: FilterState): FilterState {
  if (tab === 'buy' || tab === 'rent' || tab === 'pg') {
    return { ...filters, purpose: tab, tenant: searchesTenants(tab) ? filters.tenant : [] };
  }
  if (tab === 'commercial') return { ...filters, propertyType: 'commercial' };
  return filters;
}

/**
 * The tab a search chosen in a filter form belongs on: a different purpose or type moves to its tab;
 * an untouched scope stays where it is (on 'all' too).
 */
export function tabForFilters(tab: HomeTab, before: FilterState, after: FilterState): HomeTab {
  const isScopeUnchanged = before.purpose === after.purpose && before.propertyType === after.propertyType;
  if (isScopeUnchanged) return tab;
  return after.propertyType === 'commercial' ? 'commercial' : after.purpose;
}

/**
 * The filters kept in the URL of a tab page, without what the path already says. Commercial keeps its
 * purpose (it still picks the budget range); on 'all' the grid searches every purpose and type.
 */
export function withoutScope(tab: HomeTab, filters: FilterState): FilterState {
  const purpose = tab === 'commercial' ? filters.purpose : FILTER_DEFAULTS.purpose;
  return { ...filters, purpose, propertyType: FILTER_DEFAULTS.propertyType };
}
