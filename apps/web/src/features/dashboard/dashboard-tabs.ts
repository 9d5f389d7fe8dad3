import type { MyPropertiesSummary, Purpose } from '@aangan/domain';
import type { MessageId } from '@lingui/core';

/** The tabs in their spec order (All / For Rent / For Sale / PG/Co-living); a purpose tab is named by its purpose. */
export const DASHBOARD_TABS = ['all', 'rent', 'sell', 'pg'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export function isDashboardTab(value: unknown): value is DashboardTab {
  return typeof value === 'string' && (DASHBOARD_TABS as readonly string[]).includes(value);
}

/** Tab and summary labels: the same words name a purpose in both places. */
export const TAB_LABELS: Record<DashboardTab, MessageId> = {
  all: 'dashboard.tab.all',
  rent: 'dashboard.tab.rent',
  sell: 'dashboard.tab.sell',
  pg: 'dashboard.tab.pg',
};

/** What the server filters on: All sends no purpose. */
export function purposeForTab(tab: DashboardTab): Purpose | undefined {
  return tab === 'all' ? undefined : tab;
}

/** How many of the owner's listings a tab holds, whatever the search text. */
export function tabCount(tab: DashboardTab, summary: MyPropertiesSummary): number {
  return tab === 'all' ? summary.total : summary.byPurpose[tab];
}
