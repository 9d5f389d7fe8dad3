/**
 * Places in a query (decision 031), matched against the gazetteer in two steps. Exact spellings are held
 * first, before any other pass can read their words as something else; typos are looked for last, among the
 * words no pass understood, so 'indoor' stays an amenity and 'kothi' a house. Then one city and one locality
 * are chosen:
 * - the first city named, exactly before by a typo; another city named later stays text;
 * - a locality of that city, or with no city named, a locality only one city has (which gives the city);
 * - a name several cities share with no city to tell them apart ('mg road') stays text, and its places are
 *   offered as choices.
 */
import { type GazetteerPlace, placesNear, placesWithKey } from '../../places/gazetteer.ts';
import {
  AREA_UNITS,
  BEDROOM_WORDS,
  BOUND_AFTER,
  BOUND_BEFORE,
  COUNT_WORDS,
  MONEY_UNITS,
  PER_MONTH,
} from './amount-words.ts';
import type { QueryScan } from './scan.ts';
import { isStopWord } from './stop-words.ts';
import { LIST_WORDS, meaningOf } from './vocabulary.ts';

/** The longest place name in words ('Jai Narayan Vyas Colony'). */
const PLACE_WORDS = 4;
/** Typos are looked for in at most this many words together ('sadul gunj'). */
const TYPO_WORDS = 2;

export interface PlaceMention {
  from: number;
  to: number;
  /** Every place the words may be, all equally near. */
  places: GazetteerPlace[];
  typo: boolean;
}

/** Holds every exact place name, longest first, so later passes leave its words alone. */
export function holdExactPlaces(scan: QueryScan): PlaceMention[] {
  const mentions: PlaceMention[] = [];
  for (let i = 0; i < scan.tokens.length; i++) {
    const phrase = scan.phraseAt(i, (key) => placesWithKey(key).length > 0, PLACE_WORDS);
    if (phrase === undefined) continue;
    mentions.push({ from: i, to: i + phrase.count, places: placesWithKey(phrase.key), typo: false });
    scan.take(i, i + phrase.count);
    i += phrase.count - 1;
  }
  return mentions;
}

/**
 * English words of property searches that are a typo or two from a place's name ('than' from Thane, 'tune'
 * from Pune, 'sales' from Salem): never read as places.
 */
const NOT_PLACES = new Set([
  'than',
  'then',
  'tune',
  'pure',
  'june',
  'sales',
  'deli',
  'agar',
  'kot',
  'lane',
  'line',
  'lines',
  'note',
  'rohit',
  'salon',
  'salary',
]);

/** Whether a word may be a mistyped place: not a word the parser knows as something else. */
function mayBePlace(key: string): boolean {
  return !(
    isStopWord(key) ||
    NOT_PLACES.has(key) ||
    meaningOf(key) !== undefined ||
    LIST_WORDS.has(key) ||
    BEDROOM_WORDS.has(key) ||
    COUNT_WORDS.has(key) ||
    MONEY_UNITS.has(key) ||
    AREA_UNITS.has(key) ||
    PER_MONTH.has(key) ||
    BOUND_BEFORE.has(key) ||
    BOUND_AFTER.has(key)
  );
}

/** Words from `from` that may together be a mistyped place, as one key. */
function typoKey(scan: QueryScan, from: number, count: number): string | undefined {
  let key = '';
  for (let i = from; i < from + count; i++) {
    const token = scan.token(i);
    if (token?.kind !== 'word' || !mayBePlace(token.key)) return undefined;
    key += token.key;
  }
  return key;
}

/** Looks for mistyped places among the words left, a named city's localities before any other. */
export function findMistypedPlaces(scan: QueryScan, exact: readonly PlaceMention[]): PlaceMention[] {
  const city = exact.find((mention) => mention.places.length === 1 && mention.places[0]?.kind === 'city')?.places[0];
  const among = (place: GazetteerPlace) => place.kind === 'city' || city === undefined || place.citySlug === city.slug;
  const amongLocalities = (place: GazetteerPlace) => place.kind === 'locality' && among(place);
  const mentions: PlaceMention[] = [];
  for (let i = 0; i < scan.tokens.length; i++) {
    for (let count = TYPO_WORDS; count >= 1; count--) {
      const key = typoKey(scan, i, count);
      // Two words together are looked up among localities only: a city's name is one word, or held exactly.
      const near = key === undefined ? [] : placesNear(key, count > 1 ? amongLocalities : among);
      const nearest = near.filter(({ distance }) => distance === near[0]?.distance).map(({ place }) => place);
      if (nearest.length === 0) continue;
      mentions.push({ from: i, to: i + count, places: nearest, typo: true });
      scan.take(i, i + count);
      i += count - 1;
      break;
    }
  }
  return mentions;
}

function onlyOf(places: readonly GazetteerPlace[], kind: GazetteerPlace['kind']): GazetteerPlace[] {
  return places.filter((place) => place.kind === kind);
}

/**
 * Chooses the city and locality among the mentions, adds their chips and gives every other mention's words
 * back to the text. Returns the places offered as choices when a name was ambiguous.
 */
export function choosePlaces(scan: QueryScan, mentions: readonly PlaceMention[]): GazetteerPlace[] {
  const ordered = [...mentions].sort((a, b) => Number(a.typo) - Number(b.typo) || a.from - b.from);
  const cityMention = ordered.find((mention) => onlyOf(mention.places, 'city').length === 1);
  const city = cityMention ? onlyOf(cityMention.places, 'city')[0] : undefined;
  let locality: { mention: PlaceMention; place: GazetteerPlace } | undefined;
  let choices: GazetteerPlace[] = [];
  for (const mention of ordered) {
    if (mention === cityMention || locality) continue;
    const localities = onlyOf(mention.places, 'locality').filter((place) => !city || place.citySlug === city.slug);
    const [only] = localities;
    if (localities.length === 1 && only) locality = { mention, place: only };
    else if (localities.length > 1 && choices.length === 0 && !city) choices = localities;
    else if (!city && choices.length === 0 && onlyOf(mention.places, 'city').length > 1) choices = mention.places;
  }
  const used = new Set<PlaceMention>();
  if (cityMention && city) {
    scan.add(
      { key: 'city', value: city.slug, place: city, source: scan.source(cityMention.from, cityMention.to) },
      cityMention.from,
    );
    for (const mention of mentions) if (mention.places.includes(city)) used.add(mention);
  }
  if (locality) {
    const { mention, place } = locality;
    scan.add(
      { key: 'locality', value: place.slug, place, source: scan.source(mention.from, mention.to) },
      mention.from,
    );
    used.add(mention);
  }
  for (const mention of mentions) if (!used.has(mention)) scan.release(mention.from, mention.to);
  return choices;
}
