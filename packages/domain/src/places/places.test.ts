import { describe, expect, it } from 'vitest';
import { type CappedCount, capCount, SEARCH_COUNT_CAP } from '../search/capped-count.ts';
import {
  isPlaceSegment,
  PLACE_SEGMENTS,
  placeCountWords,
  placeHeading,
  placePageMeta,
  placePath,
  searchPagePath,
} from './segments.ts';
import { isPlaceSlug, PLACE_SLUG_MAX, placeSlug } from './slug.ts';
import { placeSlugField } from './slug-field.ts';

/** A count below the cap, as an answer carries it. */
function exactly(count: number): CappedCount {
  return { count, countCapped: false };
}

describe('placeSlug', () => {
  it.each([
    ['Sadul Ganj', 'sadul-ganj'],
    ['  Bikaner  ', 'bikaner'],
    ['Sadul  Ganj.', 'sadul-ganj'],
    ['--Rani Bazar / Sector 4--', 'rani-bazar-sector-4'],
    ["St. Xavier's Road", 'st-xavier-s-road'],
    ['JAIPUR', 'jaipur'],
  ])('%s → %s', (name, slug) => {
    expect(placeSlug(name)).toBe(slug);
  });

  it('keeps Devanagari, vowel signs and virama included (they are marks)', () => {
    expect(placeSlug('बीकानेर')).toBe('बीकानेर');
    expect(placeSlug('सादुल गंज')).toBe('सादुल-गंज');
    expect(placeSlug('श्री गंगानगर')).toBe('श्री-गंगानगर');
  });

  it('gives composed and decomposed spellings the same slug (NFC)', () => {
    const composed = 'Bandra Caf\u00e9';
    const decomposed = 'Bandra Cafe\u0301';
    expect(placeSlug(decomposed)).toBe(placeSlug(composed));
    expect(placeSlug(composed)).toBe('bandra-caf\u00e9');
  });

  it('makes names differing only in case, spacing and punctuation one place', () => {
    const slugs = new Set(['Sadul Ganj', 'sadul ganj', 'SADUL-GANJ', ' Sadul, Ganj '].map(placeSlug));
    expect([...slugs]).toEqual(['sadul-ganj']);
  });

  it('keeps digits of any script and gives a name without letters or digits the empty slug', () => {
    expect(placeSlug('Sector ४२')).toBe('sector-४२');
    expect(placeSlug(' -- !! ')).toBe('');
  });

  it('is stable: a slug is its own slug', () => {
    for (const name of ['Sadul Ganj', 'सादुल गंज', 'Bandra Cafe\u0301', 'A.B.C. Colony']) {
      expect(placeSlug(placeSlug(name))).toBe(placeSlug(name));
    }
  });
});

describe('isPlaceSlug and placeSlugField', () => {
  it('accepts slugs as placeSlug writes them and refuses anything else', () => {
    expect(isPlaceSlug('sadul-ganj')).toBe(true);
    expect(isPlaceSlug('सादुल-गंज')).toBe(true);
    for (const bad of [
      '',
      'Sadul-Ganj',
      'sadul ganj',
      '-sadul',
      'sadul--ganj',
      'a/b',
      'x'.repeat(PLACE_SLUG_MAX + 1),
    ]) {
      expect(isPlaceSlug(bad)).toBe(false);
    }
  });

  it('names the field in its messages', () => {
    const tooLong = placeSlugField('City').safeParse('x'.repeat(PLACE_SLUG_MAX + 1));
    expect(tooLong.error?.issues[0]?.message).toBe(`City must be at most ${PLACE_SLUG_MAX} characters`);
    const bad = placeSlugField('Locality').safeParse('Sadul Ganj');
    expect(bad.error?.issues[0]?.message).toMatch(/^Locality must be a place slug/);
  });
});

