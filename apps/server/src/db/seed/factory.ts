/**
 * Data factories for the demo seed, the tests and the benchmark generator: one place that knows what a
 * plausible Aangan listing looks like, driven by a seeded PRNG so every run produces the same rows.
 */
import type { Purpose, SubType } from '@aangan/domain';
import type { Poster } from './demo-users.ts';
import { DEMO_POSTERS } from './demo-users.ts';
import { demoVerification } from './demo-verification.ts';
import type { BuiltListing } from './property.ts';
import { buildProperty } from './property.ts';
import { createRng, uuidFrom } from './random.ts';

export { buildDemoUsers, DEMO_POSTERS } from './demo-users.ts';
export { PRICE_RANGES } from './listing-parts.ts';
export { CITY_NAMES } from './places.ts';
export { type BuiltListing, buildProperty } from './property.ts';
export { createRng } from './random.ts';

/** The demo set's seed: change it and every demo listing changes. */
const DEMO_SEED = 20_250_601;

type PlanRow = readonly [Purpose, SubType, string];

/**
 * The curated demo set: 60 listings, 20 of them in Bikaner, 16 commercial, every purpose and most
 * sub-types represented so each home tab and filter has something to show.
 */
const DEMO_PLAN: readonly PlanRow[] = [
  ['sell', 'flat', 'Bikaner'],
  ['sell', 'flat', 'Bikaner'],
  ['sell', 'house', 'Bikaner'],
  ['sell', 'house', 'Bikaner'],
  ['sell', 'floor', 'Bikaner'],
  ['sell', 'other', 'Bikaner'],
  ['sell', 'other', 'Bikaner'],
  ['sell', 'farmhouse', 'Bikaner'],
  ['rent', 'flat', 'Bikaner'],
  ['rent', 'house', 'Bikaner'],
  ['rent', 'floor', 'Bikaner'],
  ['rent', 'studio', 'Bikaner'],
  ['pg', 'house', 'Bikaner'],
  ['pg', 'flat', 'Bikaner'],
  ['sell', 'retail', 'Bikaner'],
  ['rent', 'retail', 'Bikaner'],
  ['rent', 'office', 'Bikaner'],
  ['sell', 'warehouse', 'Bikaner'],
  ['sell', 'commercial-land', 'Bikaner'],
  ['sell', 'hotel', 'Bikaner'],
  ['sell', 'flat', 'Jaipur'],
  ['sell', 'house', 'Jaipur'],
  ['rent', 'flat', 'Jaipur'],
  ['pg', 'house', 'Jaipur'],
  ['rent', 'office', 'Jaipur'],
  ['sell', 'retail', 'Jaipur'],
  ['sell', 'house', 'Jodhpur'],
  ['sell', 'other', 'Jodhpur'],
  ['rent', 'floor', 'Jodhpur'],
  ['pg', 'flat', 'Jodhpur'],
  ['rent', 'warehouse', 'Jodhpur'],
  ['sell', 'floor', 'Delhi'],
  ['rent', 'floor', 'Delhi'],
  ['rent', 'flat', 'Delhi'],
  ['pg', 'flat', 'Delhi'],
  ['sell', 'shell', 'Delhi'],
  ['rent', 'retail', 'Delhi'],
  ['sell', 'flat', 'Mumbai'],
  ['rent', 'flat', 'Mumbai'],
  ['rent', 'studio', 'Mumbai'],
  ['pg', 'flat', 'Mumbai'],
  ['rent', 'office', 'Mumbai'],
  ['sell', 'serviced', 'Mumbai'],
  ['sell', 'flat', 'Bengaluru'],
  ['rent', 'flat', 'Bengaluru'],
  ['rent', 'serviced', 'Bengaluru'],
  ['pg', 'house', 'Bengaluru'],
  ['rent', 'office', 'Bengaluru'],
  ['sell', 'house', 'Bengaluru'],
  ['sell', 'flat', 'Pune'],
  ['rent', 'flat', 'Pune'],
  ['pg', 'flat', 'Pune'],
  ['sell', 'farmhouse', 'Pune'],
  ['rent', 'warehouse', 'Pune'],
  ['sell', 'flat', 'Hyderabad'],
  ['sell', 'house', 'Hyderabad'],
  ['rent', 'flat', 'Hyderabad'],
  ['pg', 'house', 'Hyderabad'],
  ['rent', 'office', 'Hyderabad'],
  ['sell', 'industrial-land', 'Hyderabad'],
];

/**
 * Exactly the curated demo listings, posted by the demo users, the verified ones with when and on what
 * evidence; stable for a given UTC day of `now`.
 */
export function buildDemoListings(now: Date = new Date()): BuiltListing[] {
  const rng = createRng(DEMO_SEED);
  return DEMO_PLAN.map(([purpose, subType, city], index) =>
    buildProperty(rng, {
      purpose,
      subType,
      // In the plan 'other' is always a residential plot.
      type: subType === 'other' ? 'residential' : undefined,
      city,
      now,
      posters: DEMO_POSTERS,
      // Every fourth listing states its furnishing, so some scores surely reach the highlighted 90+.
      ...(index % 4 === 0 && !isBare(subType) ? { furnishing: 'semi-furnished' as const } : {}),
    }),
  ).map((listing, index) => ({
    ...listing,
    property: { ...listing.property, ...demoVerification(listing.property, index, now) },
  }));
}

function isBare(subType: SubType): boolean {
  return ['other', 'warehouse', 'commercial-land', 'industrial-land'].includes(subType);
}

export interface GenerateOptions {
  /** Listings per yielded batch (default 1,000): big enough for multi-row inserts, small enough for memory. */
  batchSize?: number;
  /** Who posts the listings (default the demo users); the benchmark can pass its own users. */
  posters?: readonly Poster[];
  /** Give each property a deterministic UUID so images can be inserted without RETURNING. */
  withIds?: boolean;
  now?: Date;
}

/** Benchmark rows: `count` random listings in batches, reproducible from `seed`, in constant memory. */
export function* generateListings(
  count: number,
  seed: number,
  options: GenerateOptions = {},
): Generator<BuiltListing[]> {
  const batchSize = Math.max(1, options.batchSize ?? 1_000);
  const rng = createRng(seed);
  // Ids come from their own stream so asking for them does not change the listings themselves.
  const idRng = createRng(seed ^ 0x5eed_1d5);
  const overrides = { posters: options.posters ?? DEMO_POSTERS, now: options.now ?? new Date() };
  let batch: BuiltListing[] = [];
  for (let produced = 0; produced < count; produced++) {
    const listing = buildProperty(rng, overrides);
    if (options.withIds) listing.property.id = uuidFrom(idRng);
    batch.push(listing);
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
