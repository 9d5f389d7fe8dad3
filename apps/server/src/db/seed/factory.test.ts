import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  AGES,
  AGREEMENT_TYPES,
  AMENITIES,
  COMMERCIAL_SUB_TYPES,
  computePropertyScore,
  FACINGS,
  FURNISHINGS,
  PARKING_OPTIONS,
  PROPERTY_TYPES,
  PURPOSES,
  placeCentre,
  priceInWords,
  RESIDENTIAL_SUB_TYPES,
  TENANT_PREFERENCES,
  USER_TYPES,
} from '@aangan/domain';
import { describe, expect, it } from 'vitest';
import type { BuiltListing } from './factory.ts';
import {
  buildDemoListings,
  buildDemoUsers,
  buildProperty,
  CITY_NAMES,
  createRng,
  generateListings,
  PRICE_RANGES,
} from './factory.ts';

const NOW = new Date('2025-06-15T10:30:00Z');
const DAY_MS = 86_400_000;
const WEB_PUBLIC = fileURLToPath(new URL('../../../../web/public', import.meta.url));

function collect(count: number, seed: number): BuiltListing[] {
  return [...generateListings(count, seed, { now: NOW })].flat();
}

const demo = buildDemoListings(NOW);
const sample = [...demo, ...collect(3_000, 99)];

describe('createRng', () => {
  it('repeats the same sequence for the same seed and differs across seeds', () => {
    const a = createRng(1);
    const b = createRng(1);
    const c = createRng(2);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
    for (const value of first) expect(value >= 0 && value < 1).toBe(true);
  });
});

describe('buildDemoUsers', () => {
  const users = buildDemoUsers(NOW);

  it('gives a handful of verified demo posters of every type with stable ids', () => {
    expect(users.length).toBeGreaterThanOrEqual(5);
    expect(users.map((u) => u.id)).toContain('demo-owner-1');
    expect(new Set(users.map((u) => u.type))).toEqual(new Set(['owner', 'builder', 'agent']));
    expect(users.filter((u) => u.type === 'builder')).toHaveLength(2);
    expect(users.filter((u) => u.type === 'agent')).toHaveLength(1);
    for (const u of users) {
      expect(u.email).toMatch(/^[a-z.]+@example\.com$/);
      expect(u.phone).toMatch(/^\+91[6-9]\d{9}$/);
      expect(u.emailVerified).toBe(true);
      expect(u.termsAccepted).toBe(true);
    }
    expect(new Set(users.map((u) => u.email)).size).toBe(users.length);
  });
});

describe('buildDemoListings', () => {
  it('is deterministic for the same day', () => {
    expect(buildDemoListings(new Date('2025-06-15T23:59:00Z'))).toEqual(demo);
  });

  it('has the curated mix: 60 listings, Bikaner first and most, about 15 commercial, every purpose', () => {
    expect(demo).toHaveLength(60);
    const cities = demo.map((l) => l.property.city);
    expect(cities.filter((c) => c === 'Bikaner')).toHaveLength(20);
    expect(cities[0]).toBe('Bikaner');
    expect(new Set(cities).size).toBe(CITY_NAMES.length);
    const commercial = demo.filter((l) => l.property.type === 'commercial').length;
    expect(commercial).toBeGreaterThanOrEqual(12);
    expect(commercial).toBeLessThanOrEqual(18);
    for (const purpose of PURPOSES) expect(demo.some((l) => l.property.purpose === purpose)).toBe(true);
  });

  it('is posted by the demo users and includes highlighted scores', () => {
    const ids = new Set(buildDemoUsers(NOW).map((u) => u.id));
    for (const { property } of demo) expect(ids.has(property.postedById)).toBe(true);
    expect(demo.filter((l) => (l.property.propertyScore ?? 0) >= 90).length).toBeGreaterThanOrEqual(3);
    expect(demo.some((l) => (l.property.propertyScore ?? 0) < 90)).toBe(true);
    const verified = demo.filter((l) => l.property.verificationStatus).length;
    expect(verified).toBeGreaterThan(24);
    expect(verified).toBeLessThan(48);
  });
});

