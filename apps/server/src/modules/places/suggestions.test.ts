import { PLACE_SUGGEST_RATE_MESSAGE, type PlaceSuggestion } from '@aangan/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { placeSlugColumns } from '../../db/place-slugs.ts';
import { properties, user } from '../../db/schema.ts';
import { buildDemoUsers, buildProperty, createRng, DEMO_POSTERS } from '../../db/seed/factory.ts';
import { PLACE_SUGGESTIONS_PER_IP } from './rate-limits.ts';
import { refreshPlaceSuggestions } from './service.ts';

/**
 * GET /api/places?q= against a real database (decision 032): prefixes of the listings' own names, typos and
 * Devanagari through the gazetteer, counts of live listings only and per segment, societies, limits, the
 * refresh following the listings, and every bad input answered in words.
 */
const NOW = new Date('2026-11-01T10:00:00Z');
const rng = createRng(3232);
let testApp: TestApp;
let sequence = 0;

interface Spec {
  purpose: 'sell' | 'rent' | 'pg';
  city: string;
  locality: string;
  society?: string;
  commercial?: boolean;
  out?: 'hidden' | 'expired';
}

function row({ purpose, city, locality, society, commercial, out }: Spec) {
  const subType = commercial ? 'office' : 'flat';
  const { property } = buildProperty(rng, { purpose, subType, city: 'Jaipur', now: NOW, posters: DEMO_POSTERS });
  const hidden =
    out === 'hidden' ? { listed: false, hiddenAt: NOW, hiddenReason: 'fake' as const, hiddenBy: 'A moderator' } : {};
  const expired = out === 'expired' ? { listed: false, expiredAt: NOW } : {};
  sequence += 1;
  return {
    ...property,
    // Words of their own, so only the society field can make the society's search find a listing.
    title: `Flat ${sequence}`,
    description: 'A flat.',
    address: `${sequence} Main Road`,
    city,
    locality,
    ...placeSlugColumns({ city, locality }),
    society: society ?? null,
    ...hidden,
    ...expired,
  };
}

async function insert(specs: Spec[]): Promise<string[]> {
  const rows = await testApp.database.db.insert(properties).values(specs.map(row)).returning({ id: properties.id });
  return rows.map((each) => each.id);
}

const rent = (city: string, locality: string, society?: string): Spec => ({ purpose: 'rent', city, locality, society });

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.database.db.insert(user).values(buildDemoUsers(NOW));
  await insert([
    rent('Jaipur', 'Malviya Nagar', 'Shanti Residency'),
    rent('Jaipur', 'Malviya Nagar', 'shanti residency '),
    rent('Jaipur', 'Malviya Nagar'),
    { purpose: 'sell', city: 'Jaipur', locality: 'Vaishali Nagar' },
    { purpose: 'pg', city: 'Jaipur', locality: 'C-Scheme' },
    // Another spelling of the same city: one place, named as most listings spell it.
    { purpose: 'sell', city: 'jaipur', locality: 'Vaishali Nagar' },
    // Out of public view: counted nowhere, and a place only they name is not suggested.
    { ...rent('Jaipur', 'Malviya Nagar'), out: 'hidden' },
    { purpose: 'sell', city: 'Jaipur', locality: 'Hidden Enclave', out: 'expired' },
    rent('Bikaner', 'Sadul Ganj', 'Shanti Residency'),
    rent('Bikaner', 'Sadul Ganj'),
    { purpose: 'rent', city: 'Bikaner', locality: 'Rani Bazar', commercial: true },
    // A locality no gazetteer knows: found by its own name only.
    rent('Bikaner', 'Sujan Vihar Extension'),
    // A city the listings write in Devanagari.
    { purpose: 'pg', city: 'जोधपुर', locality: 'सरदारपुरा' },
    { purpose: 'sell', city: 'Jaisalmer', locality: 'Sam Road' },
  ]);
  await refreshPlaceSuggestions(testApp.database.db);
});

afterAll(async () => {
  await testApp.close();
});

function ask(query: string, address?: string) {
  sequence += 1;
  return testApp.app.inject({
    method: 'GET',
    url: `/api/places?${query}`,
    // Each request from its own address unless a test means one: the per-IP limit is tested on its own.
    remoteAddress: address ?? `10.7.${sequence >> 8}.${sequence & 255}`,
  });
}

