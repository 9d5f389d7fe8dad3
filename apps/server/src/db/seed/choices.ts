import type { Furnishing, PropertyType, Purpose, SubType, TenantPreference, UserType } from '@aangan/domain';
import { RESIDENTIAL_SUB_TYPES } from '@aangan/domain';
import type { Poster } from './demo-users.ts';
import { DEMO_POSTERS } from './demo-users.ts';
import type { Kind } from './listing-parts.ts';
import type { City } from './places.ts';
import type { Rng } from './random.ts';
import { chance, intBetween, pick, pickWeighted } from './random.ts';

// The generator's individual decisions, each consistent with what was decided before it.

/** Steers generation; everything left out is chosen by the generator, consistently with what was given. */
export interface PropertyOverrides {
  purpose?: Purpose;
  type?: PropertyType;
  subType?: SubType;
  city?: string;
  furnishing?: Furnishing | null;
  verificationStatus?: boolean;
  postedById?: string;
  postedByType?: UserType;
  /** Who may post when no postedById is given (defaults to the demo users). */
  posters?: readonly Poster[];
  /** "Today" for createdAt and availableFrom; only its UTC day matters, so output is stable within a day. */
  now?: Date;
}

export function chooseType(rng: Rng, o: PropertyOverrides, purpose: Purpose): PropertyType {
  if (purpose === 'pg') return 'residential';
  if (o.subType && o.subType !== 'other') {
    return (RESIDENTIAL_SUB_TYPES as readonly string[]).includes(o.subType) ? 'residential' : 'commercial';
  }
  return o.type ?? (chance(rng, 0.75) ? 'residential' : 'commercial');
}

export function chooseSubType(rng: Rng, purpose: Purpose, type: PropertyType): SubType {
  if (purpose === 'pg') return pick(rng, ['flat', 'house'] as const);
  if (type === 'residential') {
    return purpose === 'sell'
      ? pickWeighted<SubType>(rng, [
          ['flat', 8],
          ['house', 4],
          ['floor', 3],
          ['other', 2],
          ['farmhouse', 1],
          ['studio', 1],
          ['serviced', 0.5],
        ])
      : pickWeighted<SubType>(rng, [
          ['flat', 8],
          ['floor', 4],
          ['house', 3],
          ['studio', 2],
          ['serviced', 1],
          ['farmhouse', 0.3],
        ]);
  }
  const sale: [SubType, number][] = [
    ['commercial-land', 1.5],
    ['industrial-land', 0.7],
    ['agriculture-land', 0.7],
  ];
  return pickWeighted<SubType>(rng, [
    ['office', 5],
    ['retail', 5],
    ['shell', 1.5],
    ['warehouse', 2],
    ['factory', 0.7],
    ['cold-storage', 0.4],
    ['hotel', 0.4],
    ...(purpose === 'sell' ? sale : []),
  ]);
}

export function choosePoster(rng: Rng, o: PropertyOverrides, purpose: Purpose, isNewLaunch: boolean): Poster {
  if (o.postedById) return { id: o.postedById, type: o.postedByType ?? 'owner' };
  const pool = o.posters ?? DEMO_POSTERS;
  const wanted: UserType = isNewLaunch
    ? 'builder'
    : purpose === 'sell'
      ? pickWeighted<UserType>(rng, [
          ['owner', 5],
          ['builder', 3],
          ['agent', 2],
        ])
      : pickWeighted<UserType>(rng, [
          ['owner', 6],
          ['agent', 3],
          ['builder', 1],
        ]);
  const matching = pool.filter((poster) => poster.type === wanted);
  return pick(rng, matching.length > 0 ? matching : pool);
}

