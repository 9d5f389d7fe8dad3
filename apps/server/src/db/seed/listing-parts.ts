import type { Amenity, Furnishing, Parking, PropertyType, Purpose, SubType } from '@aangan/domain';
import { AMENITIES } from '@aangan/domain';
import type { Rng } from './random.ts';
import { intBetween, numberBetween, pick, pickSome, pickWeighted, roundTo } from './random.ts';

/** Price bounds in rupees (the brief's realism: rents in thousands, sales in lakhs and crores). */
export const PRICE_RANGES = {
  residentialSale: { min: 1_800_000, max: 45_000_000 },
  commercialSale: { min: 2_500_000, max: 120_000_000 },
  rent: { min: 6_000, max: 150_000 },
  pg: { min: 4_000, max: 18_000 },
} as const;

export type Kind = 'home' | 'plot' | 'pg' | 'office' | 'retail' | 'shed' | 'land' | 'hotel';

/** Groups sub-types that are sized, priced and pictured alike. */
export function kindOf(purpose: Purpose, type: PropertyType, subType: SubType): Kind {
  if (purpose === 'pg') return 'pg';
  if (type === 'residential') return subType === 'other' ? 'plot' : 'home';
  if (subType === 'retail') return 'retail';
  if (subType === 'warehouse' || subType === 'cold-storage' || subType === 'factory') return 'shed';
  if (subType === 'commercial-land' || subType === 'industrial-land' || subType === 'agriculture-land') return 'land';
  if (subType === 'hotel') return 'hotel';
  return 'office';
}

export interface Areas {
  carpetArea: number | null;
  builtUpArea: number | null;
  plotArea: number | null;
}

const CARPET_BY_BEDROOMS = [0, 450, 750, 1150, 1700, 2400] as const;
const PLOT_SIZES = [900, 1200, 1500, 1800, 2400, 3000, 3600] as const;

/** Built-up is carpet plus walls and common share, so it is always the larger of the two. */
function withBuiltUp(rng: Rng, carpet: number): Areas {
  const carpetArea = roundTo(carpet, 5);
  return { carpetArea, builtUpArea: roundTo(carpetArea * numberBetween(rng, 1.15, 1.3), 5) + 5, plotArea: null };
}

export function buildAreas(rng: Rng, kind: Kind, subType: SubType, bedrooms: number, floors: number): Areas {
  switch (kind) {
    case 'pg':
      return withBuiltUp(rng, numberBetween(rng, 120, 220));
    case 'plot':
      return { carpetArea: null, builtUpArea: null, plotArea: pick(rng, PLOT_SIZES) };
    case 'land': {
      const acre = 43_560;
      const plot =
        subType === 'agriculture-land'
          ? acre * intBetween(rng, 1, 5)
          : subType === 'industrial-land'
            ? numberBetween(rng, 5_000, 40_000)
            : numberBetween(rng, 1_500, 15_000);
      return { carpetArea: null, builtUpArea: null, plotArea: roundTo(plot, 100) };
    }
    case 'office':
      return withBuiltUp(rng, 300 + rng() ** 2 * 4_700);
    case 'retail':
      return withBuiltUp(rng, 150 + rng() ** 2 * 1_350);
    case 'hotel':
    case 'shed': {
      const areas = withBuiltUp(
        rng,
        // Most sheds are small; a few are large logistics parks.
        kind === 'hotel' ? numberBetween(rng, 4_000, 16_000) : 2_500 + rng() ** 2 * 17_500,
      );
      return { ...areas, plotArea: roundTo((areas.builtUpArea ?? 0) * numberBetween(rng, 1.2, 1.6), 100) };
    }
    default: {
      const base = subType === 'studio' ? numberBetween(rng, 300, 480) : (CARPET_BY_BEDROOMS[bedrooms] ?? 2400);
      const roomy = subType === 'house' || subType === 'farmhouse' ? 1.2 : 1;
      const areas = withBuiltUp(rng, subType === 'studio' ? base : base * roomy * numberBetween(rng, 0.85, 1.2));
      if (subType === 'farmhouse') return { ...areas, plotArea: roundTo(numberBetween(rng, 10_000, 43_560), 100) };
      if (subType !== 'house') return areas;
      const footprint = (areas.builtUpArea ?? 0) / Math.max(floors, 1);
      return { ...areas, plotArea: roundTo(footprint * numberBetween(rng, 1.1, 1.6), 50) };
    }
  }
}

