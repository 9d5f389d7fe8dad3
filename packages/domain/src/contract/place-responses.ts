/**
 * What the place endpoints answer with (issue 18, decision 023): a city or locality page's names, counts
 * and links, and the top cities for the footer and the home page. Counts are of live listings, the ones a
 * search finds.
 */
import { z } from 'zod';
import { PLACE_SEGMENTS } from '../places/segments.ts';

const count = z.int().nonnegative();
/**
 * Beside each count of a place answer: more listings than `count` (SEARCH_COUNT_CAP) match, shown as
 * '1,000+'. Place counts stop at the search's cap, as the search's own total does (decision 008, 023).
 */
const countCapped = z.boolean();

/** A city or locality: its name as most of its listings spell it, and its slug. */
const namedPlaceSchema = z.strictObject({ name: z.string(), slug: z.string() });
/** A locality link: its name, slug and (capped) count. */
const cappedPlaceSchema = z.strictObject({ name: z.string(), slug: z.string(), count, countCapped });
/** A top city: its name, slug and exact count. */
const countedPlaceSchema = z.strictObject({ name: z.string(), slug: z.string(), count });

/** GET /api/places/:segment/:city[/:locality]. */
export const placeSchema = z.strictObject({
  segment: z.enum(PLACE_SEGMENTS),
  city: namedPlaceSchema,
  /** Null on a city page. */
  locality: namedPlaceSchema.nullable(),
  /** Live listings of this segment in this place, counted to the cap. */
  count,
  countCapped,
  /** The city's localities with listings in this segment, most listings first (at most PLACE_LOCALITY_LINKS). */
  localities: z.array(cappedPlaceSchema),
  /** Every segment's count in this same place, in the segments' order (this one included), for links. */
  segments: z.array(z.strictObject({ segment: z.enum(PLACE_SEGMENTS), count, countCapped })),
});

/** GET /api/places/top-cities: the cities with the most live listings, most first. */
export const topCitiesSchema = z.strictObject({ cities: z.array(countedPlaceSchema) });

export type Place = z.output<typeof placeSchema>;
export type TopCities = z.output<typeof topCitiesSchema>;

/** How many localities a place answer links to. */
export const PLACE_LOCALITY_LINKS = 20;
/** How many cities the footer and the home page link to. */
export const TOP_CITIES = 8;

export const PLACE_NOT_FOUND_MESSAGE =
  'Place not found: no listing on Aangan is in a city or locality with that name. Check the address, or search all listings.';
