/**
 * The search filter's sub-types (docs/product.md §3) are not the wizard's, so each maps to the stored
 * (wizard) sub-types it finds; the server filters with `type = … AND sub_type IN (…)`.
 *
 * Why each maps where it does:
 * - flat: flats plus the other apartment-like units (studio, serviced, builder floor), which the filter lacks.
 * - plot: residential 'other', the only residential sub-type a plot can be listed under.
 * - penthouse: 'flat', since a penthouse is listed as a flat (there is no stored penthouse).
 * - office: offices and bare-shell offices. shop: retail. warehouse: warehouses and cold storage.
 * - industrial: industrial land and factories. coworking: offices (there is no stored co-working).
 * Commercial land, agricultural land, hotels and commercial 'other' have no filter value; the API
 * accepts stored sub-types directly for them.
 */
import {
  COMMERCIAL_SUB_TYPES,
  type CommercialSubType,
  RESIDENTIAL_SUB_TYPES,
  type ResidentialSubType,
  type SubType,
} from './listing.ts';
import { isOneOf } from './one-of.ts';

export const RESIDENTIAL_FILTER_SUB_TYPES = ['flat', 'house', 'plot', 'farmhouse', 'penthouse'] as const;
export const COMMERCIAL_FILTER_SUB_TYPES = ['office', 'shop', 'warehouse', 'industrial', 'coworking'] as const;
export const FILTER_SUB_TYPES = [...RESIDENTIAL_FILTER_SUB_TYPES, ...COMMERCIAL_FILTER_SUB_TYPES] as const;
export type ResidentialFilterSubType = (typeof RESIDENTIAL_FILTER_SUB_TYPES)[number];
export type CommercialFilterSubType = (typeof COMMERCIAL_FILTER_SUB_TYPES)[number];
export type FilterSubType = ResidentialFilterSubType | CommercialFilterSubType;

export const FILTER_SUB_TYPE_LABELS: Record<FilterSubType, string> = {
  flat: 'Flat/Apartment',
  house: 'House/Villa',
  plot: 'Plot',
  farmhouse: 'Farmhouse',
  penthouse: 'Penthouse',
  office: 'Office',
  shop: 'Shop',
  warehouse: 'Warehouse',
  industrial: 'Industrial',
  coworking: 'Co-working',
};

export const FILTER_SUB_TYPE_TO_STORED: Record<ResidentialFilterSubType, readonly ResidentialSubType[]> &
  Record<CommercialFilterSubType, readonly CommercialSubType[]> = {
  flat: ['flat', 'studio', 'serviced', 'floor'],
  house: ['house'],
  plot: ['other'],
  farmhouse: ['farmhouse'],
  penthouse: ['flat'],
  office: ['office', 'shell'],
  shop: ['retail'],
  warehouse: ['warehouse', 'cold-storage'],
  industrial: ['industrial-land', 'factory'],
  coworking: ['office'],
};

/** A sub-type a search may name: a filter sub-type or a stored one. */
export type SubTypeFilter = FilterSubType | SubType;

export function isFilterSubType(value: unknown): value is FilterSubType {
  return isOneOf(FILTER_SUB_TYPES, value);
}

export function isSubTypeFilter(value: unknown): value is SubTypeFilter {
  return isFilterSubType(value) || isOneOf(RESIDENTIAL_SUB_TYPES, value) || isOneOf(COMMERCIAL_SUB_TYPES, value);
}

/** The property type a filter sub-type belongs to. */
export function filterSubTypeType(value: FilterSubType): 'residential' | 'commercial' {
  return isOneOf(RESIDENTIAL_FILTER_SUB_TYPES, value) ? 'residential' : 'commercial';
}

export interface StoredSubTypes {
  residential: ResidentialSubType[];
  commercial: CommercialSubType[];
}

function addOnce<T>(list: T[], values: readonly T[]): void {
  for (const value of values) if (!list.includes(value)) list.push(value);
}

/**
 * The stored sub-types a list of filter or stored sub-types finds, per property type. A value
 * that is both (flat, house, farmhouse, office, warehouse) is read as the filter's, the wider
 * reading, because filters are what people pick; stored 'other' exists under both types.
 */
export function toStoredSubTypes(values: readonly SubTypeFilter[]): StoredSubTypes {
  const stored: StoredSubTypes = { residential: [], commercial: [] };
  for (const value of values) {
    if (isOneOf(RESIDENTIAL_FILTER_SUB_TYPES, value)) addOnce(stored.residential, FILTER_SUB_TYPE_TO_STORED[value]);
    else if (isOneOf(COMMERCIAL_FILTER_SUB_TYPES, value)) addOnce(stored.commercial, FILTER_SUB_TYPE_TO_STORED[value]);
    else {
      if (isOneOf(RESIDENTIAL_SUB_TYPES, value)) addOnce(stored.residential, [value]);
      if (isOneOf(COMMERCIAL_SUB_TYPES, value)) addOnce(stored.commercial, [value]);
    }
  }
  return stored;
}