function clampRound(value: number, range: { min: number; max: number }): number {
  const clamped = Math.min(range.max, Math.max(range.min, value));
  const step = clamped >= 10_000_000 ? 500_000 : clamped >= 1_000_000 ? 50_000 : clamped >= 50_000 ? 1_000 : 500;
  return Math.min(range.max, Math.max(range.min, roundTo(clamped, step)));
}

const SALE_FACTOR: Partial<Record<SubType, number>> = {
  flat: 1,
  serviced: 1.1,
  studio: 1.05,
  floor: 0.95,
  house: 1.15,
  office: 1.3,
  shell: 1.1,
  retail: 2,
  hotel: 1.4,
  warehouse: 0.45,
  'cold-storage': 0.55,
  factory: 0.4,
  'commercial-land': 0.8,
  'industrial-land': 0.25,
  'agriculture-land': 0.02,
};

/** Price from area × local rate (₹/sq.ft), jittered, clamped to the purpose's range and rounded. */
export function buildPrice(
  rng: Rng,
  kind: Kind,
  subType: SubType,
  purpose: Purpose,
  areas: Areas,
  rate: number,
  furnishing: Furnishing | null,
): number {
  const jitter = numberBetween(rng, 0.85, 1.15);
  const built = areas.builtUpArea ?? 0;
  const plot = areas.plotArea ?? 0;
  if (purpose === 'pg') {
    const furnished = furnishing === 'furnished' ? 1.15 : 1;
    return clampRound((2_500 + rate * 0.45) * furnished * jitter, PRICE_RANGES.pg);
  }
  if (purpose === 'rent') {
    const furnished = furnishing === 'furnished' ? 1.15 : furnishing === 'semi-furnished' ? 1.05 : 1;
    const yieldRate =
      kind === 'retail' ? 0.006 : kind === 'office' || kind === 'hotel' ? 0.004 : kind === 'shed' ? 0.0015 : 0.0026;
    return clampRound(built * rate * yieldRate * furnished * jitter, PRICE_RANGES.rent);
  }
  const factor = SALE_FACTOR[subType] ?? 1;
  let value: number;
  if (kind === 'plot') value = plot * rate * 0.55;
  else if (kind === 'land') value = plot * rate * factor;
  else if (subType === 'farmhouse') value = plot * rate * 0.12 + built * rate * 0.6;
  else if (kind === 'shed') value = built * rate * factor + plot * rate * 0.1;
  else value = built * rate * factor;
  const range = kind === 'home' || kind === 'plot' ? PRICE_RANGES.residentialSale : PRICE_RANGES.commercialSale;
  return clampRound(value * jitter, range);
}

/** Counters and yes/no items shown on the detail page; empty when nothing is furnished. */
export function buildFurnishingDetails(
  rng: Rng,
  furnishing: Furnishing | null,
  bedrooms: number,
  bathrooms: number,
  rooms: number,
): Record<string, number | boolean> {
  if (furnishing !== 'furnished' && furnishing !== 'semi-furnished') return {};
  const full = furnishing === 'furnished';
  return {
    lights: rooms * 3 + intBetween(rng, 1, 4),
    fans: rooms + 1,
    ac: full ? Math.max(1, bedrooms) : intBetween(rng, 0, 1),
    tv: full && bedrooms > 0 ? 1 : 0,
    beds: full ? bedrooms : 0,
    wardrobe: bedrooms,
    geyser: bathrooms,
    sofa: full && bedrooms > 0,
    fridge: full,
    washingMachine: full && rng() < 0.7,
    diningTable: full && bedrooms > 1,
    microwave: full && rng() < 0.5,
    modularKitchen: bedrooms > 0,
    curtains: true,
  };
}

