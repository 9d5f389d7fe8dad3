import { SEARCH_COUNT_CAP } from '@aangan/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_URLS } from '../../../test/saved-search-urls.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Database } from '../../db/database.ts';
import { properties, savedSearchAlerts, savedSearches, user } from '../../db/schema.ts';
import { buildDemoUsers, generateListings } from '../../db/seed/factory.ts';
import { filterIndexRanges, searchConditions } from '../properties/service.ts';
import { searchOfUrl } from '../saved-searches/service.ts';
import { claimShown, type DueSearch, newMatchesOfChunk } from './digest-matches.ts';

/**
 * The digests' one-statement query for a chunk of searches against the query it replaced — one forward
 * search per saved search, posted or edited since its moment, less the ledger, newest first, to the cap + 1 —
 * on 300 factory listings: the same ids in the same order, and the same count, for every search and moment,
 * through the shared window and through the table.
 */
const NOW = new Date('2026-11-01T10:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SHOWN = 10;
let testApp: TestApp;
let db: Database;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  const users = buildDemoUsers(NOW);
  await db.insert(user).values(users);
  const rows = [...generateListings(300, 2021, { now: NOW, withIds: true })].flat().map((each) => each.property);
  for (let start = 0; start < rows.length; start += 50) {
    await db.insert(properties).values(rows.slice(start, start + 50));
  }
  const ids = rows.map((row) => row.id as string);
  // Edits: every seventh listing changed a few hours ago (an old one edited is new again), one hidden since.
  await db
    .update(properties)
    .set({ updatedAt: new Date(NOW.getTime() - 5 * HOUR) })
    .where(
      inArray(
        properties.id,
        ids.filter((_, index) => index % 7 === 0),
      ),
    );
  await db
    .update(properties)
    .set({ listed: false })
    .where(
      inArray(
        properties.id,
        ids.filter((_, index) => index % 11 === 0),
      ),
    );
});
afterAll(async () => {
  await testApp.close();
});

/** The query the digest ran per search before it was batched (decision 029), kept here as the reference. */
async function oneByOne(due: DueSearch): Promise<{ ids: string[]; found: number }> {
  const since = due.since.toISOString();
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        searchConditions(due.search),
        filterIndexRanges(due.search),
        sql`(${properties.createdAt} > ${since}::timestamptz or ${properties.updatedAt} > ${since}::timestamptz)`,
        sql`not exists (select 1 from ${savedSearchAlerts} where ${savedSearchAlerts.savedSearchId} = ${due.id} and ${savedSearchAlerts.propertyId} = ${properties.id})`,
      ),
    )
    .orderBy(sql`greatest(${properties.createdAt}, ${properties.updatedAt}) desc`, asc(properties.id))
    .limit(SEARCH_COUNT_CAP + 1);
  return { ids: rows.slice(0, SHOWN).map((row) => row.id), found: rows.length };
}

