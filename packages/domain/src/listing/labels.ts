import {
  AGE_LABELS,
  AGREEMENT_TYPE_LABELS,
  type Age,
  type AgreementType,
  AMENITY_LABELS,
  type Amenity,
  BALCONY_LABELS,
  type BalconyOption,
  FACING_LABELS,
  type Facing,
  FILTER_PURPOSE_LABELS,
  FILTER_SUB_TYPE_LABELS,
  type FilterPurpose,
  type FilterSubType,
  FURNISHING_CHECKBOX_LABELS,
  FURNISHING_COUNTER_LABELS,
  FURNISHING_LABELS,
  type Furnishing,
  type FurnishingCheckbox,
  type FurnishingCounter,
  HOME_TAB_LABELS,
  type HomeTab,
  monthsLabel,
  PARKING_LABELS,
  type Parking,
  PROPERTY_TYPE_LABELS,
  type PropertyType,
  PURPOSE_LABELS,
  type Purpose,
  SUB_TYPE_LABELS,
  type SubType,
  TENANT_PREFERENCE_LABELS,
  type TenantPreference,
  USER_TYPE_LABELS,
  type UserType,
} from '../enums.ts';
import { formatIndianNumber } from '../format/numbers.ts';
import {
  BATHROOM_LABELS,
  type BathroomOption,
  BEDROOM_LABELS,
  type BedroomOption,
  SORT_LABELS,
  type SortOption,
} from '../search/options.ts';

/** How a listing's purpose reads on a card, from the seeker's side ("For Sale", not "Sell"). */
export const LISTING_PURPOSE_LABELS: Record<Purpose, string> = { sell: 'For Sale', rent: 'For Rent', pg: 'PG' };

/**
 * Every word the marketplace uses to describe a listing, in one language: the label tables (named as the
 * domain's English constants are) and the few phrases built around a number. The domain's functions that
 * describe a listing take these, English by default, so the server and the mails say the spec's English and a
 * Hindi page passes Hindi ones (the web builds them from its `listing` catalogue, decision 029).
 */
export interface ListingLabels {
  PURPOSE_LABELS: Record<Purpose, string>;
  LISTING_PURPOSE_LABELS: Record<Purpose, string>;
  HOME_TAB_LABELS: Record<HomeTab, string>;
  FILTER_PURPOSE_LABELS: Record<FilterPurpose, string>;
  PROPERTY_TYPE_LABELS: Record<PropertyType, string>;
  SUB_TYPE_LABELS: Record<SubType, string>;
  FILTER_SUB_TYPE_LABELS: Record<FilterSubType, string>;
  USER_TYPE_LABELS: Record<UserType, string>;
  AMENITY_LABELS: Record<Amenity, string>;
  FURNISHING_LABELS: Record<Furnishing, string>;
  AGE_LABELS: Record<Age, string>;
  FACING_LABELS: Record<Facing, string>;
  TENANT_PREFERENCE_LABELS: Record<TenantPreference, string>;
  PARKING_LABELS: Record<Parking, string>;
  AGREEMENT_TYPE_LABELS: Record<AgreementType, string>;
  BALCONY_LABELS: Record<BalconyOption, string>;
  FURNISHING_COUNTER_LABELS: Record<FurnishingCounter, string>;
  FURNISHING_CHECKBOX_LABELS: Record<FurnishingCheckbox, string>;
  BEDROOM_LABELS: Record<BedroomOption, string>;
  BATHROOM_LABELS: Record<BathroomOption, string>;
  SORT_LABELS: Record<SortOption, string>;
  /** "6 months", "1 year", "2 years". */
  monthsLabel: (months: number) => string;
  /** "3 BHK". */
  bhkLabel: (bedrooms: number) => string;
  /** "1,200 sq.ft", Indian digit grouping. */
  formatArea: (squareFeet: number) => string;
}

/** The label tables, keyed as `ListingLabels` names them: what a language's words must cover. */
export const LISTING_LABEL_TABLES = {
  PURPOSE_LABELS,
  LISTING_PURPOSE_LABELS,
  HOME_TAB_LABELS,
  FILTER_PURPOSE_LABELS,
  PROPERTY_TYPE_LABELS,
  SUB_TYPE_LABELS,
  FILTER_SUB_TYPE_LABELS,
  USER_TYPE_LABELS,
  AMENITY_LABELS,
  FURNISHING_LABELS,
  AGE_LABELS,
  FACING_LABELS,
  TENANT_PREFERENCE_LABELS,
  PARKING_LABELS,
  AGREEMENT_TYPE_LABELS,
  BALCONY_LABELS,
  FURNISHING_COUNTER_LABELS,
  FURNISHING_CHECKBOX_LABELS,
  BEDROOM_LABELS,
  BATHROOM_LABELS,
  SORT_LABELS,
} as const satisfies Omit<ListingLabels, 'monthsLabel' | 'bhkLabel' | 'formatArea'>;

/** "1,200 sq.ft" with Indian digit grouping. */
export function formatArea(squareFeet: number): string {
  return `${formatIndianNumber(squareFeet)} sq.ft`;
}

/** The spec's English: what the server, the mails and an English page say. */
export const ENGLISH_LISTING_LABELS: ListingLabels = {
  ...LISTING_LABEL_TABLES,
  monthsLabel,
  bhkLabel: (bedrooms) => `${bedrooms} BHK`,
  formatArea,
};
