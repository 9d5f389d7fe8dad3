import { matchPlaces, placeSlug } from '@aangan/domain';
import { describe, expect, it } from 'vitest';
import { CITIES } from './places.ts';

// The query parser and the place suggestions know places from the domain's gazetteer (decision 031), which
// lists the demo and bench data's places by hand: a place added here must be added there too.
describe("the demo data's places in the gazetteer", () => {
  it.each(CITIES.map((city) => [city.name, city] as const))('%s and its localities', (_, city) => {
    const [found] = matchPlaces(city.name);
    expect(found).toMatchObject({ kind: 'city', slug: placeSlug(city.name), match: 'exact' });
    for (const locality of city.localities) {
      const [place] = matchPlaces(locality.name, { city: placeSlug(city.name) });
      expect(place, locality.name).toMatchObject({
        kind: 'locality',
        slug: placeSlug(locality.name),
        citySlug: placeSlug(city.name),
        match: 'exact',
      });
    }
  });
});