describe('place pages', () => {
  it('has the four segments of the home tabs', () => {
    expect(PLACE_SEGMENTS).toEqual(['buy', 'rent', 'pg', 'commercial']);
    expect(isPlaceSegment('rent')).toBe(true);
    expect(isPlaceSegment('all')).toBe(false);
  });

  it('writes a heading in words for each segment, for a city and a locality', () => {
    expect(placeHeading('rent', { city: 'Bikaner' })).toBe('Flats and houses for rent in Bikaner');
    expect(placeHeading('rent', { city: 'Bikaner', locality: 'Sadul Ganj' })).toBe(
      'Flats and houses for rent in Sadul Ganj, Bikaner',
    );
    expect(placeHeading('buy', { city: 'Jaipur' })).toBe('Properties for sale in Jaipur');
    expect(placeHeading('pg', { city: 'Kota' })).toBe('PG accommodations in Kota');
    expect(placeHeading('commercial', { city: 'Bikaner' })).toBe('Commercial properties in Bikaner');
  });

  it('counts in words, one and many, in Indian grouping', () => {
    expect(placeCountWords('rent', exactly(0))).toBe('No properties for rent');
    expect(placeCountWords('rent', exactly(1))).toBe('1 property for rent');
    expect(placeCountWords('buy', exactly(100_000))).toBe('1,00,000 properties for sale');
  });

  it('says a count that stopped at the cap with a plus, as the search does', () => {
    expect(placeCountWords('rent', capCount(SEARCH_COUNT_CAP + 1))).toBe('1,000+ properties for rent');
    expect(placeCountWords('pg', capCount(SEARCH_COUNT_CAP))).toBe('1,000 PG accommodations');
    expect(placePageMeta('rent', { city: 'Bikaner' }, capCount(SEARCH_COUNT_CAP + 1), 'en').description).toMatch(
      /^1,000\+ properties for rent in Bikaner: /,
    );
  });

  it('gives each place and segment its own title and description, short enough for search results', () => {
    const metas = PLACE_SEGMENTS.flatMap((segment) => [
      placePageMeta(segment, { city: 'Bikaner' }, exactly(24), 'en'),
      placePageMeta(segment, { city: 'Bikaner', locality: 'Sadul Ganj' }, exactly(3), 'en'),
    ]);
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
    for (const meta of metas) expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(placePageMeta('rent', { city: 'Bikaner' }, exactly(24), 'en').description).toMatch(
      /^24 properties for rent in Bikaner: /,
    );
    expect(placePageMeta('pg', { city: 'Kota' }, exactly(0), 'en').description).toMatch(/^PG accommodations in Kota: /);
  });

  it('builds paths with slugs in other scripts percent-encoded', () => {
    expect(placePath({ segment: 'rent', citySlug: 'bikaner' })).toBe('/rent/bikaner');
    expect(placePath({ segment: 'rent', citySlug: 'bikaner', localitySlug: 'sadul-ganj' })).toBe(
      '/rent/bikaner/sadul-ganj',
    );
    expect(placePath({ segment: 'pg', citySlug: 'बीकानेर' })).toBe(`/pg/${encodeURIComponent('बीकानेर')}`);
  });

  it("leads a tab's search to the place's page of that segment, or to the tab's own page", () => {
    const place = { city: 'bikaner', locality: 'sadul-ganj' };
    expect(searchPagePath('pg', place)).toBe('/pg/bikaner/sadul-ganj');
    expect(searchPagePath('buy', { city: 'bikaner' })).toBe('/buy/bikaner');
    // 'All' has no place pages: it searches everywhere, at '/'.
    expect(searchPagePath('all', place)).toBe('/');
    expect(searchPagePath('rent')).toBe('/rent');
  });
});

describe('place pages in Hindi', () => {
  it('puts the place first and keeps its name as the listings spell it', () => {
    expect(placeHeading('rent', { city: 'Bikaner' }, 'hi')).toBe('Bikaner में किराये के लिए फ़्लैट और मकान');
    expect(placeHeading('pg', { city: 'बीकानेर', locality: 'सादुल गंज' }, 'hi')).toBe('सादुल गंज, बीकानेर में पीजी आवास');
    expect(placeHeading('buy', { city: 'Jaipur' }, 'hi')).toBe('Jaipur में बिक्री के लिए प्रॉपर्टी');
    expect(placeHeading('commercial', { city: 'Kota' }, 'hi')).toBe('Kota में व्यावसायिक प्रॉपर्टी');
  });

  it('counts in Hindi words with Indian grouping, none and capped counts included', () => {
    expect(placeCountWords('rent', exactly(24), 'hi')).toBe('किराये के लिए 24 प्रॉपर्टी');
    expect(placeCountWords('rent', exactly(1), 'hi')).toBe('किराये के लिए 1 प्रॉपर्टी');
    expect(placeCountWords('rent', exactly(0), 'hi')).toBe('किराये के लिए कोई प्रॉपर्टी नहीं');
    expect(placeCountWords('buy', exactly(100_000), 'hi')).toBe('बिक्री के लिए 1,00,000 प्रॉपर्टी');
    expect(placeCountWords('pg', capCount(SEARCH_COUNT_CAP + 1), 'hi')).toBe('1,000+ पीजी आवास');
    expect(placeCountWords('commercial', exactly(0), 'hi')).toBe('कोई व्यावसायिक प्रॉपर्टी नहीं');
  });

  it('writes a Hindi title and description for a Hindi page, and keeps English ones for English', () => {
    const hindi = placePageMeta('rent', { city: 'बीकानेर' }, exactly(24), 'hi');
    expect(hindi.title).toBe('बीकानेर में किराये के लिए फ़्लैट और मकान');
    expect(hindi.description).toBe(
      'बीकानेर में किराये के लिए 24 प्रॉपर्टी: मालिकों, बिल्डरों और एजेंटों की लिस्टिंग, मासिक किराया, जमा राशि और शर्तें पहले से।',
    );
    expect(placePageMeta('buy', { city: 'Bikaner' }, exactly(1_500), 'hi').description).toMatch(
      /^Bikaner में बिक्री के लिए 1,500 प्रॉपर्टी: फ़्लैट, मकान/,
    );
    // No listing: the heading, not a count of none.
    expect(placePageMeta('pg', { city: 'Kota' }, exactly(0), 'hi').description).toMatch(/^Kota में पीजी आवास: /);
    expect(placePageMeta('rent', { city: 'Bikaner' }, exactly(24), 'en').title).toBe(
      'Flats and houses for rent in Bikaner',
    );
  });

  it('gives each place and segment its own Hindi title and description, short enough for search results', () => {
    const metas = PLACE_SEGMENTS.flatMap((segment) => [
      placePageMeta(segment, { city: 'बीकानेर' }, exactly(24), 'hi'),
      placePageMeta(segment, { city: 'बीकानेर', locality: 'सादुल गंज' }, capCount(SEARCH_COUNT_CAP + 1), 'hi'),
    ]);
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
    for (const meta of metas) {
      expect(meta.description.length).toBeLessThanOrEqual(160);
      // The names are in Devanagari here, so no English word may be left.
      expect(`${meta.title} ${meta.description}`).not.toMatch(/[A-Za-z]/);
    }
  });
});
