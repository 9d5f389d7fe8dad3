/**
 * The plain-language search (issue 21, decision 031): '2bhk flat on rent in jaipur under 25k' becomes the
 * search's filters, one chip per thing understood, and the words left over as text. Runs in the browser and
 * on the server alike, with no network call; never throws, and reads at most QUERY_READ_LIMIT characters.
 *
 * The passes, in order, each taking the words it understood:
 * 1. exact place names are held (read-places.ts), so no other pass reads 'Sagar Road' as something else;
 * 2. bedrooms (bedrooms.ts), before amounts, so '2-3 bhk' is not a price;
 * 3. the vocabulary (read-words.ts): purpose, type, sub-types, furnishing, posted by, tenants, amenities;
 * 4. prices and areas (amounts.ts), which need the purpose to read a number with no unit;
 * 5. mistyped places among the words left, then the choice of city and locality.
 */
import type { FilterPurpose } from '../../enums.ts';
import type { Locale } from '../../i18n/locales.ts';
import { ENGLISH_LISTING_LABELS, type ListingLabels } from '../../listing/labels.ts';
import type { GazetteerPlace } from '../../places/gazetteer.ts';
import { readAmounts } from './amounts.ts';
import { readBedrooms } from './bedrooms.ts';
import { chipLabel, type UnlabelledChip } from './chip-labels.ts';
import { choosePlaces, findMistypedPlaces, holdExactPlaces } from './read-places.ts';
import { readWords } from './read-words.ts';
import { QueryScan } from './scan.ts';
import { withSpellingsMeant } from './spelling.ts';
import { isStopWord } from './stop-words.ts';
import { tokenise } from './tokens.ts';
import { CHIP_ORDER, type QueryFilters, queryFiltersOf, type UnderstoodChip } from './understood.ts';

export interface ParseSearchQueryOptions {
  /** The tab's purpose: how a number with no unit is read when the query names none (amounts.ts). */
  purpose?: FilterPurpose | undefined;
  /** The words of the chips: English by default, the web's catalogue words for Hindi. */
  labels?: ListingLabels;
  locale?: Locale;
}

export interface ParsedSearchQuery {
  filters: QueryFilters;
  /** One chip per understood value, in CHIP_ORDER. */
  understood: UnderstoodChip[];
  /** The words no pass understood, as typed, less words that say nothing ('in', 'near', 'chahiye'). */
  rest: string;
  /** A place name several cities share, with no city named ('mg road'): its places, to ask which. */
  placeChoices: GazetteerPlace[];
}

function chipId(chip: UnlabelledChip): string {
  return chip.key === 'price' || chip.key === 'area' ? chip.key : `${chip.key}:${chip.value}`;
}

/**
 * The words no pass took, as typed. Each stretch of them keeps its own spacing and its inner little words
 * ('ready to move'), less the little words and symbols at its ends ('near' in 'near kota coaching').
 */
function restOf(scan: QueryScan): string {
  const { tokens } = scan;
  const isContent = (i: number) => {
    const token = scan.token(i);
    return token !== undefined && token.kind !== 'symbol' && !isStopWord(token.key);
  };
  const stretches: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!isContent(i)) continue;
    let last = i;
    for (let j = i + 1; scan.isFree(j); j++) if (isContent(j)) last = j;
    stretches.push(scan.source(i, last + 1).replace(/\s+/g, ' '));
    i = last;
  }
  return stretches.join(' ');
}

export function parseSearchQuery(text: string, options: ParseSearchQueryOptions = {}): ParsedSearchQuery {
  const { labels = ENGLISH_LISTING_LABELS, locale = 'en' } = options;
  const query = typeof text === 'string' ? text : '';
  const scan = new QueryScan(query, withSpellingsMeant(tokenise(query)));
  const exactPlaces = holdExactPlaces(scan);
  readBedrooms(scan);
  readWords(scan);
  readAmounts(scan, options.purpose);
  const placeChoices = choosePlaces(scan, [...exactPlaces, ...findMistypedPlaces(scan, exactPlaces)]);

  const seen = new Set<string>();
  const found = scan.found
    .filter(({ chip }) => !seen.has(chipId(chip)) && seen.add(chipId(chip)))
    .sort((a, b) => CHIP_ORDER.indexOf(a.chip.key) - CHIP_ORDER.indexOf(b.chip.key) || a.at - b.at);
  const cityShown = found.some(({ chip }) => chip.key === 'city');
  const understood = found.map(
    ({ chip }) => ({ ...chip, id: chipId(chip), label: chipLabel(chip, labels, locale, cityShown) }) as UnderstoodChip,
  );
  return { filters: queryFiltersOf(understood), understood, rest: restOf(scan), placeChoices };
}
