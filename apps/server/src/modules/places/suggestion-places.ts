/**
 * From the listings' places, as grouped by the database, to the rows of the suggestions table (decision 032):
 * each city, locality and society once, its most common spelling, its key and its live listings per segment.
 * Pure, so the folding is tested without a database; the refresh (suggestion-refresh.ts) reads and writes.
 */
import {
  PLACE_SEGMENTS,
  type PlaceSegment,
  type PlaceSuggestionKind,
  type PropertyType,
  type Purpose,
  placeKey,
  searchScopeForTab,
  toStoredPurpose,
} from '@aangan/domain';

/** Live listings with one place, society, purpose and type, and their spellings: one row of the grouping. */
export interface PlaceGroup {
  citySlug: string;
  city: string;
  localitySlug: string;
  locality: string;
  society: string | null;
  purpose: Purpose;
  type: PropertyType;
  listings: number;
}

type SegmentCounts = Record<PlaceSegment, number>;

/** A row of `place_suggestions`. */
export interface SuggestionRow extends SegmentCounts {
  kind: PlaceSuggestionKind;
  citySlug: string;
  localitySlug: string;
  societyKey: string;
  name: string;
  cityName: string;
  localityName: string | null;
  key: string;
  listings: number;
}

/** A place being folded: its counts and how often each spelling was used. */
interface Tally {
  kind: PlaceSuggestionKind;
  citySlug: string;
  localitySlug: string;
  societyKey: string;
  spellings: Map<string, number>;
  listings: number;
  segments: SegmentCounts;
}

/**
 * Which segments a purpose and type are listed under: each segment's own scope (searchScopeForTab), as its
 * place page searches it, so a suggestion's count is the page's.
 */
function segmentsOf(purpose: Purpose, type: PropertyType): PlaceSegment[] {
  return PLACE_SEGMENTS.filter((segment) => {
    const scope = searchScopeForTab(segment);
    return (
      (scope.purpose === undefined || toStoredPurpose(scope.purpose) === purpose) &&
      (scope.type === undefined || scope.type === type)
    );
  });
}

function emptySegments(): SegmentCounts {
  return Object.fromEntries(PLACE_SEGMENTS.map((segment) => [segment, 0])) as SegmentCounts;
}

/** The most used spelling; ties go to the first in code-point order, so a refresh always picks the same. */
function commonSpelling(spellings: Map<string, number>): string {
  let best: [string, number] | undefined;
  for (const entry of spellings) {
    if (!best || entry[1] > best[1] || (entry[1] === best[1] && entry[0] < best[0])) best = entry;
  }
  return best?.[0] ?? '';
}

/** Every city, locality and society the groups name, with its counts; places whose name has no letter are left out. */
export function foldPlaceGroups(groups: readonly PlaceGroup[]): SuggestionRow[] {
  const tallies = new Map<string, Tally>();
  const add = (
    identity: Omit<Tally, 'spellings' | 'listings' | 'segments'>,
    spelling: string,
    group: PlaceGroup,
    segments: PlaceSegment[],
  ) => {
    const id = [identity.kind, identity.citySlug, identity.localitySlug, identity.societyKey].join('\u0000');
    let tally = tallies.get(id);
    if (!tally) {
      tally = { ...identity, spellings: new Map(), listings: 0, segments: emptySegments() };
      tallies.set(id, tally);
    }
    tally.spellings.set(spelling, (tally.spellings.get(spelling) ?? 0) + group.listings);
    tally.listings += group.listings;
    for (const segment of segments) tally.segments[segment] += group.listings;
  };
  for (const group of groups) {
    if (group.citySlug === '') continue;
    const segments = segmentsOf(group.purpose, group.type);
    const city = { citySlug: group.citySlug, localitySlug: '', societyKey: '' };
    add({ kind: 'city', ...city }, group.city.trim(), group, segments);
    if (group.localitySlug === '') continue;
    const locality = { ...city, localitySlug: group.localitySlug };
    add({ kind: 'locality', ...locality }, group.locality.trim(), group, segments);
    const society = group.society?.trim() ?? '';
    const societyKey = placeKey(society);
    if (societyKey !== '') add({ kind: 'society', ...locality, societyKey }, society, group, segments);
  }

  const names = new Map<string, string>();
  for (const tally of tallies.values()) {
    if (tally.kind !== 'society') {
      names.set(`${tally.citySlug}\u0000${tally.localitySlug}`, commonSpelling(tally.spellings));
    }
  }
  const rows: SuggestionRow[] = [];
  for (const tally of tallies.values()) {
    const name = commonSpelling(tally.spellings);
    const key = placeKey(name);
    if (key === '') continue;
    rows.push({
      kind: tally.kind,
      citySlug: tally.citySlug,
      localitySlug: tally.localitySlug,
      societyKey: tally.societyKey,
      name,
      cityName: names.get(`${tally.citySlug}\u0000`) ?? name,
      localityName:
        tally.kind === 'society' ? (names.get(`${tally.citySlug}\u0000${tally.localitySlug}`) ?? null) : null,
      key,
      listings: tally.listings,
      ...tally.segments,
    });
  }
  return rows;
}