describe('every generated listing', () => {
  it('uses only values from the domain enums, with a sub-type matching its type', () => {
    for (const { property: p } of sample) {
      expect(PURPOSES).toContain(p.purpose);
      expect(PROPERTY_TYPES).toContain(p.type);
      const subTypes: readonly string[] = p.type === 'residential' ? RESIDENTIAL_SUB_TYPES : COMMERCIAL_SUB_TYPES;
      expect(subTypes).toContain(p.subType);
      if (p.purpose === 'pg') expect(p.type).toBe('residential');
      if (p.furnishing != null) expect(FURNISHINGS).toContain(p.furnishing);
      expect(AGREEMENT_TYPES).toContain(p.agreementType);
      expect(USER_TYPES).toContain(p.postedByType);
      const details = p.details ?? {};
      if (details.age != null) expect(AGES).toContain(details.age);
      expect(FACINGS).toContain(details.facing);
      if (details.parking != null) expect(PARKING_OPTIONS).toContain(details.parking);
      expect(CITY_NAMES).toContain(p.city);
      expect(p.pincode).toMatch(/^\d{6}$/);
      expect(p.availableFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('lists amenities as canonical ids, unique and in the canonical order', () => {
    for (const { property: p } of sample) {
      const amenities = p.amenities ?? [];
      const positions = amenities.map((id) => (AMENITIES as readonly string[]).indexOf(id));
      expect(positions.every((pos) => pos >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      expect(new Set(amenities).size).toBe(amenities.length);
    }
  });

  it('prices rent below sale, within each purpose’s range, with matching words and deposit', () => {
    for (const { property: p } of sample) {
      const range =
        p.purpose === 'pg'
          ? PRICE_RANGES.pg
          : p.purpose === 'rent'
            ? PRICE_RANGES.rent
            : p.type === 'commercial'
              ? PRICE_RANGES.commercialSale
              : PRICE_RANGES.residentialSale;
      expect(p.price).toBeGreaterThanOrEqual(range.min);
      expect(p.price).toBeLessThanOrEqual(range.max);
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.priceInWords).toBe(priceInWords(p.price));
      if (p.purpose === 'sell') {
        expect(p.securityDeposit).toBeNull();
      } else {
        expect(p.securityDeposit).toBeGreaterThanOrEqual(p.price * 2 - 500);
        expect(p.securityDeposit).toBeLessThanOrEqual(p.price * 6 + 500);
      }
    }
    const rents = sample.filter((l) => l.property.purpose !== 'sell').map((l) => l.property.price);
    const sales = sample.filter((l) => l.property.purpose === 'sell').map((l) => l.property.price);
    expect(Math.max(...rents)).toBeLessThan(Math.min(...sales));
  });

  it('has rooms only for residential listings and consistent areas', () => {
    for (const { property: p } of sample) {
      if (p.type === 'commercial') {
        expect([p.bedrooms, p.bathrooms, p.balconies]).toEqual([null, null, null]);
      } else if (p.subType !== 'other') {
        expect(p.bedrooms).toBeGreaterThanOrEqual(1);
        expect(p.bathrooms).toBeGreaterThanOrEqual(1);
        expect(p.balconies).toBeGreaterThanOrEqual(0);
      }
      if (p.carpetArea != null || p.builtUpArea != null) {
        expect(p.carpetArea).toBeGreaterThan(0);
        expect(p.carpetArea).toBeLessThan(p.builtUpArea ?? 0);
      } else {
        expect(p.plotArea).toBeGreaterThan(0);
      }
    }
  });

  it('fills details, rental terms and tenant preference where they apply', () => {
    for (const { property: p } of sample) {
      const details = p.details ?? {};
      if (p.subType === 'house' || p.subType === 'farmhouse') expect(details.floorNumber).toBeNull();
      if (details.floorNumber != null) expect(details.floorNumber).toBeLessThan(details.totalFloors ?? 0);
      const furnished = p.furnishing === 'furnished' || p.furnishing === 'semi-furnished';
      expect(Object.keys(details.furnishingDetails ?? {}).length > 0).toBe(furnished);
      if (details.parking === 'none' || details.parking == null) expect(details.parkingSpots).toBeNull();
      else expect(details.parkingSpots).toBeGreaterThanOrEqual(1);
      if (p.purpose === 'rent') {
        expect([6, 12, 24, 36, 60]).toContain(p.features?.agreementDuration);
        expect([1, 2, 3]).toContain(p.features?.noticePeriod);
      } else {
        expect(p.features).toEqual({});
      }
      if (p.purpose === 'sell') expect(p.tenantPreference).toBeNull();
      else expect(TENANT_PREFERENCES).toContain(p.tenantPreference);
    }
  });

  it('has 1–3 existing demo pictures with the cover at position 0', () => {
    for (const { images } of sample) {
      expect(images.length).toBeGreaterThanOrEqual(1);
      expect(images.length).toBeLessThanOrEqual(3);
      expect(images.map((image) => image.position)).toEqual(images.map((_, index) => index));
      expect(new Set(images.map((image) => image.url)).size).toBe(images.length);
      for (const image of images) {
        expect(image.url).toMatch(/^\/images\/demo\/[a-z-]+\.svg$/);
        expect([image.width, image.height]).toEqual([800, 600]);
      }
    }
    const urls = new Set(sample.flatMap((l) => l.images.map((image) => image.url)));
    for (const url of urls) expect(existsSync(`${WEB_PUBLIC}${url}`), url).toBe(true);
  });

  it('has a title and a multi-sentence description with a line break', () => {
    for (const { property: p } of sample) {
      expect(p.title.length).toBeGreaterThan(10);
      expect(p.description?.length).toBeGreaterThan(50);
      expect(p.description).toContain('\n');
      // A sentence ends in a full stop after a lower-case word, so 'S. V. Road' and 'Road No. 12' do not count.
      const sentences = (p.description ?? '').split(/(?<=[a-z0-9')]\.)(?<!\bNo\.)\s+/).length;
      expect(sentences).toBeGreaterThanOrEqual(2);
      expect(sentences).toBeLessThanOrEqual(4);
    }
  });

  it('scores by the service rule and was created within the last 60 days', () => {
    const today = Date.UTC(2025, 5, 15);
    for (const { property: p, images } of sample) {
      expect(p.propertyScore).toBe(
        computePropertyScore({
          ...p,
          images,
          location: { city: p.city, locality: p.locality },
          details: { furnishing: p.furnishing },
        }),
      );
      expect(p.propertyScore).toBe(p.furnishing ? 100 : 80);
      const created = p.createdAt instanceof Date ? p.createdAt.getTime() : Number.NaN;
      expect(created).toBeLessThan(today);
      expect(created).toBeGreaterThanOrEqual(today - 60 * DAY_MS);
      expect(p.views).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('buildProperty', () => {
  it('follows overrides and keeps the rest consistent with them', () => {
    const rng = createRng(5);
    const { property } = buildProperty(rng, {
      purpose: 'rent',
      subType: 'office',
      city: 'Pune',
      postedById: 'someone',
      postedByType: 'agent',
      now: NOW,
    });
    expect(property).toMatchObject({ purpose: 'rent', type: 'commercial', subType: 'office', city: 'Pune' });
    expect(property).toMatchObject({ postedById: 'someone', postedByType: 'agent', bedrooms: null });
    expect(buildProperty(rng, { purpose: 'pg', type: 'commercial', now: NOW }).property.type).toBe('residential');
  });

  it('rejects a sub-type that does not belong to the type', () => {
    expect(() =>
      buildProperty(createRng(1), { purpose: 'sell', type: 'commercial', subType: 'other', city: 'X' }),
    ).toThrow();
    expect(() => buildProperty(createRng(1), { purpose: 'pg', subType: 'warehouse' })).toThrow(/does not belong/);
  });
});

describe('generateListings', () => {
  it('yields reproducible batches of the requested size', () => {
    const sizes = [...generateListings(2_500, 3, { now: NOW })].map((batch) => batch.length);
    expect(sizes).toEqual([1_000, 1_000, 500]);
    expect(collect(50, 3)).toEqual(collect(50, 3));
    expect(collect(50, 3)).not.toEqual(collect(50, 4));
  });

  it('adds unique ids on request without changing the listings', () => {
    const plain = collect(200, 8);
    const withIds = [...generateListings(200, 8, { now: NOW, withIds: true, batchSize: 64 })].flat();
    const ids = withIds.map((l) => l.property.id);
    expect(new Set(ids).size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(withIds.map(({ property: { id: _, ...rest }, images }) => ({ property: rest, images }))).toEqual(plain);
  });

  it('puts Bikaner first among the cities and spreads the rest', () => {
    const counts = new Map<string, number>();
    for (const { property } of sample.slice(demo.length))
      counts.set(property.city, (counts.get(property.city) ?? 0) + 1);
    const bikaner = counts.get('Bikaner') ?? 0;
    for (const [city, count] of counts) if (city !== 'Bikaner') expect(count).toBeLessThan(bikaner);
    expect(counts.size).toBe(CITY_NAMES.length);
  });
});

describe("the generated listings' coordinates (decision 036)", () => {
  /** Distance in km, flat-earth: plenty within a locality. */
  const kmApart = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
    Math.hypot((a.lat - b.lat) * 111.32, (a.lng - b.lng) * 111.32 * Math.cos((a.lat * Math.PI) / 180));

  it('puts every pin within 1.5 km of its locality, and the public point at the locality itself', () => {
    const spread = new Map<string, Set<string>>();
    for (const { property } of sample) {
      const centre = placeCentre(property.city, property.locality);
      expect(centre, `${property.locality}, ${property.city}`).toBeDefined();
      const pin = { lat: property.latitude as number, lng: property.longitude as number };
      expect(kmApart(pin, centre as { lat: number; lng: number })).toBeLessThanOrEqual(1.51);
      expect({ lat: property.mapLatitude, lng: property.mapLongitude }).toEqual(centre);
      const key = `${property.city}/${property.locality}`;
      spread.set(key, (spread.get(key) ?? new Set()).add(`${pin.lat},${pin.lng}`));
    }
    // Pins differ within a locality: a map of exact pins would not stack them.
    for (const [place, pins] of spread) if (pins.size > 20) expect(pins.size, place).toBeGreaterThan(20);
  });

  it('gives every listing a pin, the same one each time', () => {
    const pins = (listings: BuiltListing[]) => listings.map((l) => [l.property.latitude, l.property.longitude]);
    expect(pins(collect(50, 3))).toEqual(pins(collect(50, 3)));
    expect(demo.every(({ property }) => property.latitude !== null && property.mapLatitude !== null)).toBe(true);
  });
});
