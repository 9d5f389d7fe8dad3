/**
 * Place suggestions as someone types in the search box (issue 21, decision 032): GET /api/places?q=…, its
 * query and its answer. Suggestions are cities, localities and societies that live listings name, each with
 * its live count and the address to go to.
 */
import { z } from 'zod';
import { PLACE_SEGMENTS } from '../places/segments.ts';
import { positiveIntField } from '../search/query-fields.ts';

/** Fewer letters than this suggest too much to be useful (and match the gazetteer's shortest prefix). */
export const PLACE_SUGGEST_MIN = 2;
/** As long as a search box takes: a place name is far shorter. */
const PLACE_SUGGEST_MAX = 100;
/** What a phone shows above its keyboard: a longer list would be covered by it. */
const PLACE_SUGGEST_DEFAULT_LIMIT = 8;
const PLACE_SUGGEST_MAX_LIMIT = 20;

/** The 429's words: the box goes on working as a plain search box meanwhile. */
export const PLACE_SUGGEST_RATE_MESSAGE =
  'Too many place suggestions asked from your connection. Please wait a minute; searching still works meanwhile.';

const PLACE_SUGGESTION_KINDS = ['city', 'locality', 'society'] as const;
export type PlaceSuggestionKind = (typeof PLACE_SUGGESTION_KINDS)[number];

export const placeSuggestQuerySchema = z.object({
  q: z
    .string({ error: `Type at least ${PLACE_SUGGEST_MIN} letters of a place to get suggestions (q)` })
    .trim()
    .min(PLACE_SUGGEST_MIN, `Type at least ${PLACE_SUGGEST_MIN} letters of a place to get suggestions (q)`)
    .max(PLACE_SUGGEST_MAX, `A place to suggest is at most ${PLACE_SUGGEST_MAX} characters (q)`),
  /** The home tab the box is on: counts are of its listings and addresses lead to its place pages. */
  segment: z.enum(PLACE_SEGMENTS, { error: 'Segment must be one of buy, rent, pg or commercial' }).optional(),
  limit: positiveIntField('Limit')
    .max(PLACE_SUGGEST_MAX_LIMIT, `Limit must be at most ${PLACE_SUGGEST_MAX_LIMIT}`)
    .default(PLACE_SUGGEST_DEFAULT_LIMIT),
});

export type PlaceSuggestQuery = z.output<typeof placeSuggestQuerySchema>;

const placeSuggestionSchema = z.strictObject({
  kind: z.enum(PLACE_SUGGESTION_KINDS),
  /** As most of its listings spell it. */
  name: z.string(),
  /** The city's name and slug (a city's own for a city). */
  city: z.string(),
  citySlug: z.string(),
  /** A locality's slug, or a society's locality. */
  localitySlug: z.string().optional(),
  /** A society's locality, by name, to tell societies of one name apart. */
  locality: z.string().optional(),
  /**
   * The Devanagari names the gazetteer knows for the place, its city and a society's locality, for Hindi pages;
   * left out when it knows none (societies, places it does not list).
   */
  hindi: z.strictObject({ name: z.string(), city: z.string(), locality: z.string() }).partial().optional(),
  /** Its live listings (in the segment, when one was given), as of the last refresh. */
  count: z.int().positive(),
  /** Where picking it goes: the place page, or for a society its locality's results searched for it. */
  href: z.string(),
});

/** GET /api/places: the suggestions, best first. */
export const placeSuggestionsSchema = z.strictObject({ places: z.array(placeSuggestionSchema) });

export type PlaceSuggestion = z.output<typeof placeSuggestionSchema>;
export type PlaceSuggestions = z.output<typeof placeSuggestionsSchema>;
