/** What a listing is and who posts it (docs/product.md §2 wizard step 1, §3), each with its display label. */

import { isOneOf } from './one-of.ts';

export const PURPOSES = ['sell', 'rent', 'pg'] as const;
export type Purpose = (typeof PURPOSES)[number];
export const PURPOSE_LABELS: Record<Purpose, string> = { sell: 'Sell', rent: 'Rent/Lease', pg: 'PG' };

/** Home tabs: `buy` maps to stored `sell`; `commercial` is a tab that filters on type. */
export const HOME_TABS = ['all', 'buy', 'rent', 'pg', 'commercial'] as const;
export type HomeTab = (typeof HOME_TABS)[number];
/** The first path segment picks the home tab (docs/product.md §2: /buy, /rent, /pg, /commercial); anything else is 'all'. */
export function homeTabFromPath(pathname: string): HomeTab {
  const segment = pathname.split('/')[1] ?? '';
  return isOneOf(HOME_TABS, segment) ? segment : 'all';
}

/** The path a home tab lives at ('all' is /). */
export function homeTabPath(tab: HomeTab): string {
  return tab === 'all' ? '/' : `/${tab}`;
}

export const HOME_TAB_LABELS: Record<HomeTab, string> = {
  all: 'All',
  buy: 'Buy',
  rent: 'Rent',
  pg: 'PG',
  commercial: 'Commercial',
};

/** Purposes a seeker picks in the filters; `buy` is stored as `sell` (docs/product.md §3). */
export const FILTER_PURPOSES = ['buy', 'rent', 'pg'] as const;
export type FilterPurpose = (typeof FILTER_PURPOSES)[number];
export const FILTER_PURPOSE_LABELS: Record<FilterPurpose, string> = { buy: 'Buy', rent: 'Rent', pg: 'PG' };

export const PROPERTY_TYPES = ['residential', 'commercial'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
};

/** The wizard's sub-types, which are what a listing stores. */
export const RESIDENTIAL_SUB_TYPES = ['flat', 'house', 'floor', 'studio', 'serviced', 'farmhouse', 'other'] as const;
export const COMMERCIAL_SUB_TYPES = [
  'office',
  'shell',
  'retail',
  'commercial-land',
  'agriculture-land',
  'industrial-land',
  'warehouse',
  'cold-storage',
  'factory',
  'hotel',
  'other',
] as const;
export type ResidentialSubType = (typeof RESIDENTIAL_SUB_TYPES)[number];
export type CommercialSubType = (typeof COMMERCIAL_SUB_TYPES)[number];
export type SubType = ResidentialSubType | CommercialSubType;

export const SUB_TYPE_LABELS: Record<SubType, string> = {
  flat: 'Flat/Apartment',
  house: 'Independent House/Villa',
  floor: 'Builder Floor',
  studio: 'Studio Apartment',
  serviced: 'Serviced Apartment',
  farmhouse: 'Farmhouse',
  other: 'Other',
  office: 'Office Space',
  shell: 'Bare Shell Office',
  retail: 'Retail Shop',
  'commercial-land': 'Commercial Land',
  'agriculture-land': 'Agricultural Land',
  'industrial-land': 'Industrial Land',
  warehouse: 'Warehouse',
  'cold-storage': 'Cold Storage',
  factory: 'Factory',
  hotel: 'Hotel/Resort',
};

export const USER_TYPES = ['owner', 'builder', 'agent'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const USER_TYPE_LABELS: Record<UserType, string> = { owner: 'Owner', builder: 'Builder', agent: 'Agent' };

/** The "posted by" filter offers owner and builder only (docs/product.md §3), though agents also list. */
export const POSTED_BY_OPTIONS = ['owner', 'builder'] as const;
export type PostedBy = (typeof POSTED_BY_OPTIONS)[number];
