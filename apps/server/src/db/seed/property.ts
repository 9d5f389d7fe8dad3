import type { Purpose } from '@aangan/domain';
import {
  AGES,
  COMMERCIAL_SUB_TYPES,
  computePropertyScore,
  FACINGS,
  priceInWords,
  RESIDENTIAL_SUB_TYPES,
} from '@aangan/domain';
import { mapPointColumns } from '../map-point.ts';
import { placeSlugColumns } from '../place-slugs.ts';
import type { properties, propertyImages } from '../schema.ts';
import type { PropertyOverrides } from './choices.ts';
import {
  chooseBedrooms,
  chooseFloors,
  chooseFurnishing,
  choosePoster,
  chooseSubType,
  chooseTenants,
  chooseType,
  unitNumber,
} from './choices.ts';
import {
  buildAmenities,
  buildAreas,
  buildFurnishingDetails,
  buildParking,
  buildPrice,
  buildScenes,
  kindOf,
} from './listing-parts.ts';
import { generatedPin } from './pin.ts';
import { CITIES, findCity } from './places.ts';
import type { Rng } from './random.ts';
import { chance, intBetween, pick, pickWeighted, roundTo } from './random.ts';
import type { ListingFacts } from './texts.ts';
import { buildDescription, buildTitle, SOCIETIES } from './texts.ts';

export type { PropertyOverrides } from './choices.ts';
export type PropertyInsert = typeof properties.$inferInsert;
type ImageInsert = Omit<typeof propertyImages.$inferInsert, 'propertyId'>;

export interface BuiltListing {
  property: PropertyInsert;
  images: ImageInsert[];
}

const DAY_MS = 86_400_000;

// Only a few thousand distinct days ever occur; caching them saves a Date per call in the benchmark.
const isoDays = new Map<number, string>();

function isoDay(ms: number): string {
  let day = isoDays.get(ms);
  if (day === undefined) {
    day = new Date(ms).toISOString().slice(0, 10);
    if (isoDays.size < 10_000) isoDays.set(ms, day);
  }
  return day;
}

/**
 * A complete, plausible listing with 1–3 pictures (cover first): price from area × local rate within the
 * purpose's range, rooms only for homes, rental terms only for rentals, and the score the service would give.
 */