describe('newMatchesOfChunk', () => {
  it('finds what one forward search per saved search found, through the window and through the table', async () => {
    const [seeker] = buildDemoUsers(NOW);
    const [first] = await db
      .select({ city: properties.citySlug, locality: properties.localitySlug })
      .from(properties)
      .limit(1);
    const urls = [...SAVED_SEARCH_URLS, `/rent/${first?.city}`, `/buy/${first?.city}/${first?.locality}`];
    // Each address looking back a day, three days (past the window's limit) and sixty days (most of the data).
    // The day's twice: someone else saved the same search, alerted at the same moment.
    const lookBacks = [DAY, 3 * DAY, 60 * DAY, DAY];
    const due: DueSearch[] = [];
    const labels: string[] = [];
    for (const [index, url] of urls.entries()) {
      const search = searchOfUrl(url);
      if (!search) throw new Error(url);
      for (const [which, lookBack] of lookBacks.entries()) {
        const [row] = await db
          .insert(savedSearches)
          .values({
            userId: seeker?.id as string,
            name: url,
            url: `${url}${url.includes('?') ? '&' : '?'}n=${which}`,
          })
          .returning({ id: savedSearches.id });
        due.push({ id: row?.id as string, search, since: new Date(NOW.getTime() - lookBack - index * 60_000) });
        labels.push(`${url} #${which}`);
      }
    }
    // Some listings already went to some searches: the ledger keeps them out.
    const [someSearch, anotherSearch] = due;
    const sent = (await oneByOne(due[2] as DueSearch)).ids.slice(0, 3);
    for (const search of [someSearch, anotherSearch, due[2]]) {
      if (sent.length > 0) {
        await db
          .insert(savedSearchAlerts)
          .values(sent.map((propertyId) => ({ savedSearchId: search?.id as string, propertyId })));
      }
    }

    const expected = await Promise.all(due.map(oneByOne));
    // The window's limit two days back (the daily digest's), then in the future: every search reads the table.
    for (const windowFrom of [new Date(NOW.getTime() - 2 * DAY), new Date(NOW.getTime() + DAY)]) {
      const batched = await db.transaction((tx) => newMatchesOfChunk(tx, due, SHOWN, windowFrom));
      for (const [index, search] of due.entries()) {
        expect(batched.get(search.id) ?? { ids: [], found: 0 }, labels[index]).toEqual(expected[index]);
      }
    }
    // Not vacuous: searches find listings in the window, beyond it, and more than ten.
    const counts = expected.map((result) => result.found);
    expect(counts.filter((count, index) => index % lookBacks.length === 0 && count > 0).length).toBeGreaterThan(5);
    expect(Math.max(...counts)).toBeGreaterThan(SHOWN);
    // The first search and its twin differ only by the first's ledger, and find different listings for it.
    expect(expected[0]).not.toEqual(expected[3]);
  });

  it('counts to the cap + 1 past a ledger that holds the newest matches', async () => {
    const [seeker] = buildDemoUsers(NOW);
    // More than the cap of listings changed within the day, for '/' (every live listing) to be capped.
    const rows = [...generateListings(SEARCH_COUNT_CAP + 150, 2022, { now: NOW, withIds: true })]
      .flat()
      .map((each) => ({ ...each.property, createdAt: new Date(NOW.getTime() - 2 * HOUR) }));
    for (let start = 0; start < rows.length; start += 100) {
      await db.insert(properties).values(rows.slice(start, start + 100));
    }
    const search = searchOfUrl('/');
    if (!search) throw new Error('/');
    const due: DueSearch[] = [];
    for (const name of ['everything', 'everything too']) {
      const [row] = await db
        .insert(savedSearches)
        .values({ userId: seeker?.id as string, name, url: `/?q=${name.replace(' ', '-')}` })
        .returning({ id: savedSearches.id });
      due.push({ id: row?.id as string, search, since: new Date(NOW.getTime() - DAY) });
    }
    // The first already had twelve of the newest: its cap + 1 reach twelve further down the list.
    const newest = (await oneByOne(due[0] as DueSearch)).ids;
    const sent = [...newest, ...(await db.select({ id: properties.id }).from(properties).limit(2)).map((r) => r.id)];
    await db
      .insert(savedSearchAlerts)
      .values(sent.map((propertyId) => ({ savedSearchId: due[0]?.id as string, propertyId })))
      .onConflictDoNothing();
    const expected = await Promise.all(due.map(oneByOne));
    expect(expected.map((result) => result.found)).toEqual([SEARCH_COUNT_CAP + 1, SEARCH_COUNT_CAP + 1]);
    const batched = await db.transaction((tx) => newMatchesOfChunk(tx, due, SHOWN, new Date(NOW.getTime() - 2 * DAY)));
    expect(due.map((search) => batched.get(search.id))).toEqual(expected);
  });

  it('answers nothing for no searches', async () => {
    expect(await db.transaction((tx) => newMatchesOfChunk(tx, [], SHOWN, NOW))).toEqual(new Map());
  });
});

describe('claimShown', () => {
  it('claims a chunk in one statement: what the ledger already has stays out, order kept, live ones shown', async () => {
    const [seeker] = buildDemoUsers(NOW);
    const live = await db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.listed, true))
      .orderBy(asc(properties.id))
      .limit(5);
    const [hidden] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.listed, false))
      .limit(1);
    const [a, b, c, d, e] = live.map((row) => row.id);
    const searchIds: string[] = [];
    for (const name of ['claim one', 'claim two', 'claim three']) {
      const [row] = await db
        .insert(savedSearches)
        .values({ userId: seeker?.id as string, name, url: `/rent?q=${name.replace(' ', '-')}` })
        .returning({ id: savedSearches.id });
      searchIds.push(row?.id as string);
    }
    const [one, two, three] = searchIds as [string, string, string];
    // An instant alert already sent `c` to the first search, and `d` to the third (its only one).
    await db.insert(savedSearchAlerts).values([
      { savedSearchId: one, propertyId: c as string },
      { savedSearchId: three, propertyId: d as string },
    ]);
    const matches = new Map([
      [one, { ids: [e, c, a, hidden?.id] as string[], found: 4 }],
      [two, { ids: [b, a] as string[], found: 12 }],
      [three, { ids: [d] as string[], found: 1 }],
    ]);
    const shown = await db.transaction((tx) => claimShown(tx, matches, NOW));
    // Claimed but not live (hidden since) is not shown; the third claimed nothing, so it has no section.
    expect([...shown.keys()].sort()).toEqual([one, two].sort());
    expect(shown.get(one)?.map((listing) => listing.id)).toEqual([e, a]);
    expect(shown.get(two)?.map((listing) => listing.id)).toEqual([b, a]);
    const ledger = await db
      .select({ search: savedSearchAlerts.savedSearchId, property: savedSearchAlerts.propertyId })
      .from(savedSearchAlerts)
      .where(inArray(savedSearchAlerts.savedSearchId, searchIds));
    expect(ledger).toHaveLength(2 + 4 - 1 + 2);
    // Twice is nothing new.
    expect(await db.transaction((tx) => claimShown(tx, matches, NOW))).toEqual(new Map());
  });
});
