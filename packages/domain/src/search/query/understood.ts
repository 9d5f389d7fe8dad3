/**
 * What the parser understood, one chip per filter value ('We understood: Rent · 2 BHK · Jaipur · under
 * ₹25,000'), and the filters those chips make. The page removes a chip and asks `queryFiltersOf` for the
 * filters of the rest, so a wrong guess costs one tap and the rules of how chips combine live here once.
 */

import { isOneOf } from '../../enums/one-of.ts';
import {
  AMENITIES,
  type Amenity,
  COMMERCIAL_SUB_TYPES,
  type FilterPurpose,
  FURNISHINGS,
  type Furnishing,
  filterSubTypeType,
  isFilterSubType,
  POSTED_BY_OPTIONS,
  type PostedBy,
  type PropertyType,
  RESIDENTIAL_SUB_TYPES,
  SEEKER_TENANTS,
  type SeekerTenant,
  type SubTypeFilter,
} from '../../enums.ts';
import type { GazetteerPlace } from '../../places/gazetteer.ts';
import { BEDROOM_OPTIONS, type BedroomOption } from '../options.ts';

/** A price or area range; either end may be open. Rupees, or square feet. */
export interface AmountRange {
  min?: number;
  max?: number;
}

interface ChipOf<K extends string, V> {
  /** Unique among the chips of one parse ('bedrooms:2'). */
  id: string;
  key: K;
  value: V;
  /** The words to show, in the parse's language. */
  label: string;
  /** The words of the query it was read from, as typed. */
  source: string;
}

export type UnderstoodChip =
  | ChipOf<'purpose', FilterPurpose>
  | ChipOf<'type', PropertyType>
  | ChipOf<'subType', SubTypeFilter>
  | ChipOf<'bedrooms', BedroomOption>
  | (ChipOf<'city', string> & { place: GazetteerPlace })
  /** A locality's chip also names its city: a locality filter needs one. */
  | (ChipOf<'locality', string> & { place: GazetteerPlace })
  | ChipOf<'price', AmountRange>
  | ChipOf<'area', AmountRange>
  | ChipOf<'furnishing', Furnishing>
  | ChipOf<'postedBy', PostedBy>
  | ChipOf<'tenantPreference', SeekerTenant>
  | ChipOf<'amenities', Amenity>;

export type ChipKey = UnderstoodChip['key'];

/** The order chips are shown in, whatever the order of the words. */
export const CHIP_ORDER: readonly ChipKey[] = [
  'purpose',
  'type',
  'subType',
  'bedrooms',
  'city',
  'locality',
  'price',
  'area',
  'furnishing',
  'postedBy',
  'tenantPreference',
  'amenities',
];

/**
 * The search filters a query's words give, in the search's own vocabulary (filters.ts: PropertySearchInput),
 * lists in their options' order; `tenantPreference` is the search's `tenant`.
 */
export interface QueryFilters {
  purpose?: FilterPurpose;
  type?: PropertyType;
  subType?: SubTypeFilter[];
  bedrooms?: BedroomOption[];
  minPrice?: number;
  maxPrice?: number;
  minArea?: number;
  maxArea?: number;
  furnishing?: Furnishing[];
  postedBy?: PostedBy[];
  amenities?: Amenity[];
  city?: string;
  locality?: string;
  tenantPreference?: SeekerTenant[];
}

/** The property type of a sub-type, the filter's reading first ('office' is commercial, 'studio' residential). */
function typeOfSubType(value: SubTypeFilter): PropertyType {
  if (isFilterSubType(value)) return filterSubTypeType(value);
  return isOneOf(COMMERCIAL_SUB_TYPES, value) && !isOneOf(RESIDENTIAL_SUB_TYPES, value) ? 'commercial' : 'residential';
}

type ChipValue<K extends ChipKey> = Extract<UnderstoodChip, { key: K }>['value'];

function valuesOf<K extends ChipKey>(chips: readonly UnderstoodChip[], key: K): ChipValue<K>[] {
  return chips.filter((chip) => chip.key === key).map((chip) => chip.value as ChipValue<K>);
}

function inOrder<T>(options: readonly T[], chosen: readonly T[]): T[] | undefined {
  const list = options.filter((option) => chosen.includes(option));
  return list.length > 0 ? list : undefined;
}

function firstSeen<T>(chosen: readonly T[]): T[] | undefined {
  const list = [...new Set(chosen)];
  return list.length > 0 ? list : undefined;
}

/**
 * The filters of some chips: each list its values, the first purpose, the type said or else the one every
 * sub-type shares, the price and area ranges, and the city of a locality when no city was named.
 */
export function queryFiltersOf(chips: readonly UnderstoodChip[]): QueryFilters {
  const subType = firstSeen(valuesOf(chips, 'subType'));
  const subTypeTypes = new Set((subType ?? []).map(typeOfSubType));
  const [price] = valuesOf(chips, 'price');
  const [area] = valuesOf(chips, 'area');
  const locality = chips.find((chip) => chip.key === 'locality');
  const filters: QueryFilters = {
    purpose: valuesOf(chips, 'purpose')[0],
    type: valuesOf(chips, 'type')[0] ?? (subTypeTypes.size === 1 ? [...subTypeTypes][0] : undefined),
    subType,
    bedrooms: inOrder(BEDROOM_OPTIONS, valuesOf(chips, 'bedrooms')),
    minPrice: price?.min,
    maxPrice: price?.max,
    minArea: area?.min,
    maxArea: area?.max,
    furnishing: inOrder(FURNISHINGS, valuesOf(chips, 'furnishing')),
    postedBy: inOrder(POSTED_BY_OPTIONS, valuesOf(chips, 'postedBy')),
    amenities: inOrder(AMENITIES, valuesOf(chips, 'amenities')),
    city: valuesOf(chips, 'city')[0] ?? locality?.place.citySlug,
    locality: locality?.value,
    tenantPreference: inOrder(SEEKER_TENANTS, valuesOf(chips, 'tenantPreference')),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as QueryFilters;
}