export function buildProperty(rng: Rng, o: PropertyOverrides = {}): BuiltListing {
  const now = o.now ?? new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const purpose =
    o.purpose ??
    pickWeighted<Purpose>(rng, [
      ['sell', 5],
      ['rent', 4],
      ['pg', 1.5],
    ]);
  const type = chooseType(rng, o, purpose);
  const subType = o.subType ?? chooseSubType(rng, purpose, type);
  if (!(type === 'residential' ? RESIDENTIAL_SUB_TYPES : COMMERCIAL_SUB_TYPES).some((s) => s === subType)) {
    throw new Error(`Sub-type ${subType} does not belong to ${type}`);
  }
  const kind = kindOf(purpose, type, subType);
  const city = o.city
    ? findCity(o.city)
    : pickWeighted(
        rng,
        CITIES.map((c) => [c, c.weight] as const),
      );
  const place = pick(rng, city.localities);
  const street = pick(rng, place.streets);
  // Rajasthani houses are often havelis and its hotels heritage ones; title, text and pictures must agree.
  const isHeritage =
    city.isRajasthan && (subType === 'hotel' || (kind === 'home' && subType === 'house' && chance(rng, 0.5)));
  const isNewLaunch =
    purpose === 'sell' && (kind === 'home' || kind === 'office') && subType !== 'house' && chance(rng, 0.15);
  const poster = choosePoster(rng, o, purpose, isNewLaunch);

  const bedrooms = chooseBedrooms(rng, kind, subType);
  const bathrooms = bedrooms === null ? null : Math.max(1, Math.min(bedrooms + 1, bedrooms + intBetween(rng, -1, 1)));
  const balconies =
    bedrooms === null
      ? null
      : kind === 'pg' || subType === 'studio'
        ? intBetween(rng, 0, 1)
        : intBetween(rng, 0, Math.min(4, bedrooms));
  const [totalFloors, floorNumber] = chooseFloors(rng, kind, subType, city);
  const areas = buildAreas(rng, kind, subType, bedrooms ?? 0, totalFloors ?? 1);
  const furnishing = chooseFurnishing(rng, o, kind, purpose);
  const parking = buildParking(rng, kind, subType);
  const parkingSpots =
    parking === null || parking === 'none'
      ? null
      : kind === 'office' || kind === 'shed' || kind === 'hotel'
        ? Math.min(10, Math.ceil((areas.builtUpArea ?? 0) / 1_500))
        : (bedrooms ?? 1) >= 3
          ? 2
          : 1;
  const price = buildPrice(rng, kind, subType, purpose, areas, city.saleRate * place.premium, furnishing);
  const rooms = bedrooms ?? Math.max(1, Math.ceil((areas.carpetArea ?? 0) / 400));
  const age = kind === 'plot' || kind === 'land' ? null : isNewLaunch ? 'new-launch' : pick(rng, AGES.slice(0, 4));
  const facing = pick(rng, FACINGS);
  const tenantPreference = chooseTenants(rng, purpose, type);
  const amenities = buildAmenities(rng, kind, subType, totalFloors);
  const isFlatLike = subType === 'flat' || subType === 'serviced' || subType === 'studio';
  const society = kind === 'home' && isFlatLike && chance(rng, 0.7) ? pick(rng, SOCIETIES) : null;
  const subLocality = place.sectors.length > 0 ? pick(rng, place.sectors) : null;
  const address = [unitNumber(rng, kind, subType, floorNumber), society, subLocality, street]
    .filter(Boolean)
    .join(', ');
  const availableFrom = isoDay(today + DAY_MS * (isNewLaunch ? intBetween(rng, 540, 900) : intBetween(rng, -10, 45)));
  const daysAgo = intBetween(rng, 0, 59);
  const createdAt = new Date(today - daysAgo * DAY_MS - intBetween(rng, 1, DAY_MS - 1));

  // One literal rather than spreads: this runs a million times for the benchmark.
  const text: ListingFacts = {
    purpose,
    type,
    subType,
    bedrooms,
    bathrooms,
    balconies,
    carpetArea: areas.carpetArea,
    builtUpArea: areas.builtUpArea,
    plotArea: areas.plotArea,
    furnishing,
    facing,
    age: age ?? '0-1',
    floorNumber,
    totalFloors,
    parkingSpots,
    city: city.name,
    locality: place.name,
    street,
    society,
    isHeritage,
    tenantPreference,
    amenities,
    availableFrom,
    today: isoDay(today),
  };
  const title = buildTitle(rng, text);
  const description = buildDescription(rng, text);
  const images = buildScenes(rng, kind, subType, isHeritage).map((url, position) => ({
    url,
    position,
    width: 800,
    height: 600,
  }));
  const isRental = purpose !== 'sell';
  const pin = generatedPin(city.name, place.name, `${title}|${createdAt.getTime()}`);
  const propertyScore = computePropertyScore({
    title,
    purpose,
    type,
    description,
    images,
    location: { city: city.name, locality: place.name },
    details: { furnishing },
  });

  const property: PropertyInsert = {
    title,
    description,
    purpose,
    type,
    subType,
    price,
    securityDeposit: isRental ? roundTo(price * intBetween(rng, 2, 6), 1_000) : null,
    priceInWords: priceInWords(price),
    priceNegotiable: chance(rng, 0.4),
    bedrooms,
    bathrooms,
    balconies,
    carpetArea: areas.carpetArea,
    builtUpArea: areas.builtUpArea,
    plotArea: areas.plotArea,
    furnishing,
    city: city.name,
    locality: place.name,
    // As the app writes them (decision 023): the demo and the benchmark's rows have their place pages at once.
    ...placeSlugColumns({ city: city.name, locality: place.name }),
    subLocality,
    society,
    address,
    pincode: place.pincode,
    // A pin near the locality's centre, and the public point the server would write for it (decision 036).
    ...mapPointColumns({ city: city.name, locality: place.name, latitude: pin.lat, longitude: pin.lng }),
    availableFrom,
    tenantPreference,
    agreementType: purpose === 'rent' && chance(rng, 0.25) ? 'company' : 'any',
    brokerAllowed: poster.type === 'owner' ? chance(rng, 0.5) : true,
    details: {
      totalFloors,
      floorNumber,
      parkingSpots,
      furnishingDetails: buildFurnishingDetails(rng, furnishing, bedrooms ?? 0, bathrooms ?? 1, rooms),
      age,
      facing,
      parking,
    },
    features:
      purpose === 'rent'
        ? {
            agreementDuration: pickWeighted(
              rng,
              type === 'commercial'
                ? [
                    [36, 3],
                    [60, 2],
                    [24, 1],
                  ]
                : [
                    [12, 6],
                    [6, 1],
                    [24, 2],
                    [36, 1],
                    [60, 0.3],
                  ],
            ),
            noticePeriod: pickWeighted(rng, [
              [1, 4],
              [2, 2],
              [3, 1],
            ]),
          }
        : {},
    additionalCharges: {
      electricity: isRental && chance(rng, 0.7),
      water: isRental && chance(rng, 0.4),
      maintenance: (isRental || isFlatLike) && chance(rng, 0.5),
    },
    amenities,
    videos: [],
    audioDescription: null,
    views: Math.floor(rng() ** 2 * (daysAgo + 5) * 12),
    propertyScore,
    verificationStatus: o.verificationStatus ?? chance(rng, 0.6),
    postedById: poster.id,
    postedByType: poster.type,
    createdAt,
    updatedAt: createdAt,
  };
  return { property, images };
}
