import { HOME_TAB_LABELS, HOME_TABS, type HomeTab, homeTabPath } from '@aangan/domain';

/** Section heading per home tab (docs/product.md §2). */
export const SECTION_TITLES: Record<HomeTab, string> = {
  all: 'All Properties',
  buy: 'Properties for Sale',
  rent: 'Properties for Rent',
  pg: 'PG Accommodations',
  commercial: 'Commercial Properties',
};

export const TAB_LINKS: { tab: HomeTab; label: string; to: string }[] = HOME_TABS.map((tab) => ({
  tab,
  label: HOME_TAB_LABELS[tab],
  to: homeTabPath(tab),
}));

/** The hero search box's hint (docs/product.md §2): Buy leaves out 'city', every other tab has it. */
export function searchPlaceholder(tab: HomeTab): string {
  return tab === 'buy' ? 'Enter locality, landmark or project' : 'Enter city, locality, landmark or project';
}
