import { HOME_TABS, type HomeTab, homeTabPath } from '@aangan/domain';
import type { MessageId } from '@lingui/core';

/** Section heading per home tab (docs/product.md §2). */
export const SECTION_TITLES: Record<HomeTab, MessageId> = {
  all: 'search.section.all',
  buy: 'search.section.buy',
  rent: 'search.section.rent',
  pg: 'search.section.pg',
  commercial: 'search.section.commercial',
};

/** The tabs as links, each named by the page's HOME_TAB_LABELS. */
export const TAB_LINKS: { tab: HomeTab; to: string }[] = HOME_TABS.map((tab) => ({ tab, to: homeTabPath(tab) }));

/** The hero search box's hint (docs/product.md §2): Buy leaves out 'city', every other tab has it. */
export function searchPlaceholder(tab: HomeTab): MessageId {
  return tab === 'buy' ? 'search.placeholder.buy' : 'search.placeholder.any';
}
