/**
 * A point on the map and India's bounds (decision 036). Apart from coordinates.ts so the gazetteer's data can
 * name the type without an import cycle.
 */

/** Degrees (WGS 84), latitude first as people write it; PostgreSQL's `point` takes them the other way round. */
export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * India's bounding box, roughly, with a margin: Indira Point (6.75° N) to the Karakoram (37.1° N), the Rann of
 * Kutch (68.1° E) to Arunachal Pradesh (97.4° E). Generous by design: it refuses a swapped pair or a point in
 * another continent, not a place near the border. The database's checks repeat these figures (db/schema.ts).
 */
export const INDIA_BOUNDS = { south: 6.5, west: 68, north: 37.5, east: 97.5 } as const;

/** Whether a latitude is within India's bounds, edges included (a finite number, never NaN). */
export function isIndianLatitude(lat: number): boolean {
  return Number.isFinite(lat) && lat >= INDIA_BOUNDS.south && lat <= INDIA_BOUNDS.north;
}

export function isIndianLongitude(lng: number): boolean {
  return Number.isFinite(lng) && lng >= INDIA_BOUNDS.west && lng <= INDIA_BOUNDS.east;
}

export function isInIndia(point: LatLng): boolean {
  return isIndianLatitude(point.lat) && isIndianLongitude(point.lng);
}
