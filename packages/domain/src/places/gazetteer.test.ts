import { describe, expect, it } from 'vitest';
import { boundedEditDistance, typoAllowance } from './edit-distance.ts';
import { placesNear, placesWithKey } from './gazetteer.ts';
import { GAZETTEER_CITIES } from './gazetteer-cities.ts';
import { GAZETTEER_LOCALITIES } from './gazetteer-localities.ts';
import { matchPlaces } from './match-places.ts';
import { normalisePlaceText, placeKey } from './place-text.ts';
import { isPlaceSlug, placeSlug } from './slug.ts';

const DEVANAGARI_NAME = /^[\u0900-\u097f]+(?:[ -][\u0900-\u097f]+)*$/;

describe('the gazetteer data', () => {
  it('has about sixty cities, each once, with a slug and a Devanagari name', () => {
    expect(GAZETTEER_CITIES.length).toBeGreaterThanOrEqual(60);
    const slugs = GAZETTEER_CITIES.map((city) => placeSlug(city.name));
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const city of GAZETTEER_CITIES) {
      expect(isPlaceSlug(placeSlug(city.name)), city.name).toBe(true);
      expect(city.hindi, city.name).toMatch(DEVANAGARI_NAME);
    }
  });

  it('puts each locality in a listed city, once per city, any Hindi name in Devanagari', () => {
    const cities = new Set(GAZETTEER_CITIES.map((city) => city.name));
    const seen = new Set<string>();
    for (const locality of GAZETTEER_LOCALITIES) {
      expect(cities.has(locality.city), `${locality.name} in ${locality.city}`).toBe(true);
      const id = `${locality.city}/${placeSlug(locality.name)}`;
      expect(seen.has(id), id).toBe(false);
      seen.add(id);
      if (locality.hindi !== undefined) expect(locality.hindi, locality.name).toMatch(DEVANAGARI_NAME);
    }
  });

  it('never gives two cities one spelling', () => {
    for (const city of GAZETTEER_CITIES) {
      for (const name of [city.name, city.hindi, ...(city.aliases ?? [])]) {
        const cities = placesWithKey(placeKey(name)).filter((place) => place.kind === 'city');
        expect(
          cities.map((place) => place.name),
          name,
        ).toEqual([city.name]);
      }
    }
  });
});

describe('normalisePlaceText and placeKey', () => {
  it.each([
    ['M.G. Road', 'm g road', 'mgroad'],
    ['  Sadul-Ganj ', 'sadul ganj', 'sadulganj'],
    ['C-Scheme', 'c scheme', 'cscheme'],
    ['BANDRA (W)', 'bandra w', 'bandraw'],
    ['Café Road', 'cafe road', 'caferoad'],
  ])('%j reads %j, key %j', (text, words, key) => {
    expect(normalisePlaceText(text)).toBe(words);
    expect(placeKey(text)).toBe(key);
  });

  it.each([
    ['रानी बाज़ार', 'रानी बाजार'],
    ['मुम्बई', 'मुंबई'],
    ['गाँव', 'गांव'],
    ['कॉलोनी', 'कोलोनी'],
    ['चण्डीगढ़', 'चंडीगढ'],
  ])('makes the Devanagari spellings %j and %j one', (a, b) => {
    expect(placeKey(a)).toBe(placeKey(b));
  });

  it('gives text without letters or digits the empty key', () => {
    expect(placeKey(' -- !! ')).toBe('');
  });
});

describe('boundedEditDistance', () => {
  it.each([
    ['jaipr', 'jaipur', 1],
    ['bikanir', 'bikaner', 1],
    ['gurgoan', 'gurgaon', 1],
    ['bangalore', 'bangalore', 0],
    ['banglore', 'bangalore', 1],
    ['बिकानेर', 'बीकानेर', 1],
    ['ab', 'ba', 1],
    ['jodhpur', 'jaipur', 3],
  ])('%s to %s is %i', (a, b, distance) => {
    expect(boundedEditDistance(a, b, 3)).toBe(distance);
  });

  it('stops past the bound', () => {
    expect(boundedEditDistance('jodhpur', 'jaipur', 2)).toBeUndefined();
    expect(boundedEditDistance('a', 'abcdef', 2)).toBeUndefined();
  });

  it('allows no typo below four letters, one up to six, two beyond', () => {
    expect([3, 4, 6, 7, 20].map(typoAllowance)).toEqual([0, 1, 1, 2, 2]);
  });

  it('finds no typos for short keys, and never the exact place', () => {
    expect(placesNear('kot')).toEqual([]);
    expect(placesNear('kota').map(({ place }) => place.name)).not.toContain('Kota');
  });
});

