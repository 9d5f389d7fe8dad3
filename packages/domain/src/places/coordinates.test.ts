import { describe, expect, it } from 'vitest';
import { placeCentre, publicPoint } from './coordinates.ts';
import { GAZETTEER_CITIES } from './gazetteer-cities.ts';
import { GAZETTEER_LOCALITIES } from './gazetteer-localities.ts';
import { isInIndia, type LatLng } from './lat-lng.ts';

/** Great-circle distance in km (haversine), enough to say a locality is in its city. */
function kmBetween(a: LatLng, b: LatLng): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const decimals = (value: number) => (String(value).split('.')[1] ?? '').length;

describe("the gazetteer's centres", () => {
  it('puts every city in India, at most 4 decimals, no two cities on one spot', () => {
    for (const city of GAZETTEER_CITIES) {
      expect(isInIndia(city.centre), city.name).toBe(true);
      expect(decimals(city.centre.lat) <= 4 && decimals(city.centre.lng) <= 4, city.name).toBe(true);
    }
    for (const [index, city] of GAZETTEER_CITIES.entries()) {
      for (const other of GAZETTEER_CITIES.slice(index + 1)) {
        // Thane, Kalyan and Navi Mumbai are Mumbai's neighbours, but none is within 5 km of another's centre.
        expect(kmBetween(city.centre, other.centre), `${city.name} / ${other.name}`).toBeGreaterThan(5);
      }
    }
  });

  it('puts every locality inside its city: within 25 km of its centre (Thane West is 15 km from Mumbai’s)', () => {
    const cities = new Map(GAZETTEER_CITIES.map((city) => [city.name, city.centre]));
    for (const locality of GAZETTEER_LOCALITIES) {
      const centre = cities.get(locality.city);
      expect(centre, locality.city).toBeDefined();
      expect(decimals(locality.centre.lat) <= 4 && decimals(locality.centre.lng) <= 4, locality.name).toBe(true);
      expect(kmBetween(locality.centre, centre as LatLng), `${locality.name}, ${locality.city}`).toBeLessThan(25);
    }
  });

  it('has the well-known ones where they are (spot checks)', () => {
    expect(kmBetween(placeCentre('Delhi') as LatLng, { lat: 28.61, lng: 77.21 })).toBeLessThan(5);
    expect(kmBetween(placeCentre('Mumbai', 'Bandra West') as LatLng, { lat: 19.06, lng: 72.83 })).toBeLessThan(3);
    expect(kmBetween(placeCentre('Bikaner') as LatLng, { lat: 28.02, lng: 73.31 })).toBeLessThan(5);
    // Bengaluru is east of Mysuru, Kolkata far east of Mumbai.
    expect((placeCentre('Bengaluru') as LatLng).lng).toBeGreaterThan((placeCentre('Mysuru') as LatLng).lng);
    expect((placeCentre('Kolkata') as LatLng).lng - (placeCentre('Mumbai') as LatLng).lng).toBeGreaterThan(15);
  });
});

describe('placeCentre', () => {
  const sadulGanj = GAZETTEER_LOCALITIES.find((place) => place.name === 'Sadul Ganj')?.centre;
  const bikaner = GAZETTEER_CITIES.find((place) => place.name === 'Bikaner')?.centre;

  it("gives a known locality's centre by name or slug, in any spelling the gazetteer has", () => {
    expect(sadulGanj).toBeDefined();
    expect(placeCentre('Bikaner', 'Sadul Ganj')).toEqual(sadulGanj);
    expect(placeCentre('bikaner', 'sadul-ganj')).toEqual(sadulGanj);
    expect(placeCentre('बीकानेर', 'सादुल गंज')).toEqual(sadulGanj);
    expect(placeCentre('Bangalore', 'HSR')).toEqual(placeCentre('bengaluru', 'hsr-layout'));
  });

  it("gives the city's centre for an unknown or missing locality, or one of another city", () => {
    expect(placeCentre('Bikaner', 'Nowhere Colony')).toEqual(bikaner);
    expect(placeCentre('Bikaner')).toEqual(bikaner);
    expect(placeCentre('Bikaner', '  ')).toEqual(bikaner);
    expect(placeCentre('Bikaner', 'Koramangala')).toEqual(bikaner);
  });

  it('tells MG Roads apart by their city', () => {
    const pune = placeCentre('Pune', 'MG Road') as LatLng;
    const gurugram = placeCentre('Gurugram', 'MG Road') as LatLng;
    expect(pune.lat).toBeLessThan(20);
    expect(gurugram.lat).toBeGreaterThan(28);
  });

  it('knows nothing of a city it does not list, nor of a typo', () => {
    expect(placeCentre('Atlantis', 'Sadul Ganj')).toBeUndefined();
    expect(placeCentre('Bikanerr')).toBeUndefined();
    expect(placeCentre('')).toBeUndefined();
  });
});

describe('publicPoint', () => {
  const pin = { lat: 28.024_567, lng: 73.339_912 };

  it("is the locality's centre whatever the pin, so no listing of a locality stands out", () => {
    const centre = placeCentre('Bikaner', 'Sadul Ganj');
    expect(publicPoint({ city: 'Bikaner', locality: 'Sadul Ganj', pin })).toEqual(centre);
    expect(publicPoint({ city: 'Bikaner', locality: 'Sadul Ganj', pin: null })).toEqual(centre);
  });

  it("is the city's centre when the locality is unknown", () => {
    expect(publicPoint({ city: 'Bikaner', locality: 'New Colony 7', pin })).toEqual(placeCentre('Bikaner'));
  });

  it('is the pin rounded to 2 decimals (about a kilometre) when the place is unknown, else null', () => {
    expect(publicPoint({ city: 'Nokha', locality: 'Station Road', pin })).toEqual({ lat: 28.02, lng: 73.34 });
    expect(publicPoint({ city: 'Nokha', locality: 'Station Road', pin: { lat: 27.555, lng: 73.4449 } })).toEqual({
      lat: 27.56,
      lng: 73.44,
    });
    expect(publicPoint({ city: 'Nokha', locality: 'Station Road', pin: null })).toBeNull();
  });

  it('never hands out the gazetteer’s own object, so a caller cannot change its data', () => {
    const point = publicPoint({ city: 'Bikaner', locality: 'Sadul Ganj', pin: null }) as LatLng;
    point.lat = 0;
    expect(placeCentre('Bikaner', 'Sadul Ganj')?.lat).not.toBe(0);
  });
});