async function suggest(q: string, extra = ''): Promise<PlaceSuggestion[]> {
  const response = await ask(`q=${encodeURIComponent(q)}${extra}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().places;
}

/** 'city Jaipur 6', 'locality Malviya Nagar 3': what a suggestion says, in one line. */
function line(place: PlaceSuggestion): string {
  return `${place.kind} ${place.name} ${place.count}`;
}

describe('GET /api/places: what it finds', () => {
  it('suggests the cities, localities and societies whose names begin with the text, most listings first', async () => {
    expect((await suggest('ja')).map(line)).toEqual(['city Jaipur 6', 'city Jaisalmer 1']);
    expect((await suggest('Sadul G')).map(line)).toEqual(['locality Sadul Ganj 2']);
    expect((await suggest('sujan vi')).map(line)).toEqual(['locality Sujan Vihar Extension 1']);
  });

  it('names a place as most of its listings spell it, and a city’s page by its slug', async () => {
    const [jaipur] = await suggest('jaipur');
    expect(jaipur).toEqual({
      kind: 'city',
      name: 'Jaipur',
      city: 'Jaipur',
      citySlug: 'jaipur',
      // For Hindi pages, the gazetteer's names of the place.
      hindi: { name: 'जयपुर', city: 'जयपुर' },
      count: 6,
      // Without a segment: the place's page where most of its listings are.
      href: '/rent/jaipur',
    });
    const [malviya] = await suggest('malviya');
    expect(malviya).toMatchObject({
      kind: 'locality',
      name: 'Malviya Nagar',
      city: 'Jaipur',
      localitySlug: 'malviya-nagar',
      hindi: { name: 'मालवीय नगर', city: 'जयपुर' },
    });
    // A locality the gazetteer does not know: its city's Hindi name only.
    expect((await suggest('sujan'))[0]?.hindi).toEqual({ city: 'बीकानेर' });
    expect(malviya?.href).toBe('/rent/jaipur/malviya-nagar');
  });

  it('forgives typos through the gazetteer', async () => {
    expect((await suggest('jaipr')).map(line)).toEqual(['city Jaipur 6']);
    expect((await suggest('bikanir')).map(line)).toEqual(['city Bikaner 4']);
    expect((await suggest('malviy nagar')).map(line)).toEqual(['locality Malviya Nagar 3']);
  });

  it('reads Devanagari names of the places the gazetteer knows', async () => {
    expect((await suggest('जयपुर')).map(line)).toEqual(['city Jaipur 6']);
    expect((await suggest('बीकानेर')).map(line)).toEqual(['city Bikaner 4']);
    expect((await suggest('मालवीय')).map(line)).toEqual(['locality Malviya Nagar 3']);
    // A place the listings name in Devanagari is found by its own letters.
    const [jodhpur] = await suggest('जोध');
    expect(jodhpur).toMatchObject({ kind: 'city', name: 'जोधपुर', count: 1 });
    // Its slug is its Devanagari name, not the gazetteer's 'jodhpur': nothing to add.
    expect(jodhpur?.hindi).toBeUndefined();
    expect(jodhpur?.href).toBe(`/pg/${encodeURIComponent('जोधपुर')}`);
  });

  it('puts exact and prefix matches before typos', async () => {
    // 'jaisalmer' is Jaisalmer exactly; Jaipur is not within its typo reach, so it is alone.
    expect((await suggest('jaisalmer')).map(line)).toEqual(['city Jaisalmer 1']);
    // 'bikane' begins Bikaner (prefix) before anything it is one typo from.
    expect((await suggest('bikane')).map(line)[0]).toBe('city Bikaner 4');
  });

  it('suggests societies with their locality, leading to the search that finds them', async () => {
    const societies = await suggest('shanti');
    expect(societies.map((place) => `${place.name}, ${place.locality}, ${place.city} ${place.count}`)).toEqual([
      'Shanti Residency, Malviya Nagar, Jaipur 2',
      'Shanti Residency, Sadul Ganj, Bikaner 1',
    ]);
    const [jaipurs] = societies;
    expect(jaipurs?.hindi).toEqual({ city: 'जयपुर', locality: 'मालवीय नगर' });
    expect(jaipurs?.href).toBe('/rent/jaipur/malviya-nagar?q=Shanti+Residency&location=true');
    // The address is the results page; the search it runs finds the society's listings.
    const search = new URLSearchParams(jaipurs?.href.split('?')[1]);
    const found = await testApp.app.inject({
      method: 'GET',
      url: `/api/properties?${search}&city=jaipur&locality=malviya-nagar&purpose=rent`,
    });
    expect(found.json().total).toBe(2);
  });
});

describe('GET /api/places: counts', () => {
  it('counts live listings only: hidden and expired ones are not counted, and name no place', async () => {
    expect((await suggest('malviya')).map(line)).toEqual(['locality Malviya Nagar 3']);
    expect(await suggest('hidden')).toEqual([]);
  });

  it('counts a segment’s listings and leads to its pages when the box is on a tab', async () => {
    expect((await suggest('jaipur', '&segment=buy')).map((place) => `${line(place)} ${place.href}`)).toEqual([
      'city Jaipur 2 /buy/jaipur',
    ]);
    expect((await suggest('jaipur', '&segment=pg')).map(line)).toEqual(['city Jaipur 1']);
    // A commercial rental is in both the rent and the commercial segments, as on their pages.
    expect((await suggest('rani', '&segment=commercial')).map(line)).toEqual(['locality Rani Bazar 1']);
    expect((await suggest('rani', '&segment=rent')).map(line)).toEqual(['locality Rani Bazar 1']);
    // A place with nothing in the segment is not suggested there.
    expect(await suggest('jaisalmer', '&segment=rent')).toEqual([]);
  });

  it('follows the listings at the next refresh', async () => {
    const [added] = await insert([rent('Jaisalmer', 'Sam Road')]);
    expect((await suggest('jaisalmer')).map(line)).toEqual(['city Jaisalmer 1']);
    // The scheduled job of the app's registry is what refreshes in service.
    const job = testApp.app.jobs.definitions.find((definition) => definition.name === 'refresh-place-suggestions');
    expect(job?.schedule).toBe('*/5 * * * *');
    expect(await job?.run(new Date())).toEqual({ places: expect.any(Number) });
    expect((await suggest('jaisalmer')).map(line)).toEqual(['city Jaisalmer 2']);

    await testApp.database.db
      .update(properties)
      .set({ listed: false, expiredAt: NOW })
      .where(inArray(properties.city, ['Jaisalmer']));
    await refreshPlaceSuggestions(testApp.database.db);
    expect(await suggest('jaisalmer')).toEqual([]);

    await testApp.database.db
      .update(properties)
      .set({ listed: true, expiredAt: null })
      .where(eq(properties.city, 'Jaisalmer'));
    await testApp.database.db.delete(properties).where(eq(properties.id, added ?? ''));
    await refreshPlaceSuggestions(testApp.database.db);
    expect((await suggest('jaisalmer')).map(line)).toEqual(['city Jaisalmer 1']);
  });
});

describe('GET /api/places: limits', () => {
  it('answers at most `limit` suggestions, 8 unless asked', async () => {
    const many = await insert(Array.from({ length: 10 }, (_, index) => rent('Bikaner', `Sector ${index + 1}`)));
    await refreshPlaceSuggestions(testApp.database.db);
    expect(await suggest('sector')).toHaveLength(8);
    expect(await suggest('sector', '&limit=3')).toHaveLength(3);
    expect(await suggest('sector', '&limit=20')).toHaveLength(10);
    await testApp.database.db.delete(properties).where(inArray(properties.id, many));
    await refreshPlaceSuggestions(testApp.database.db);
  });

  it('limits how often one connection asks', async () => {
    const address = '10.8.0.1';
    const key = `${PLACE_SUGGESTIONS_PER_IP.name}:${address}`;
    // The window's earlier requests, counted as the limiter would have.
    for (let hit = 0; hit < PLACE_SUGGESTIONS_PER_IP.limit - 1; hit += 1) await testApp.rateLimitStore.hit(key, 60_000);
    expect((await ask('q=jaipur', address)).statusCode).toBe(200);
    const limited = await ask('q=jaipur', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(PLACE_SUGGEST_RATE_MESSAGE);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await ask('q=jaipur')).statusCode).toBe(200);
  });
});

describe('GET /api/places: bad input', () => {
  it.each([
    ['no text', '', 'q'],
    ['one letter', 'q=j', 'q'],
    ['one letter in spaces', 'q=%20%20j%20', 'q'],
    ['more than 100 characters', `q=${'a'.repeat(101)}`, 'q'],
    ['the text twice', 'q=jai&q=pur', 'q'],
    ['a segment that is not one', 'q=jaipur&segment=all', 'segment'],
    ['a limit of 0', 'q=jaipur&limit=0', 'limit'],
    ['a limit past 20', 'q=jaipur&limit=21', 'limit'],
    ['a limit in words', 'q=jaipur&limit=eight', 'limit'],
  ])('refuses %s with 400 and says which field', async (_, query, field) => {
    const response = await ask(query);
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('BAD_REQUEST');
    expect(Object.keys(error.fields)).toEqual([field]);
    expect(error.fields[field]).toMatch(/[a-z]{3,}/i);
  });

  it('answers no suggestions for text that names no place', async () => {
    expect(await suggest('!!!')).toEqual([]);
    expect(await suggest('zzqxv')).toEqual([]);
    expect(await suggest('%_%_')).toEqual([]);
    expect(await suggest("jai'; drop table properties; --")).toEqual([]);
  });
});
