import { HOME_TABS, type HomeTab } from '@aangan/domain';

/** Section heading per home tab (spec §2). */
export const SECTION_TITLES: Record<HomeTab, string> = {
  all: 'All Properties',
  buy: 'Properties for Sale',
  rent: 'Properties for Rent',
  pg: 'PG Accommodations',
  commercial: 'Commercial Properties',
};

export const TAB_LINKS: { tab: HomeTab; label: string; to: string }[] = [
  { tab: 'all', label: 'All', to: '/' },
  { tab: 'buy', label: 'Buy', to: '/buy' },
  { tab: 'rent', label: 'Rent', to: '/rent' },
  { tab: 'pg', label: 'PG', to: '/pg' },
  { tab: 'commercial', label: 'Commercial', to: '/commercial' },
];

function isHomeTab(value: string): value is HomeTab {
  return (HOME_TABS as readonly string[]).includes(value);
}

/** The first path segment picks the tab; anything else is 'all'. */
export function tabFromPath(pathname: string): HomeTab {
  const segment = pathname.split('/')[1] ?? '';
  return isHomeTab(segment) ? segment : 'all';
}

export interface TabSearch {
  purpose?: 'buy' | 'rent' | 'pg';
  type?: 'commercial';
}

/** The search a tab stands for: a purpose, or the commercial type. */
export function searchForTab(tab: HomeTab): TabSearch {
  if (tab === 'buy' || tab === 'rent' || tab === 'pg') return { purpose: tab };
  if (tab === 'commercial') return { type: 'commercial' };
  return {};
}
