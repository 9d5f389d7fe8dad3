/**
 * The alert benchmark's saved searches: people and their searches written into the bench database through
 * the server's own column writer (`searchToSave`, what a save runs), reused while the marker on the
 * saved_searches table says they were made from the same listings, count and seed.
 */
import { type DatabaseHandle, findPlaceNames, savedSearches, searchToSave, user } from '@aangan/server/data-tools';
import { type BenchPlace, planPeople } from './alerts-searches.ts';

const SEARCH_SEED = 20_261_127;
/** The server's limit (MAX_SAVED_SEARCHES): nobody in the bench has more. */
const PER_PERSON_MAX = 20;
const BATCH = 1_000;
/** The bench's people are told apart by their id, so a new set replaces only them. */
const PERSON_PREFIX = 'bench-seeker-';

export interface SearchesReport {
  reused: boolean;
  searches: number;
  people: number;
  byFrequency: Record<string, number>;
  /** Addresses the column writer refused or that repeated a person's search in its canonical spelling. */
  skipped: number;
  seconds: number;
}

async function rows<T>(handle: DatabaseHandle, text: string, values: unknown[] = []): Promise<T[]> {
  if (handle.kind !== 'postgres') throw new Error('the alert benchmark runs on PostgreSQL');
  return (await handle.pool.query(text, values)).rows as T[];
}

/** The places with live listings, most listings first (ties by slug): what people search, Zipf-weighted. */
async function readPlaces(handle: DatabaseHandle): Promise<BenchPlace[]> {
  const found = await rows<{ city: string; locality: string; listings: number }>(
    handle,
    `select city_slug as city, locality_slug as locality, count(*)::int as listings
       from properties where listed and city_slug is not null and locality_slug is not null
      group by 1, 2`,
  );
  const cities = new Map<string, { listings: number; localities: { slug: string; listings: number }[] }>();
  for (const row of found) {
    const city = cities.get(row.city) ?? { listings: 0, localities: [] };
    city.listings += row.listings;
    city.localities.push({ slug: row.locality, listings: row.listings });
    cities.set(row.city, city);
  }
  const byCount = (a: { listings: number; slug: string }, b: { listings: number; slug: string }) =>
    b.listings - a.listings || a.slug.localeCompare(b.slug);
  return [...cities.entries()]
    .map(([slug, city]) => ({ slug, ...city }))
    .sort(byCount)
    .map((city) => ({ citySlug: city.slug, localitySlugs: city.localities.sort(byCount).map((l) => l.slug) }));
}

async function readMarker(handle: DatabaseHandle): Promise<string | null> {
  const [row] = await rows<{ marker: string | null }>(
    handle,
    "select obj_description(to_regclass('public.saved_searches'), 'pg_class') as marker",
  );
  return row?.marker ?? null;
}

async function summary(handle: DatabaseHandle, reused: boolean, skipped: number, started: number) {
  const counts = await rows<{ frequency: string; searches: number; people: number }>(
    handle,
    `select frequency, count(*)::int as searches, count(distinct user_id)::int as people
       from saved_searches where user_id like '${PERSON_PREFIX}%' group by frequency`,
  );
  const [people] = await rows<{ people: number }>(
    handle,
    `select count(distinct user_id)::int as people from saved_searches where user_id like '${PERSON_PREFIX}%'`,
  );
  return {
    reused,
    searches: counts.reduce((sum, row) => sum + row.searches, 0),
    people: people?.people ?? 0,
    byFrequency: Object.fromEntries(counts.map((row) => [row.frequency, row.searches])),
    skipped,
    seconds: (performance.now() - started) / 1_000,
  };
}

/**
 * Makes sure the bench database holds exactly `count` generated saved searches (and their people) for
 * the listings marked `listingsMarker`: reused when the marker matches, otherwise the bench's people are
 * deleted (their searches and ledger rows cascade) and written again.
 */
export async function prepareSearches(
  handle: DatabaseHandle,
  count: number,
  listingsMarker: string,
): Promise<SearchesReport> {
  const started = performance.now();
  const expected = `aangan-bench-alerts searches=${count} seed=${SEARCH_SEED} listings=(${listingsMarker})`;
  if ((await readMarker(handle)) === expected) {
    console.log(`  reusing ${count.toLocaleString('en')} saved searches`);
    return summary(handle, true, 0, started);
  }
  await rows(handle, `delete from "user" where id like '${PERSON_PREFIX}%'`);
  const places = await readPlaces(handle);
  // The same place is named by thousands of searches: its names are looked up once.
  const placeNames = new Map<string, ReturnType<typeof findPlaceNames>>();
  const rememberedPlaceNames: typeof findPlaceNames = (db, city, locality) => {
    const key = `${city}/${locality ?? ''}`;
    const names = placeNames.get(key) ?? findPlaceNames(db, city, locality);
    placeNames.set(key, names);
    return names;
  };
  const now = new Date();
  let people: (typeof user.$inferInsert)[] = [];
  let searches: (typeof savedSearches.$inferInsert)[] = [];
  let written = 0;
  let skipped = 0;
  const flush = async () => {
    await handle.db.transaction(async (tx) => {
      if (people.length > 0) await tx.insert(user).values(people);
      if (searches.length > 0) await tx.insert(savedSearches).values(searches);
    });
    const before = written;
    written += searches.length;
    people = [];
    searches = [];
    if (written > before && (Math.floor(written / 10_000) > Math.floor(before / 10_000) || written >= count)) {
      console.log(`  saved searches: ${written.toLocaleString('en')} / ${count.toLocaleString('en')}`);
    }
  };
  for (const person of planPeople(SEARCH_SEED, places, PER_PERSON_MAX)) {
    if (written + searches.length >= count) break;
    const userId = `${PERSON_PREFIX}${String(person.index).padStart(6, '0')}`;
    people.push({
      id: userId,
      name: `Seeker ${person.index}`,
      email: `seeker-${person.index}@bench.aangan.test`,
      emailVerified: true,
      locale: person.locale,
      createdAt: now,
      updatedAt: now,
    });
    const urls = new Set<string>();
    for (const planned of person.searches) {
      if (written + searches.length >= count) break;
      let values: Awaited<ReturnType<typeof searchToSave>>;
      try {
        values = await searchToSave(handle.db, { url: planned.url }, rememberedPlaceNames);
      } catch {
        skipped++;
        continue;
      }
      if (urls.has(values.url)) {
        skipped++;
        continue;
      }
      urls.add(values.url);
      searches.push({ userId, url: values.url, name: values.name, frequency: planned.frequency, ...values.columns });
    }
    if (searches.length >= BATCH) await flush();
  }
  await flush();
  await rows(handle, 'vacuum analyze saved_searches');
  await rows(handle, `comment on table saved_searches is '${expected.replaceAll("'", "''")}'`);
  return summary(handle, false, skipped, started);
}
