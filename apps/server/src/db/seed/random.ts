/** A source of uniform numbers in [0, 1); seeded so the demo data and the benchmark rows are reproducible. */
export type Rng = () => number;

/** mulberry32: tiny, fast and good enough for fake data (not for anything secret). */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** An integer in [min, max], both ends included. */
export function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function numberBetween(rng: Rng, min: number, max: number): number {
  return min + rng() * (max - min);
}

export function chance(rng: Rng, probability: number): boolean {
  return rng() < probability;
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

/** Picks by relative weight: `[['flat', 4], ['house', 1]]` gives flat four times as often. */
export function pickWeighted<T>(rng: Rng, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let target = rng() * total;
  for (const [item, weight] of entries) {
    target -= weight;
    if (target < 0) return item;
  }
  const last = entries[entries.length - 1];
  if (last === undefined) throw new Error('pickWeighted() needs a non-empty list');
  return last[0];
}

/** `count` distinct items in their original order (so amenity lists stay canonical). */
export function pickSome<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const chosen = new Set<number>();
  const wanted = Math.min(count, items.length);
  while (chosen.size < wanted) chosen.add(Math.floor(rng() * items.length));
  return items.filter((_, index) => chosen.has(index));
}

export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** A version-4-shaped UUID from the generator, for bulk rows whose ids must be known before insert. */
export function uuidFrom(rng: Rng): string {
  const hex = (count: number) => {
    let out = '';
    for (let i = 0; i < count; i++) out += Math.floor(rng() * 16).toString(16);
    return out;
  };
  const variant = (8 + Math.floor(rng() * 4)).toString(16);
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
}
