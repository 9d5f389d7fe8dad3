/**
 * The map's 'Search this area' (issue 21, decision 036): a box given as `bbox=south,west,north,east` in degrees,
 * the order of OGC's and OpenStreetMap's bbox parameters. It finds listings by their public point
 * (places/coordinates.ts), never by their exact pin. No zod here: the parameter is read by the search schema
 * (search/filters.ts) and may be written by the web's map without loading it.
 */
import { INDIA_BOUNDS, isIndianLatitude, isIndianLongitude } from './lat-lng.ts';

export interface BoundingBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * The widest box a search takes, in degrees each way (about 1,100 km north to south): a large state, Rajasthan
 * whole. A map zoomed out further shows most of the country, where 'this area' narrows nothing; the map asks
 * without a box then. The limit also keeps a box from being the whole world in a trivially valid form.
 */
export const BBOX_MAX_SPAN_DEGREES = 10;

export const BBOX_MESSAGES = {
  shape: 'Map area (bbox) must be four numbers: south,west,north,east',
  order: 'Map area (bbox) must have south below north and west below east',
  outside: `Map area (bbox) must lie within India (latitude ${INDIA_BOUNDS.south} to ${INDIA_BOUNDS.north}, longitude ${INDIA_BOUNDS.west} to ${INDIA_BOUNDS.east})`,
  tooLarge: `Map area (bbox) can be at most ${BBOX_MAX_SPAN_DEGREES} degrees across each way: zoom in, or search without it`,
} as const;

/** A plain decimal number: no hex, exponent, Infinity or blank, which Number() would also read. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The box a `bbox` parameter describes, or the message saying what is wrong with it. */
export function parseBoundingBox(text: string): { box: BoundingBox } | { error: string } {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 4 || !parts.every((part) => DECIMAL.test(part))) return { error: BBOX_MESSAGES.shape };
  const [south, west, north, east] = parts.map(Number) as [number, number, number, number];
  if (!(south < north && west < east)) return { error: BBOX_MESSAGES.order };
  const isInside = [south, north].every(isIndianLatitude) && [west, east].every(isIndianLongitude);
  if (!isInside) return { error: BBOX_MESSAGES.outside };
  if (north - south > BBOX_MAX_SPAN_DEGREES || east - west > BBOX_MAX_SPAN_DEGREES) {
    return { error: BBOX_MESSAGES.tooLarge };
  }
  return { box: { south, west, north, east } };
}

/** Where a map with nothing to show opens: India whole. */
export const INDIA_VIEW = { centre: { lat: 22.5, lng: 80 }, zoom: 4 } as const;

/** Degrees to 5 decimals (about a metre) are plenty for a box; more only lengthens the link. */
const BOX_DECIMALS = 5;

function trimmed(value: number): number {
  return Number(value.toFixed(BOX_DECIMALS));
}

/**
 * The box a map's view searches: the view clipped to India (a map near the border shows its neighbours too), or
 * null when it is wider than a search takes (BBOX_MAX_SPAN_DEGREES: the map is to be zoomed in) or leaves
 * nothing of India.
 */
export function boxOfView(view: BoundingBox): BoundingBox | null {
  const box = {
    south: trimmed(Math.max(view.south, INDIA_BOUNDS.south)),
    west: trimmed(Math.max(view.west, INDIA_BOUNDS.west)),
    north: trimmed(Math.min(view.north, INDIA_BOUNDS.north)),
    east: trimmed(Math.min(view.east, INDIA_BOUNDS.east)),
  };
  const isEmpty = !(box.south < box.north && box.west < box.east);
  const isTooWide = box.north - box.south > BBOX_MAX_SPAN_DEGREES || box.east - box.west > BBOX_MAX_SPAN_DEGREES;
  return isEmpty || isTooWide ? null : box;
}

/** The `bbox` parameter of a box: `south,west,north,east`, which `parseBoundingBox` reads back. */
export function formatBoundingBox(box: BoundingBox): string {
  return [box.south, box.west, box.north, box.east].map(trimmed).join(',');
}