export function chooseBedrooms(rng: Rng, kind: Kind, subType: SubType): number | null {
  if (kind === 'pg' || subType === 'studio') return 1;
  if (kind !== 'home') return null;
  if (subType === 'serviced') return intBetween(rng, 1, 2);
  if (subType === 'farmhouse') return intBetween(rng, 3, 5);
  if (subType === 'house')
    return pickWeighted(rng, [
      [2, 2],
      [3, 4],
      [4, 3],
      [5, 1],
    ]);
  return pickWeighted(rng, [
    [1, 2],
    [2, 4],
    [3, 4],
    [4, 1.5],
    [5, 0.4],
  ]);
}

/** [totalFloors, floorNumber]; floorNumber counts from 0 (ground) and is null for whole buildings. */
export function chooseFloors(rng: Rng, kind: Kind, subType: SubType, city: City): [number | null, number | null] {
  if (kind === 'plot' || kind === 'land') return [null, null];
  const wholeBuilding = subType === 'house' || subType === 'farmhouse' || kind === 'hotel';
  let total: number;
  if (subType === 'farmhouse') total = intBetween(rng, 1, 2);
  else if (subType === 'house') total = intBetween(rng, 1, 3);
  else if (subType === 'floor') total = intBetween(rng, 3, 4);
  else if (kind === 'hotel') total = intBetween(rng, 2, 5);
  else if (kind === 'shed') total = 1;
  else if (kind === 'retail') total = intBetween(rng, 1, 4);
  else if (kind === 'office') total = intBetween(rng, 3, city.isRajasthan ? 8 : 18);
  else total = city.isRajasthan ? intBetween(rng, 3, 10) : intBetween(rng, 6, 28);
  if (wholeBuilding) return [total, null];
  if (kind === 'retail') return [total, chance(rng, 0.7) ? 0 : Math.min(1, total - 1)];
  return [total, intBetween(rng, 0, total - 1)];
}

export function chooseFurnishing(rng: Rng, o: PropertyOverrides, kind: Kind, purpose: Purpose): Furnishing | null {
  if (o.furnishing !== undefined) return o.furnishing;
  if (kind === 'plot' || kind === 'land' || kind === 'shed') return null;
  // Furnishing is optional in the wizard; a fifth of posters skip it, which is what keeps scores varied.
  if (chance(rng, 0.2)) return null;
  if (purpose === 'pg')
    return pickWeighted<Furnishing>(rng, [
      ['furnished', 8],
      ['semi-furnished', 2],
    ]);
  if (purpose === 'rent')
    return pickWeighted<Furnishing>(rng, [
      ['furnished', 3],
      ['semi-furnished', 4],
      ['unfurnished', 3],
    ]);
  return pickWeighted<Furnishing>(rng, [
    ['furnished', 2],
    ['semi-furnished', 4],
    ['unfurnished', 4],
  ]);
}

export function chooseTenants(rng: Rng, purpose: Purpose, type: PropertyType): TenantPreference | null {
  if (purpose === 'sell') return null;
  if (purpose === 'pg')
    return pickWeighted<TenantPreference>(rng, [
      ['women', 4],
      ['men', 4],
      ['any', 2],
    ]);
  if (type === 'commercial') return 'any';
  return pickWeighted<TenantPreference>(rng, [
    ['family', 4],
    ['any', 3],
    ['men', 1.5],
    ['women', 1.5],
  ]);
}

export function unitNumber(rng: Rng, kind: Kind, subType: SubType, floor: number | null): string {
  if (kind === 'land') return `Khasra No. ${intBetween(rng, 12, 980)}`;
  if (kind === 'plot') return `Plot No. ${intBetween(rng, 1, 240)}`;
  if (kind === 'retail') return `Shop No. ${intBetween(rng, 1, 60)}`;
  if (kind === 'office') return `Unit ${(floor ?? 0) * 100 + intBetween(rng, 1, 12)}`;
  if (subType === 'flat' || subType === 'serviced' || subType === 'studio') {
    return `${pick(rng, ['A', 'B', 'C', 'D'])}-${(floor ?? 0) * 100 + intBetween(rng, 1, 8)}`;
  }
  return `${intBetween(rng, 1, 320)}`;
}