const AMENITY_POOLS: Record<Kind, readonly Amenity[]> = {
  home: AMENITIES,
  pg: ['lift', 'powerBackup', 'security', 'wasteDisposal', 'internet', 'fireAlarm'],
  plot: ['security', 'park', 'rainwaterHarvesting', 'wasteDisposal'],
  office: ['lift', 'powerBackup', 'security', 'wasteDisposal', 'internet', 'fireAlarm'],
  retail: ['powerBackup', 'security', 'wasteDisposal', 'internet', 'fireAlarm'],
  hotel: ['lift', 'powerBackup', 'security', 'swimmingPool', 'park', 'wasteDisposal', 'internet', 'fireAlarm'],
  shed: ['powerBackup', 'security', 'wasteDisposal', 'fireAlarm'],
  land: ['security'],
};
const HOUSE_POOL: readonly Amenity[] = [
  'powerBackup',
  'security',
  'park',
  'rainwaterHarvesting',
  'wasteDisposal',
  'internet',
  'gasPipeline',
];

/** Amenity ids in the canonical AMENITIES order; tall buildings always have a lift. */
export function buildAmenities(rng: Rng, kind: Kind, subType: SubType, totalFloors: number | null): Amenity[] {
  const isLowRise = subType === 'house' || subType === 'floor' || subType === 'farmhouse';
  const pool = kind === 'home' && isLowRise ? HOUSE_POOL : AMENITY_POOLS[kind];
  const max = kind === 'land' || kind === 'plot' ? 2 : Math.min(pool.length, kind === 'home' ? 8 : 5);
  const chosen = new Set(pickSome(rng, pool, intBetween(rng, kind === 'land' ? 0 : 1, max)));
  if ((totalFloors ?? 0) >= 5 && pool.includes('lift')) chosen.add('lift');
  if (kind === 'pg') chosen.add('internet');
  return AMENITIES.filter((id) => chosen.has(id));
}

export function buildParking(rng: Rng, kind: Kind, subType: SubType): Parking | null {
  if (kind === 'plot' || kind === 'land') return null;
  if (kind === 'pg' || subType === 'studio')
    return pickWeighted(rng, [
      ['none', 3],
      ['open', 2],
      ['covered', 1],
    ] as const);
  if (kind === 'retail')
    return pickWeighted(rng, [
      ['open', 3],
      ['none', 2],
    ] as const);
  if (kind === 'shed') return 'open';
  return pickWeighted(rng, [
    ['covered', 4],
    ['open', 2],
    ['both', 1],
    ['none', 1],
  ] as const);
}

/** 1–3 pictures from /images/demo that fit the listing; the first is the cover. */
export function buildScenes(rng: Rng, kind: Kind, subType: SubType, isHeritage: boolean): string[] {
  let cover: string;
  let extras: string[] = [];
  switch (kind) {
    case 'pg':
      cover = 'pg-room';
      extras = ['living-room', subType === 'flat' ? 'apartment-tower' : 'builder-floor'];
      break;
    case 'home': {
      const house = isHeritage ? 'haveli' : 'villa-garden';
      const covers: Partial<Record<SubType, string>> = {
        flat: 'apartment-tower',
        serviced: 'apartment-tower',
        floor: 'builder-floor',
        house,
        farmhouse: 'farmhouse',
      };
      cover = covers[subType] ?? 'studio-interior';
      const more: Partial<Record<SubType, string[]>> = {
        flat: ['living-room', 'studio-interior'],
        serviced: ['studio-interior', 'living-room'],
        studio: ['apartment-tower', 'living-room'],
        farmhouse: ['living-room', 'villa-garden'],
      };
      extras = more[subType] ?? ['living-room'];
      break;
    }
    case 'office':
      cover = subType === 'office' && rng() < 0.4 ? 'office-interior' : 'office-building';
      extras = [cover === 'office-building' ? 'office-interior' : 'office-building'];
      break;
    case 'retail':
      cover = 'retail-shop';
      extras = ['office-building'];
      break;
    case 'shed':
      cover = 'warehouse';
      extras = ['plot'];
      break;
    case 'hotel':
      cover = isHeritage ? 'haveli' : 'office-building';
      extras = ['pg-room', 'living-room'];
      break;
    default:
      cover = 'plot';
  }
  const scenes = [cover, ...extras.filter((scene) => scene !== cover).slice(0, intBetween(rng, 0, 2))];
  return scenes.map((scene) => `/images/demo/${scene}.svg`);
}
