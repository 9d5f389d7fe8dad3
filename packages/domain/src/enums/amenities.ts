/**
 * Amenities (docs/product.md §3). Three lists name them differently (the search filter's kebab-case ids, the
 * sidebar's labels, the wizard's camelCase ids), so there is ONE canonical id set, the wizard's ids
 * plus the three only the filters offer, and every list maps into it.
 */
import { isOneOf } from './one-of.ts';

/** The wizard's amenities checklist (step 5), in its order. */
export const WIZARD_AMENITIES = [
  'lift',
  'powerBackup',
  'security',
  'swimmingPool',
  'gym',
  'park',
  'clubhouse',
  'rainwaterHarvesting',
  'wasteDisposal',
  'internet',
  'gasPipeline',
  'fireAlarm',
] as const;

/** Canonical ids: the wizard's twelve first (their order is the checklist's), then the filter-only ones. */
export const AMENITIES = [...WIZARD_AMENITIES, 'parking', 'childrenPlayArea', 'indoorGames'] as const;
export type Amenity = (typeof AMENITIES)[number];
export const AMENITY_LABELS: Record<Amenity, string> = {
  lift: 'Lift',
  powerBackup: 'Power Backup',
  security: 'Security',
  swimmingPool: 'Swimming Pool',
  gym: 'Gym',
  park: 'Park',
  clubhouse: 'Club House',
  rainwaterHarvesting: 'Rainwater Harvesting',
  wasteDisposal: 'Waste Disposal',
  internet: 'Wi-Fi',
  gasPipeline: 'Gas Pipeline',
  fireAlarm: 'Fire Alarm',
  parking: 'Parking',
  childrenPlayArea: "Children's Play Area",
  indoorGames: 'Indoor Games',
};

/** The search filter's amenity ids, as the filter sheet names them. */
export const FILTER_AMENITIES = [
  'lift',
  'parking',
  'security',
  'gym',
  'swimming-pool',
  'power-backup',
  'club-house',
  'park',
  'children-play-area',
] as const;
export type FilterAmenity = (typeof FILTER_AMENITIES)[number];
export const FILTER_AMENITY_TO_CANONICAL: Record<FilterAmenity, Amenity> = {
  lift: 'lift',
  parking: 'parking',
  security: 'security',
  gym: 'gym',
  'swimming-pool': 'swimmingPool',
  'power-backup': 'powerBackup',
  'club-house': 'clubhouse',
  park: 'park',
  'children-play-area': 'childrenPlayArea',
};

/** The sidebar filter's amenities in its order; their labels are the canonical labels. */
export const SIDEBAR_AMENITIES = [
  'lift',
  'powerBackup',
  'security',
  'swimmingPool',
  'gym',
  'park',
  'clubhouse',
  'internet',
  'childrenPlayArea',
  'indoorGames',
  'gasPipeline',
  'rainwaterHarvesting',
] as const satisfies readonly Amenity[];

export function isAmenity(value: unknown): value is Amenity {
  return isOneOf(AMENITIES, value);
}

function lookupKey(value: string): string {
  return value.trim().toLowerCase();
}

// Every name an amenity goes by (canonical id, filter id, label), compared without case or outer spaces.
const BY_ANY_NAME = new Map<string, Amenity>([
  ...AMENITIES.map((id): [string, Amenity] => [lookupKey(id), id]),
  ...AMENITIES.map((id): [string, Amenity] => [lookupKey(AMENITY_LABELS[id]), id]),
  ...FILTER_AMENITIES.map((id): [string, Amenity] => [lookupKey(id), FILTER_AMENITY_TO_CANONICAL[id]]),
]);

/**
 * The canonical id of an amenity given by canonical id, filter id or label ('swimming-pool',
 * 'Swimming Pool' and 'swimmingPool' all give 'swimmingPool'); undefined when it names none.
 */
export function toCanonicalAmenity(value: string): Amenity | undefined {
  return BY_ANY_NAME.get(lookupKey(value));
}