/** The first candidates' places as 'kind:city/slug'. */
function places(text: string, options?: Parameters<typeof matchPlaces>[1]): string[] {
  return matchPlaces(text, options).map((place) => `${place.kind}:${place.citySlug}/${place.slug}`);
}

describe('matchPlaces', () => {
  it.each([
    ['jaipur', 'city:jaipur/jaipur'],
    ['Jaipur', 'city:jaipur/jaipur'],
    ['jaipr', 'city:jaipur/jaipur'],
    ['bikanir', 'city:bikaner/bikaner'],
    ['जयपुर', 'city:jaipur/jaipur'],
    ['बीकानेर', 'city:bikaner/bikaner'],
    ['बिकानेर', 'city:bikaner/bikaner'],
    ['bangalore', 'city:bengaluru/bengaluru'],
    ['banglore', 'city:bengaluru/bengaluru'],
    ['gurgaon', 'city:gurugram/gurugram'],
    ['bombay', 'city:mumbai/mumbai'],
    ['kota', 'city:kota/kota'],
    ['sadul ganj', 'locality:bikaner/sadul-ganj'],
    ['Sadulganj', 'locality:bikaner/sadul-ganj'],
    ['sadul gunj', 'locality:bikaner/sadul-ganj'],
    ['सादुल गंज', 'locality:bikaner/sadul-ganj'],
    ['jnv colony', 'locality:bikaner/jai-narayan-vyas-colony'],
    ['bandra', 'locality:mumbai/bandra-west'],
    ['thane', 'city:thane/thane'],
    ['thane west', 'locality:mumbai/thane-west'],
    ['mg road bangalore', 'locality:bengaluru/mg-road'],
    ['M.G. Road, Pune', 'locality:pune/mg-road'],
    ['gurgaon mg road', 'locality:gurugram/mg-road'],
  ])('%j → %s first', (text, first) => {
    expect(places(text)[0]).toBe(first);
  });

  it('answers a name several cities share with each of them, largest city first', () => {
    expect(places('mg road')).toEqual([
      'locality:bengaluru/mg-road',
      'locality:pune/mg-road',
      'locality:gurugram/mg-road',
    ]);
    expect(places('MG Road', { city: 'gurugram' })[0]).toBe('locality:gurugram/mg-road');
  });

  it('says how each was matched', () => {
    const [exact] = matchPlaces('jaipur');
    const [typo] = matchPlaces('jaipr');
    const [prefix] = matchPlaces('jaip');
    expect([exact?.match, typo?.match, typo?.distance, prefix?.match]).toEqual(['exact', 'typo', 1, 'prefix']);
    expect(exact).toMatchObject({ name: 'Jaipur', hindi: 'जयपुर', cityName: 'Jaipur', cityHindi: 'जयपुर' });
  });

  it('suggests what a few letters begin, exact names first', () => {
    expect(places('jai').slice(0, 2)).toEqual(['city:jaipur/jaipur', 'locality:bikaner/jai-narayan-vyas-colony']);
    expect(places('ko', { limit: 3 })).toHaveLength(3);
  });

  it('finds nothing for blank text, text naming no place, or a long sentence', () => {
    expect(places('')).toEqual([]);
    expect(places('  ,. ')).toEqual([]);
    expect(places('zzzzqqq')).toEqual([]);
    expect(places('a flat with a lift and parking near the station please')).toEqual([]);
    expect(places('jaipur', { limit: 0 })).toEqual([]);
  });

  it('gives the city alone when the other words name none of its localities', () => {
    expect(places('flats bikaner')).toEqual(['city:bikaner/bikaner']);
  });
});
